// /contact-us?product={id} (rewritten by next.config.ts): the product preselected without JavaScript,
// cached per product; an unknown one gets the plain form. Search engines get /contact-us.
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
