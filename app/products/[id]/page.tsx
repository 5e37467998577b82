// /products/{id}: known products are prerendered; one added later renders on its first visit, cached.
import { ProductView } from "@/components/products/product-view";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StructuredData } from "@/components/seo/json-ld";
import { productNode } from "@/components/seo/product-json-ld";
import { CallButton } from "@/components/ui/call-button";
import { InquiryCta } from "@/components/ui/inquiry-cta";
import { getCompany, getProduct, productParams } from "@/lib/content/read";
import { docPath, idFromSegment } from "@/lib/site/paths";
import { cardPath, pageMetadata } from "@/lib/site/seo";

type Props = { params: Promise<{ id: string }> };

export const generateStaticParams = productParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const product = await getProduct(idFromSegment(id));
  if (!product) return { title: "Product not found", robots: { index: false } };
  return pageMetadata({
    title: product.product_name,
    description:
      product.summary ??
      product.description ??
      `${product.product_name}, made to drawing in Valsad.`,
    path: docPath("/products", product.id),
    card: cardPath(docPath("/products", product.id), [product.product_name, product.image ?? ""]),
    siteName: (await getCompany()).name,
  });
}

export default async function ProductPage({ params }: Props) {
  const { id } = await params;
  const [product, company] = await Promise.all([getProduct(idFromSegment(id)), getCompany()]);
  if (!product) notFound();
  return (
    <main>
      <StructuredData
        nodes={[productNode(product, company)]}
        trail={[
          { name: "Products", path: "/products" },
          { name: product.product_name, path: docPath("/products", product.id) },
        ]}
      />
      <ProductView value={product} id={product.id} />
      <InquiryCta call={<CallButton company={company} />} />
    </main>
  );
}
