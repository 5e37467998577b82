// /products?category=…&q=… (rewritten here by next.config.ts), rendered per request from the cached list.
// A category has its own canonical address; a search is not indexed.
import type { Metadata } from "next";
import { PRODUCTS_DESCRIPTION, ProductsBody } from "@/components/products/products-body";
import { getCompany, getProducts } from "@/lib/content/read";
import { catalogueQuery } from "@/lib/site/catalogue";
import { byCategory } from "@/lib/site/categories";
import { pageMetadata } from "@/lib/site/seo";

// Rendered whole on each request (its HTML carries the results, for visitors without scripts too).
export const instant = false;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ category, q }, products, company] = await Promise.all([
    searchParams.then(catalogueQuery),
    getProducts(),
    getCompany(),
  ]);
  const group = byCategory(products).find((g) => g.slug === category);
  const meta = pageMetadata({
    title: group ? `${group.name} | Products` : "Products",
    description: group
      ? `${group.name} made to drawing in GIDC Gundlav, Valsad: ${group.items.map((p) => p.product_name).join(", ")}.`
      : PRODUCTS_DESCRIPTION,
    // A category that is not one (mistyped, or gone) is the catalogue's address, not a page of its own.
    path: group ? `/products?category=${encodeURIComponent(group.slug)}` : "/products",
    siteName: company.name,
  });
  return q || (category && !group) ? { ...meta, robots: { index: false, follow: true } } : meta;
}

export default async function ProductSearchPage({ searchParams }: Props) {
  const [products, company, query] = await Promise.all([
    getProducts(),
    getCompany(),
    searchParams.then(catalogueQuery),
  ]);
  return <ProductsBody products={products} company={company} query={query} />;
}
