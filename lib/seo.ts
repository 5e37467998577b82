// Search-engine helpers shared by every route: one place builds a page's title, description, canonical
// URL and Open Graph tags (structured data is written through lib/json-ld.ts).
import type { Metadata } from "next";
import { company, siteUrl } from "@/lib/site";

/** An absolute URL on this site (sitemap, structured data); https addresses pass through. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).toString();
}

/** Shortens text for a meta description at a word boundary (search engines show about 160 characters). */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

export type PageMeta = {
  /** The page's own title; the root layout's template adds the company name. */
  title: string;
  description: string;
  /** Site-relative path of the page, e.g. "/products/reamers": the canonical URL. */
  path: string;
  image?: string;
  /** Use the title as given, without the template (the home page). */
  absoluteTitle?: boolean;
};

// Every page's description says what the company does and where, whatever the page's own text is.
const LOCATION_SUFFIX = " — tool making and precision grinding in GIDC Gundlav, Valsad.";

function describeWithLocation(description: string): string {
  if (/valsad/i.test(description) && /gundlav/i.test(description)) return clip(description);
  return `${clip(description, 160 - LOCATION_SUFFIX.length).replace(/[.…]$/, "")}${LOCATION_SUFFIX}`;
}

export function pageMetadata({ title, description, path, image, absoluteTitle }: PageMeta): Metadata {
  const desc = describeWithLocation(description);
  const fullTitle = absoluteTitle ? title : `${title} | ${company.name}`;
  // Social networks do not show SVG previews, so only raster pictures become og:image.
  const ogImage = image && !/\.svg($|\?)/i.test(image) ? [{ url: image, alt: title }] : undefined;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description: desc,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: company.name,
      locale: "en_IN",
      url: path,
      title: fullTitle,
      description: desc,
      images: ogImage,
    },
    twitter: { card: ogImage ? "summary_large_image" : "summary", title: fullTitle, description: desc },
  };
}

/** The company's address as schema.org PostalAddress fields. */
export const companyPostalAddress = {
  streetAddress: company.address.street,
  addressLocality: company.address.locality,
  addressRegion: company.address.region,
  postalCode: company.address.postalCode,
  addressCountry: company.address.countryCode,
};
