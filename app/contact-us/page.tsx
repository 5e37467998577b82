// /contact-us. It never reads searchParams, so it stays cacheable: /contact-us?product={id} is served by
// app/contact-us/product/[id].
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
