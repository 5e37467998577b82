// The body of /products, with or without a query (app/products, app/product-search).
import { CatalogueLink } from "@/components/products/catalogue-link";
import { ProductCatalogue } from "@/components/products/product-catalogue";
import { CallButton } from "@/components/ui/call-button";
import { InquiryCta } from "@/components/ui/inquiry-cta";
import { PageHeader } from "@/components/ui/page-header";
import type { Company, Product } from "@/lib/content/schemas";
import type { CatalogueQuery } from "@/lib/site/catalogue";

export const PRODUCTS_DESCRIPTION =
  "Carbide step drills, form tools, precision reamers, punches and dies, special end mills and plug gauges, made to drawing in GIDC Gundlav, Valsad.";

export function ProductsBody({
  products,
  company,
  query,
}: {
  products: Product[];
  company: Company;
  query: CatalogueQuery;
}) {
  return (
    <main>
      <PageHeader
        eyebrow="What we make"
        title="Products"
        lead="Special cutting tools, form tools and precision tooling made to your drawing, inspected before dispatch."
        trail={[{ name: "Products", path: "/products" }]}
      />
      <section
        aria-label="Catalogue"
        className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16"
      >
        <div className="mb-8 flex justify-end empty:hidden">
          <CatalogueLink value={company} />
        </div>
        <ProductCatalogue value={products} query={query} preloadFirst />
      </section>
      <InquiryCta
        heading="Don't see the tool you need?"
        text="Most of our work is made to drawing. Send us yours and we will quote for it."
        call={<CallButton company={company} />}
      />
    </main>
  );
}
