// Which navigation entry matches the address the visitor is on, and the product entries of the menus.
import type { Product } from "@/lib/content/schemas";
import { docPath } from "@/lib/route-params";

/**
 * "page" for the link to exactly this page, "true" for a section the page belongs to (a product page
 * under Products), undefined otherwise: the values aria-current expects.
 */
export function currentState(pathname: string | null, href: string): "page" | "true" | undefined {
  if (!pathname) return undefined;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === href) return "page";
  if (href !== "/" && path.startsWith(`${href}/`)) return "true";
  return undefined;
}

export type ProductLink = { id: string; name: string; href: string };

/** The header's dropdown, the mobile menu and the footer list every product by name. */
export function productLinks(products: Product[]): ProductLink[] {
  return products.map((p) => ({ id: p.id, name: p.product_name, href: docPath("/products", p.id) }));
}
