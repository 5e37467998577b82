// Document ids arrive from dynamic routes as URL segments; links encode them with encodeURIComponent.
// A malformed escape (a stray "%") must lead to a 404, not a URIError and a 500. The paths of document
// pages are built here too, the menus' product links among them.
import type { Product } from "@/lib/content/schemas";
export function idFromSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The site path of a document page, e.g. docPath("/products", "form-tools"). */
export function docPath(base: string, id: string): string {
  return `${base}/${encodeURIComponent(id)}`;
}

export type ProductLink = { id: string; name: string; href: string };

/** The header's dropdown, the mobile menu and the footer list every product by name. */
export function productLinks(products: Product[]): ProductLink[] {
  return products.map((p) => ({ id: p.id, name: p.product_name, href: docPath("/products", p.id) }));
}
