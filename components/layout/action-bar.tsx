"use client";
// Below the md breakpoint, the ways to act kept in view: call the first phone, WhatsApp (when the
// company has it; on a product page the message names the product) and the inquiry form. It is sticky
// after the footer, so at the end of the page it sits below everything and covers nothing. A live view
// of `company`, handing the browser's part only the facts it draws.
import { ActionBarLinks } from "@/components/layout/action-bar-links";
import type { Company } from "@/lib/content/schemas";
import { companyOrDefault } from "@/lib/site/company";
import { live } from "@/components/live/live";

function ActionBarView({
  value,
  products,
}: {
  value: Company | null;
  products: [id: string, name: string][];
}) {
  const { name, phone, whatsapp } = companyOrDefault(value);
  return (
    <ActionBarLinks
      name={name}
      phone={phone[0]}
      products={products}
      {...(whatsapp && { whatsapp })}
    />
  );
}

export const ActionBar = live("company", ActionBarView);
