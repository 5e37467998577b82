// /contact-us?product={id}, as the proxy rewrites it: the contact page with that product preselected
// with a quantity, rendered on the server so that it works without JavaScript, and cached per product
// like the product pages. An unknown product gets the plain form. Its address for search engines is
// /contact-us.
import type { Metadata } from "next";
import { ContactPage, contactMetadata } from "@/components/contact/contact-page";
import { getCompany, getProduct, getProducts, productParams } from "@/lib/content/read";
import { idFromSegment } from "@/lib/site/paths";

type Props = { params: Promise<{ id: string }> };

export const generateStaticParams = productParams;

export async function generateMetadata(): Promise<Metadata> {
  return { ...contactMetadata(await getCompany()), robots: { index: false } };
}

export default async function ContactUsForProductPage({ params }: Props) {
  const { id } = await params;
  const [products, company, preselected] = await Promise.all([
    getProducts(),
    getCompany(),
    getProduct(idFromSegment(id)),
  ]);
  return (
    <ContactPage products={products} company={company} preselected={preselected ?? undefined} />
  );
}
