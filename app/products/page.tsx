// /products: every product as a card linking to its own page, by category with a jump list, a filter and
// a search once the catalogue is long, and the full catalogue to download. This page has no query and is
// prerendered; /products?category=…&q=… is rewritten (next.config.mjs) to app/product-search, which
// renders the same parts for its query on each request.
import { PRODUCTS_DESCRIPTION, ProductsBody } from "@/components/products/products-body";
import { getCompany, getProducts } from "@/lib/content/read";
import { companyPageMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = companyPageMetadata({
  title: "Products",
  description: PRODUCTS_DESCRIPTION,
  path: "/products",
});

export default async function ProductsPage() {
  const [products, company] = await Promise.all([getProducts(), getCompany()]);
  return <ProductsBody products={products} company={company} query={{}} />;
}
