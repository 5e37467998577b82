// The content model: one zod schema per Firestore collection. The same schemas check server reads,
// live snapshots, imports and `content check`, so every path agrees on what a valid document is.
// Field names are what an owner types in the Firebase console; the README documents each one.
import { z } from "zod";
import { isCssColor } from "@/lib/content/css-color";
import { httpHref, isHttpUrl } from "@/lib/content/urls";

// These schemas also run in the browser, under a policy without 'unsafe-eval': zod's compiled parsers
// would probe for eval and the browser would report that probe as a policy violation.
z.config({ jitless: true });

const text = (max: number) => z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A web address (http or https only: `javascript:` and other schemes are refused). */
const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(isHttpUrl, "must be an http(s) address, for example https://…")
  // Pages and structured data get the parsed address, never the text as typed.
  .transform((v) => httpHref(v) ?? v);

/** A picture or file: a path under public/ (starting with one "/") or an https address. */
const assetRef = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => (v.startsWith("/") && !v.startsWith("//") && !v.includes("\\")) || (isHttpUrl(v) && v.startsWith("https:")),
    "must be a picture or file in public/ such as /images/products/reamer.svg, or an https:// address",
  );

const optionalUrl = httpUrl.optional().or(z.literal("").transform(() => undefined));
const optionalAsset = assetRef.optional().or(z.literal("").transform(() => undefined));
const order = z.number().finite().default(0);
const textList = (max: number) => z.array(text(max)).max(50).default([]);

const cssColor = z.string().trim().refine(isCssColor, "must be a CSS colour such as #1f4e79, rgb(31 78 121) or navy");

export const projectSchema = z.object({
  online: z.boolean({ error: "must be true or false (a boolean, not text)" }),
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
  values: z.array(z.object({ title: text(80), text: text(400) })).max(12).default([]),
});

export const productSchema = z.object({
  product_name: text(120),
  summary: optionalText(300),
  description: optionalText(5000),
  image: optionalAsset,
  specifications: z.array(pair).max(40).default([]),
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
  machines: z.array(z.object({ name: text(120), specification: optionalText(300) })).max(40).default([]),
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

/** Dates are stored as Firestore timestamps or ISO text; readers turn timestamps into ISO text first. */
const isoDate = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), "must be a date such as 2026-01-15")
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
  open: z.boolean().default(true),
  posted_on: isoDate,
  order,
});

const qualityKinds = ["policy", "step", "equipment", "certification"] as const;

export const qualitySchema = z.object({
  kind: z.enum(qualityKinds, { error: `must be one of ${qualityKinds.join(", ")}` }),
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
