// A page's breadcrumb trail as BreadcrumbList JSON-LD for search engines, rendered by the page on the
// server (never inside a view the browser redraws), so next-seo stays out of the browser's bundles.
import { processors } from "next-seo";
import { fromHome, type Crumb } from "@/components/seo/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { absoluteUrl } from "@/lib/site/seo";

export function BreadcrumbStructuredData({ trail }: { trail: Crumb[] }) {
  return (
    <JsonLd
      id="breadcrumb-json-ld"
      data={{
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: fromHome(trail).map((c, i) =>
          processors.processBreadcrumbItem({ name: c.name, item: absoluteUrl(c.path) }, i + 1),
        ),
      }}
    />
  );
}
