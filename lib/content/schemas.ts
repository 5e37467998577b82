// The content model: one zod schema per Firestore collection, checking server reads, live snapshots,
// imports and `content check` alike. Field names are what owners type; the README documents each one.
import { z } from "zod";
import { isCssColor } from "@/lib/site/theme";
import { kindOf } from "@/lib/content/messages";
import {
  gstinProblem,
  IEC_NUMBER,
  isDialable,
  isWhatsappNumber,
  normalizeIdentifier,
  UDYAM_NUMBER,
} from "@/lib/content/identifiers";
import { httpHref, isHttpUrl } from "@/lib/content/urls";
import { indiaYear, withIndiaZone } from "@/lib/site/india-date";
import { isSitePath } from "@/lib/site/paths";

// These schemas also run in the browser, under a policy without 'unsafe-eval': zod's compiled parsers
// would probe for eval and the browser would report that probe as a policy violation.
z.config({ jitless: true });

const text = (max: number) =>
  z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** http or https only: `javascript:` and other schemes are refused. */
const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(isHttpUrl, "must be an http(s) address, for example https://…")
  .transform((v) => httpHref(v) ?? v);

const assetRef = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => isSitePath(v) || (isHttpUrl(v) && v.startsWith("https:")),
    "must be a picture or file in public/ such as /images/products/reamer.svg, or an https:// address",
  );

/** An empty text counts as left out. */
const optionalOf = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    schema.optional(),
  );

// Not a union with "": a wrong value would then be told as zod's "Invalid input" instead of its message.
const optionalUrl = optionalOf(httpUrl);
const optionalAsset = optionalOf(assetRef);
const order = z.number().finite().default(0);
const textList = (max: number) => z.array(text(max)).max(50).default([]);

const cssColor = z
  .string()
  .trim()
  .refine(isCssColor, "must be a CSS colour such as #1f4e79, rgb(31 78 121) or navy");

export const projectSchema = z.object({
  online: z.boolean({
    error: (issue) =>
      issue.input === undefined
        ? "is missing: add it, true (the site is on) or false (the site is off); until then the site stays on"
        : "must be true or false (a boolean, not text); until it is, the site stays on",
  }),
});

export const colorSchema = z.object({ code: cssColor });

export const socialMediaSchema = z.object({
  facebook: optionalUrl,
  instagram: optionalUrl,
  youtube: optionalUrl,
});

const pair = z.object({ label: text(80), value: text(200) });

export const homeSchema = z.object({
  title: text(140),
  subtitle: optionalText(400),
  image: optionalAsset,
  intro_heading: optionalText(140),
  intro_text: optionalText(3000),
  stats: z.array(pair).max(8).default([]),
  cta_heading: optionalText(140),
  cta_text: optionalText(600),
});

export const aboutUsSchema = z.object({
  heading: text(140),
  story: textList(3000),
  image: optionalAsset,
  facility_heading: optionalText(140),
  facility_text: optionalText(3000),
  facility_image: optionalAsset,
  mission: optionalText(600),
  vision: optionalText(600),
  values: z
    .array(z.object({ title: text(80), text: text(400) }))
    .max(12)
    .default([]),
});

const cell = z.union(
  [z.string().trim().max(200, "must be at most 200 characters"), z.number().finite()],
  {
    error: "must be text or a number",
  },
);

const sizeColumns = z
  .array(z.object({ key: text(60), label: text(60) }))
  .min(1, "must name at least one column")
  .max(12)
  .refine(
    (columns) => new Set(columns.map((c) => c.key)).size === columns.length,
    "must not name a key twice",
  );

export const productSchema = z.object({
  product_name: text(120),
  summary: optionalText(300),
  description: optionalText(5000),
  image: optionalAsset,
  category: optionalText(80),
  // Rupees; shown as "from", and what lets search engines list the product (they want a price).
  price: z.number({ error: "must be a number of rupees, such as 1250" }).positive().optional(),
  specifications: z.array(pair).max(40).default([]),
  // One map per size, its keys named by `columns` (e.g. code, diameter_mm).
  variants: z.array(z.record(z.string(), cell)).max(200).default([]),
  columns: sizeColumns.optional(),
  applications: textList(200),
  datasheet_url: optionalAsset,
  featured: z.boolean().default(false),
  order,
});

