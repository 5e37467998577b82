// /products: every product as a card linking to its own page, and the full catalogue to download.
import { Live } from "@/components/live/live";
import { CallButton } from "@/components/ui/call-button";
import { InquiryCta } from "@/components/ui/inquiry-cta";
import { PageHeader } from "@/components/ui/page-header";
import { getCompany, getProducts } from "@/lib/content/read";
import { companyPageMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = companyPageMetadata({
  title: "Products",
  description:
    "Carbide step drills, form tools, precision reamers, punches and dies, special end mills and plug gauges, made to drawing in GIDC Gundlav, Valsad.",
  path: "/products",
});

export default async function ProductsPage() {
  const [products, company] = await Promise.all([getProducts(), getCompany()]);
  return (
    <main>
      <PageHeader
        eyebrow="What we make"
        title="Products"
        lead="Special cutting tools, form tools and precision tooling made to your drawing, inspected before dispatch."
        trail={[{ name: "Products", path: "/products" }]}
      />
      <section aria-labelledby="all-products-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        {/* The cards' names are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
        <h2 id="all-products-heading" className="sr-only">
          All products
        </h2>
        <div className="mb-8 flex justify-end empty:hidden">
          <Live view="catalogue-link" value={company} />
        </div>
        <Live view="product-grid" value={products} preloadFirst />
      </section>
      <InquiryCta
        heading="Don't see the tool you need?"
        text="Most of our work is made to drawing. Send us yours and we will quote for it."
        call={<CallButton company={company} />}
      />
    </main>
  );
}
