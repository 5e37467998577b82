"use client";
// Below the md breakpoint, the ways to act kept in view: call the first phone, WhatsApp (when the
// company has it; on a product page the message names the product) and the inquiry form. It is sticky
// after the footer, so at the end of the page it sits below everything and covers nothing.
import { usePathname } from "next/navigation";
import { PHONE_ICON } from "@/components/ui/call-link";
import { CHAT_ICON, LineIcon } from "@/components/ui/line-icon";
import type { Company } from "@/lib/content/schemas";
import { companyOrDefault } from "@/lib/site/company";
import { telHref, whatsappHref } from "@/lib/site/contact-links";
import { productInquiryPath } from "@/lib/site/paths";

/** A product page's path and the product's id and name, as the layout has them. */
export type BarProduct = { href: string; id: string; name: string };

const FORM_ICON = "M4 4h16v16H4zM8 9h8M8 13h8M8 17h5";

const action =
  "flex min-h-12 items-center justify-center gap-2 px-2 text-sm font-semibold focus-ring focus-visible:-outline-offset-4";

export function ActionBar({ value, products }: { value: Company | null; products: BarProduct[] }) {
  const pathname = usePathname();
  const company = companyOrDefault(value);
  const product = products.find((p) => p.href === pathname);
  const greeting = product
    ? `Hello ${company.name}, I would like a quote for ${product.name}.`
    : `Hello ${company.name}, I have an inquiry.`;
  return (
    <nav
      aria-label="Call, WhatsApp or inquire"
      data-print="hide"
      className="sticky bottom-0 z-30 grid auto-cols-fr grid-flow-col border-t border-steel-200 bg-white pb-[env(safe-area-inset-bottom)] text-steel-800 shadow-[0_-2px_6px_rgb(0_0_0/0.08)] md:hidden"
    >
      <a href={telHref(company.phone[0])} className={action}>
        <LineIcon d={PHONE_ICON} />
        Call
      </a>
      {company.whatsapp && (
        <a
          href={whatsappHref(company.whatsapp, greeting)}
          target="_blank"
          rel="noopener noreferrer"
          className={action}
        >
          <LineIcon d={CHAT_ICON} />
          WhatsApp
        </a>
      )}
      <a
        href={product ? productInquiryPath(product.id) : "/contact-us#inquiry"}
        className={`${action} button-solid`}
      >
        <LineIcon d={FORM_ICON} />
        Inquiry
      </a>
    </nav>
  );
}