export const serviceSchema = z.object({
  name: text(120),
  summary: optionalText(300),
  description: optionalText(5000),
  image: optionalAsset,
  capabilities: textList(200),
  machines: z
    .array(z.object({ name: text(120), specification: optionalText(300) }))
    .max(40)
    .default([]),
  featured: z.boolean().default(false),
  order,
});

export const clientSchema = z.object({
  name: text(120),
  logo: optionalAsset,
  industry: optionalText(120),
  website: optionalUrl,
  order,
});

/** Whether year-month-day names a day of the calendar: Date.parse reads 2027-02-30 as 2 March. */
const isCalendarDay = (ymd: string) => {
  const day = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === ymd;
};

/**
 * A timestamp (read as ISO text) or year-month-day text, perhaps with a time: 05/11/2026 would be 5
 * November to an owner in India and 11 May to a browser. A time with no zone is India time, so the
 * server and a browser elsewhere read the same moment.
 */
const isoDate = (message: string) =>
  z
    // A year typed as a number (2029) is told what to type, not to make it text, which still would not fit.
    // (Never missing here: optional() answers for an absent date before the string is asked.)
    .string({ error: (issue) => `${message}, not ${kindOf(issue.input)}` })
    .trim()
    .transform(withIndiaZone)
    .refine(
      (v) =>
        /^\d{4}-\d{2}-\d{2}(T.+)?$/.test(v) &&
        isCalendarDay(v.slice(0, 10)) &&
        !Number.isNaN(Date.parse(v)),
      message,
    )
    .optional();

export const jobOpeningSchema = z.object({
  title: text(120),
  department: optionalText(80),
  location: text(120).default("GIDC Gundlav, Valsad, Gujarat"),
  employment_type: text(40).default("Full-time"),
  experience: optionalText(80),
  qualification: optionalText(200),
  openings: z.number().int().min(1).max(100).optional(),
  description: optionalText(5000),
  responsibilities: textList(300),
  requirements: textList(300),
  // Anything but a boolean closes the opening (the collection's fallback), so that "false" typed as text
  // never keeps a job advertised that the owners meant to close.
  open: z
    .boolean({
      error:
        "must be true (shown, taking applications) or false (closed): a boolean, not text; until it is, the opening is not shown",
    })
    .default(true),
  posted_on: isoDate("must be a date typed year-month-day, such as 2026-01-15, or a timestamp"),
  // The last day to apply (the job posting's validThrough) and the pay offered, in rupees a month.
  valid_through: isoDate("must be a date typed year-month-day, such as 2027-03-31, or a timestamp"),
  salary: z
    .object({ min: z.number().positive(), max: z.number().positive().optional() })
    .optional(),
  order,
});

const qualityKinds = ["policy", "step", "equipment", "certification"] as const;

export const qualitySchema = z.object({
  // "Equipment" or "equipment " is the kind meant: an item is not left out for a capital or a space.
  kind: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
    z.enum(qualityKinds, { error: `must be one of ${qualityKinds.join(", ")}` }),
  ),
  title: text(140),
  description: optionalText(3000),
  image: optionalAsset,
  specification: optionalText(300),
  order,
});

export const teamSchema = z.object({
  name: text(120),
  role: text(120),
  bio: optionalText(1000),
  photo: optionalAsset,
  order,
});

/** Without a document that fits, the site shows lib/site/default-privacy.ts. */
export const privacySchema = z.object({
  title: text(140),
  intro: optionalText(3000),
  sections: z
    .array(z.object({ heading: text(140), text: text(5000) }))
    .min(1, "must have at least one entry")
    .max(30),
  updated: isoDate("must be a date typed year-month-day, such as 2026-11-27, or a timestamp"),
});

