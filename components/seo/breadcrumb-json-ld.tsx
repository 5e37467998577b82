// A page's breadcrumb trail as BreadcrumbList JSON-LD for search engines (server only: next-seo stays
// out of the browser's bundles).
import { BreadcrumbJsonLd } from "next-seo";
import { fromHome, type Crumb } from "@/components/seo/breadcrumbs";
import { absoluteUrl, jsonLdText } from "@/lib/seo";

export function BreadcrumbStructuredData({ trail }: { trail: Crumb[] }) {
  return <BreadcrumbJsonLd items={fromHome(trail).map((c) => ({ name: jsonLdText(c.name), item: absoluteUrl(c.path) }))} />;
}
