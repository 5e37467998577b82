// A page's breadcrumb trail as a JSON-LD node (structured-data.tsx writes it into the page).
import { processors } from "next-seo";
import { fromHome, type Crumb } from "@/components/seo/breadcrumbs";
import { absoluteUrl } from "@/lib/site/seo";

export const breadcrumbNode = (trail: Crumb[]) => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: fromHome(trail).map((c, i) =>
    processors.processBreadcrumbItem({ name: c.name, item: absoluteUrl(c.path) }, i + 1),
  ),
});
