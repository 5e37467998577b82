// /contact-us: how to reach the company (address, phone, e-mail, WhatsApp, map, hours) and the inquiry
// form. The page never reads searchParams, so it stays cacheable: /contact-us?product={id} is served by
// /contact-us/product/{id} (the proxy rewrites it), a cached page of its own per product.
import type { Metadata } from "next";
import { ContactPage } from "@/components/contact/contact-page";
import { getProducts } from "@/lib/content/read";
import { pageMetadata } from "@/lib/site/seo";
import { company } from "@/lib/site/facts";

export const metadata: Metadata = pageMetadata({
  title: "Contact us",
  description: `Call ${company.phone}, e-mail or WhatsApp us, or send an inquiry for tools, job work and regrinding. Visit us in GIDC Gundlav, Valsad, Gujarat.`,
  path: "/contact-us",
});

export default async function ContactUsPage() {
  return <ContactPage products={await getProducts()} />;
}
