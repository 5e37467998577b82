// Product JSON-LD for a product page: name, description, picture, maker and specifications.
import { ProductJsonLd } from "next-seo";
import type { Product } from "@/lib/content/schemas";
import { docPath, productInquiryPath } from "@/lib/route-params";
import { absoluteUrl, jsonLdText } from "@/lib/seo";
import { company } from "@/lib/site";

export function ProductStructuredData({ product }: { product: Product }) {
  return (
    <ProductJsonLd
      scriptId="product-json-ld"
      name={jsonLdText(product.product_name)}
      description={jsonLdText(product.description ?? product.summary)}
      url={absoluteUrl(docPath("/products", product.id))}
      image={product.image ? absoluteUrl(product.image) : undefined}
      sku={product.id}
      brand={{ name: company.name }}
      manufacturer={{ name: company.name, url: absoluteUrl("/home") }}
      // Tools are made to order and quoted per drawing, so the offer names the seller and terms, not a price.
      offers={{
        url: absoluteUrl(productInquiryPath(product.id)),
        priceCurrency: "INR",
        itemCondition: "https://schema.org/NewCondition",
        seller: { name: company.name },
      }}
    />
  );
}
