// /contact-us: how to reach the company (address, phone, e-mail, WhatsApp, map, hours) and the inquiry
// form. The page never reads searchParams, so it stays cacheable: /contact-us?product={id} is served by
// /contact-us/product/{id} (the proxy rewrites it), a cached page of its own per product.
import type { Metadata } from "next";
import { ContactPage, contactMetadata } from "@/components/contact/contact-page";
import { getCompany, getProducts } from "@/lib/content/read";

export async function generateMetadata(): Promise<Metadata> {
  return contactMetadata(await getCompany());
}

export default async function ContactUsPage() {
  const [products, company] = await Promise.all([getProducts(), getCompany()]);
  return <ContactPage products={products} company={company} />;
}
