// The Product JSON-LD node for a product page whose owners typed a price: search engines refuse a product
// offered without one, and most tools are quoted per drawing, so an unpriced product has none.
import { processors } from "next-seo";
import type { Company, Product } from "@/lib/content/schemas";
import { docPath, productInquiryPath } from "@/lib/site/paths";
import { absoluteUrl } from "@/lib/site/seo";

export function productNode(product: Product, company: Company) {
  const description = product.description ?? product.summary;
  if (product.price === undefined) return null;
  return {
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
    offers: processors.processProductOffer({
      url: absoluteUrl(productInquiryPath(product.id)),
      price: product.price,
      priceCurrency: "INR",
      itemCondition: "https://schema.org/NewCondition",
      // Typed, or next-seo would guess a Person from the name.
      seller: processors.processOrganization({ name: company.name, url: absoluteUrl("/home") }),
    }),
  };
}
