// The collections the site reads, named as in Firestore (the capitals of Products/Services too).
import type { z } from "zod";
import {
  aboutUsSchema,
  certificationSchema,
  companySchema,
  jobOpeningSchema,
  clientSchema,
  colorSchema,
  homeSchema,
  privacySchema,
  productSchema,
  projectSchema,
  qualitySchema,
  serviceSchema,
  socialMediaSchema,
  teamSchema,
} from "@/lib/content/schemas";
import { DEFAULT_COMPANY } from "@/lib/site/default-company";

type Definition = {
  schema: z.ZodObject;
  /** Only the first record (by document id) is used: a settings-like collection. */
  single: boolean;
  /** What the collection holds, for the content tools' messages. */
  label: string;
  /** Shown in place of a wrong (or missing required) field, so the document is not left out for it. */
  fallback?: Record<string, unknown>;
};

export const collections = {
  project: { schema: projectSchema, single: true, label: "site switch" },
  color: { schema: colorSchema, single: true, label: "theme colour" },
  social_media: { schema: socialMediaSchema, single: true, label: "social links" },
  company: {
    schema: companySchema,
    single: true,
    label: "company facts",
    fallback: DEFAULT_COMPANY,
  },
  home: { schema: homeSchema, single: true, label: "home page" },
  about_us: { schema: aboutUsSchema, single: true, label: "about-us page" },
  privacy: { schema: privacySchema, single: true, label: "privacy notice" },
  Products: { schema: productSchema, single: false, label: "products" },
  Services: { schema: serviceSchema, single: false, label: "services and machinery" },
  clients: { schema: clientSchema, single: false, label: "clients" },
  career_detail: {
    schema: jobOpeningSchema,
    single: false,
    label: "job openings",
    fallback: { open: false },
  },
  quality_control: { schema: qualitySchema, single: false, label: "quality control" },
  our_teams: { schema: teamSchema, single: false, label: "team members" },
  certifications: { schema: certificationSchema, single: false, label: "certificates" },
} as const satisfies Record<string, Definition>;

export type CollectionName = keyof typeof collections;
export type RecordOf<C extends CollectionName> = z.output<(typeof collections)[C]["schema"]> & {
  id: string;
};

/** A whole collection as read: its first record, or all of them. */
export type CollectionValue<C extends CollectionName> =
  (typeof collections)[C]["single"] extends true ? RecordOf<C> | null : RecordOf<C>[];

export const collectionNames = Object.keys(collections) as CollectionName[];

export function isContentCollection(name: string): name is CollectionName {
  return Object.hasOwn(collections, name);
}

/** Collections the forms write to: exported by the content tools, never read by pages. */
export const submissionCollections = { inquiries: "Inquiries", applications: "Career" } as const;

/** Read by the "Trigger Email from Firestore" extension; an import leaves it out (each would be sent). */
export const MAIL_COLLECTION = "mail";

export const contentTag = (name: CollectionName) => `content:${name}`;
