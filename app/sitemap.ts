// /sitemap.xml, from the same readers as the pages and refreshed like them.
import type { MetadataRoute } from "next";
import { getJobOpenings, getProducts, getServices } from "@/lib/content/read";
import { docPath } from "@/lib/site/paths";
import { absoluteUrl } from "@/lib/site/seo";
import { sitePages } from "@/lib/site/facts";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, services, jobs] = await Promise.all([
    getProducts(),
    getServices(),
    getJobOpenings(),
  ]);
  const entry = (path: string, priority: number): MetadataRoute.Sitemap[number] => ({
    url: absoluteUrl(path),
    changeFrequency: "weekly",
    priority,
  });
  return [
    ...sitePages.map((item) => entry(item.href, item.href === "/home" ? 1 : 0.8)),
    ...products.map((p) => entry(docPath("/products", p.id), 0.7)),
    ...services.map((s) => entry(docPath("/technology", s.id), 0.6)),
    ...jobs.filter((job) => job.open).map((job) => entry(docPath("/career", job.id), 0.6)),
  ];
}
