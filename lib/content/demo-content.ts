// Demo content for a tool-making and grinding company in GIDC Gundlav, Valsad. It seeds an empty
// database and is what a build renders when no database can be reached. Every document must pass its
// collection's schema (a unit test checks it). The documents are data (demo-content.json); the company's
// facts and the privacy notice start from the site's own defaults, written once in lib/site, with demo
// registrations that owners replace with their own.
import type { CollectionName } from "@/lib/content/collections";
import demo from "@/lib/content/demo-content.json";
import { DEFAULT_COMPANY } from "@/lib/site/default-company";
import { DEFAULT_PRIVACY } from "@/lib/site/default-privacy";

type Documents = Record<string, Record<string, unknown>>;

export const demoContent: Record<CollectionName, Documents> = {
  ...(demo as Record<Exclude<CollectionName, "privacy">, Documents>),
  company: { main: { ...DEFAULT_COMPANY, ...demo.company.main } },
  privacy: { main: { ...DEFAULT_PRIVACY } },
};
