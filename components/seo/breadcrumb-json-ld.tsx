// A page's breadcrumb trail as JSON-LD, rendered only on the server: next-seo stays out of the browser.
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
