// Product JSON-LD for a product page, an offer per size. Tools are quoted per drawing, so offers name
// the seller and terms, never a price.
import { processors } from "next-seo";
import { JsonLd } from "@/components/seo/json-ld";
import type { Company, Product } from "@/lib/content/schemas";
import { variantCode } from "@/lib/site/catalogue";
import { docPath, productInquiryPath } from "@/lib/site/paths";
import { absoluteUrl } from "@/lib/site/seo";

export function ProductStructuredData({
  product,
  company,
}: {
  product: Product;
  company: Company;
}) {
  const description = product.description ?? product.summary;
  const offer = (sku?: string) =>
    processors.processProductOffer({
      url: absoluteUrl(productInquiryPath(product.id)),
      priceCurrency: "INR",
      itemCondition: "https://schema.org/NewCondition",
      // Typed, or next-seo would guess a Person from the name.
      seller: processors.processOrganization({ name: company.name, url: absoluteUrl("/home") }),
      ...(sku && { sku }),
    });
  return (
    <JsonLd
      id="product-json-ld"
      data={{
        "@context": "https://schema.org",
        "@type": "Product",
        name: product.product_name,
        ...(description && { description }),
        url: absoluteUrl(docPath("/products", product.id)),
        ...(product.image && { image: absoluteUrl(product.image) }),
        ...(product.category && { category: product.category }),
        sku: product.id,
        brand: processors.processBrand({ name: company.name }),
        manufacturer: processors.processOrganization({
          name: company.name,
          url: absoluteUrl("/home"),
        }),
        offers:
          product.variants.length > 0
            ? product.variants.map((row, i) => offer(variantCode(product, row, i)))
            : offer(),
      }}
    />
  );
}
