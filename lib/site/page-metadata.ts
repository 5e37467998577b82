// A page's generateMetadata from its own title, description and path, with the company's name (the
// `company` record, a cached read) in its share title and site name. Server only: it reads content.
import "server-only";
import type { Metadata } from "next";
import { getCompany } from "@/lib/content/read";
import { pageMetadata, type PageMeta } from "@/lib/site/seo";

export const companyPageMetadata =
  (meta: Omit<PageMeta, "siteName">) => async (): Promise<Metadata> =>
    pageMetadata({ ...meta, siteName: (await getCompany()).name });
