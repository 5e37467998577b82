// /products, prerendered; with a query it is app/product-search.
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
