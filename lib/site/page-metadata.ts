// A page's generateMetadata with the company's name (a cached read) in its share title and site name.
import "server-only";
import type { Metadata } from "next";
import { getCompany } from "@/lib/content/read";
import { pageMetadata, type PageMeta } from "@/lib/site/seo";

export const companyPageMetadata =
  (meta: Omit<PageMeta, "siteName">) => async (): Promise<Metadata> =>
    pageMetadata({ ...meta, siteName: (await getCompany()).name });
