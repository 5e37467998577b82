"use client";
// Below the md breakpoint, the ways to act kept in view: call the first phone, WhatsApp (when the
// company has it; on a product page the message names the product and the inquiry link chooses it) and
// the inquiry form. It is sticky after the footer, so at the end of the page it sits below everything
// and covers nothing. A live view of `company`.
import { usePathname } from "next/navigation";
import { live } from "@/components/live/live";
import { LineIcon } from "@/components/ui/line-icon";
import type { Company } from "@/lib/content/schemas";
import { companyOrDefault } from "@/lib/site/company";
import { telHref, whatsappHref } from "@/lib/site/contact-links";
import { docPath, productInquiryPath } from "@/lib/site/paths";

type Props = {
  value: Company | null;
  /** Each product's id and name. */
  products: [id: string, name: string][];
};

function ActionBarView({ value, products }: Props) {
  const { name, phone, whatsapp } = companyOrDefault(value);
  const pathname = usePathname();
  const product = products.find(([id]) => docPath("/products", id) === pathname);
  const greeting = product
    ? `Hello ${name}, I would like a quote for ${product[1]}.`
    : `Hello ${name}, I have an inquiry.`;
  return (
    <nav aria-label="Call, WhatsApp or inquire" data-print="hide" className="action-bar">
      <a href={telHref(phone[0])} className="bar-action">
        <LineIcon name="phone" />
        Call
      </a>
      {whatsapp && (
        <a
          href={whatsappHref(whatsapp, greeting)}
          target="_blank"
          rel="noopener noreferrer"
          className="bar-action"
        >
          <LineIcon name="chat" />
          WhatsApp
        </a>
      )}
      <a
        href={product ? productInquiryPath(product[0]) : "/contact-us#inquiry"}
        className="bar-action button-solid"
      >
        <LineIcon name="form" />
        Inquiry
      </a>
    </nav>
  );
}

export const ActionBar = live("company", ActionBarView);
