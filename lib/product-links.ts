// A product as the site's menus and footer link to it: all they need of the record, and all that the
// server passes to them in every page's HTML.
import type { Product } from "@/lib/content/schemas";

export type ProductLink = { id: string; name: string; href: string };

export const productLinks = (products: Pick<Product, "id" | "product_name">[]): ProductLink[] =>
  products.map((p) => ({ id: p.id, name: p.product_name, href: `/products/${encodeURIComponent(p.id)}` }));
