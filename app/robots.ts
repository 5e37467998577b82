// /robots.txt: the whole site may be crawled; the sitemap lists its pages.
import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/site/seo";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/" },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
