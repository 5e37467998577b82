"use client";
// The phone's bar of actions (action-bar.tsx), drawn here: on a product page the WhatsApp message names
// the product and the inquiry link chooses it. Its props are all the page carries for it.
import { usePathname } from "next/navigation";
import { LineIcon } from "@/components/ui/line-icon";
import { telHref, whatsappHref } from "@/lib/site/contact-links";
import { docPath, productInquiryPath } from "@/lib/site/paths";

type Props = {
  name: string;
  phone: string;
  whatsapp?: string;
  /** Each product's id and name. */
  products: [id: string, name: string][];
};

export function ActionBarLinks({ name, phone, whatsapp, products }: Props) {
  const pathname = usePathname();
  const product = products.find(([id]) => docPath("/products", id) === pathname);
  const greeting = product
    ? `Hello ${name}, I would like a quote for ${product[1]}.`
    : `Hello ${name}, I have an inquiry.`;
  return (
    <nav aria-label="Call, WhatsApp or inquire" data-print="hide" className="action-bar">
      <a href={telHref(phone)} className="bar-action">
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