/** A list, or text that `split` makes one (owners type one phone as text); `typed` says both ways. */
const listOf = <T extends z.ZodType>(
  item: T,
  max: number,
  split: (text: string) => string[],
  typed: string,
) =>
  z.preprocess(
    (v) => (typeof v === "string" ? split(v) : v),
    z
      .array(item, {
        error: (issue) =>
          issue.input === undefined ? undefined : `must be ${typed}, not ${kindOf(issue.input)}`,
      })
      .min(1, "must have at least one entry")
      .max(max),
  );

const phoneNumber = z
  .string({ error: "must be a phone number as text" })
  .trim()
  .refine(
    isDialable,
    "must be a number a phone can dial, such as +91 98250 41234 (7 to 15 digits, spaces or dashes between them, + only in front)",
  );

const identifier = (problem: (value: string) => string | undefined) =>
  z
    .string()
    .transform(normalizeIdentifier)
    .superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: "custom", message });
    });

const pattern = (regex: RegExp, message: string) => (value: string) =>
  regex.test(value) ? undefined : message;

export const companySchema = z.object({
  name: text(120),
  legal_name: optionalText(160),
  tagline: optionalText(300),
  phone: listOf(
    phoneNumber,
    5,
    (v) => v.split(/[,/;]/),
    "a list of phone numbers, or the numbers as text with commas between them",
  ),
  email: z
    .string()
    .trim()
    .max(254)
    .regex(z.regexes.email, "must be an e-mail address such as sales@example.com"),
  whatsapp: optionalOf(
    z
      .string()
      .trim()
      .refine(
        isWhatsappNumber,
        "must be the WhatsApp number with its country code, such as +91 98250 41234",
      ),
  ),
  address: listOf(
    text(200),
    8,
    (v) => v.split(/\r?\n/),
    "a list of lines, or the lines as text, one under the other",
  ),
  map_url: optionalUrl,
  hours: z
    .array(z.object({ days: text(60), time: text(60) }))
    .max(10)
    .optional(),
  founded: z
    .preprocess(
      (v) => (typeof v === "string" && /^\s*\d{4}\s*$/.test(v) ? Number(v) : v),
      z.number({ error: "must be a year such as 2009" }).int().min(1800),
    )
    .refine((year) => year <= indiaYear(), "must not be in the future")
    .optional(),
  gstin: optionalOf(identifier(gstinProblem)),
  udyam: optionalOf(
    identifier(
      pattern(UDYAM_NUMBER, "must be a Udyam registration number such as UDYAM-GJ-25-0012345"),
    ),
  ),
  iec: optionalOf(
    identifier(pattern(IEC_NUMBER, "must be a 10-character Import Export Code such as AAKFP4123M")),
  ),
  catalogue_url: optionalAsset,
});

export const certificationSchema = z.object({
  name: text(140),
  issuer: text(140),
  number: optionalText(80),
  /** The last day it is valid (India time), or the moment it ends when a timestamp is stored. */
  valid_until: isoDate("must be a date typed year-month-day, such as 2027-03-31, or a timestamp"),
  file: optionalAsset,
  order,
});

type WithId<T> = T & { id: string };
export type Project = WithId<z.output<typeof projectSchema>>;
export type Color = WithId<z.output<typeof colorSchema>>;
export type SocialMedia = WithId<z.output<typeof socialMediaSchema>>;
export type Home = WithId<z.output<typeof homeSchema>>;
export type AboutUs = WithId<z.output<typeof aboutUsSchema>>;
export type Product = WithId<z.output<typeof productSchema>>;
export type Service = WithId<z.output<typeof serviceSchema>>;
export type Client = WithId<z.output<typeof clientSchema>>;
export type JobOpening = WithId<z.output<typeof jobOpeningSchema>>;
export type QualityItem = WithId<z.output<typeof qualitySchema>>;
export type TeamMember = WithId<z.output<typeof teamSchema>>;
export type Company = WithId<z.output<typeof companySchema>>;
export type Certification = WithId<z.output<typeof certificationSchema>>;
export type Privacy = WithId<z.output<typeof privacySchema>>;
export type Variant = Product["variants"][number];
export type SizeColumn = NonNullable<Product["columns"]>[number];
