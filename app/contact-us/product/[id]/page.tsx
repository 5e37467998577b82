// /contact-us?product={id}, as the proxy rewrites it: the contact page with that product preselected
// with a quantity, rendered on the server so that it works without JavaScript, and cached per product
// like the product pages. An unknown product gets the plain form. Its address for search engines is
// /contact-us.
import type { Metadata } from "next";
import { ContactPage } from "@/components/contact/contact-page";
import { getProducts, productParams } from "@/lib/content/read";
import { idFromSegment } from "@/lib/site/paths";
import { pageMetadata } from "@/lib/site/seo";
import { company } from "@/lib/site/facts";

type Props = { params: Promise<{ id: string }> };

export const generateStaticParams = productParams;

export const metadata: Metadata = {
  ...pageMetadata({
    title: "Contact us",
    description: `Call ${company.phone}, e-mail or WhatsApp us, or send an inquiry for tools, job work and regrinding.`,
    path: "/contact-us",
  }),
  robots: { index: false },
};

export default async function ContactUsForProductPage({ params }: Props) {
  const { id } = await params;
  const products = await getProducts();
  return <ContactPage products={products} preselected={products.find((p) => p.id === idFromSegment(id))} />;
}
