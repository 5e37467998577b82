// Product JSON-LD for a product page: name, description, picture, maker and specifications. Written
// through the site's serializer (components/seo/json-ld.tsx), so nothing typed in a field can end the script.
import { processors } from "next-seo";
import { JsonLd } from "@/components/seo/json-ld";
import type { Product } from "@/lib/content/schemas";
import { docPath, productInquiryPath } from "@/lib/site/paths";
import { absoluteUrl } from "@/lib/site/seo";
import { company } from "@/lib/site/facts";

export function ProductStructuredData({ product }: { product: Product }) {
  const description = product.description ?? product.summary;
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
        sku: product.id,
        brand: processors.processBrand({ name: company.name }),
        manufacturer: processors.processOrganization({ name: company.name, url: absoluteUrl("/home") }),
        // Tools are made to order and quoted per drawing, so the offer names the seller and terms, not a price.
        offers: processors.processProductOffer({
          url: absoluteUrl(productInquiryPath(product.id)),
          priceCurrency: "INR",
          itemCondition: "https://schema.org/NewCondition",
          seller: { name: company.name },
        }),
      }}
    />
  );
}
