// Search-engine helpers shared by every route: one place builds a page's title, description, canonical
// URL and Open Graph tags (structured data is written through lib/site/json-ld.ts).
import type { Metadata } from "next";
import { contentDigest } from "@/lib/live/digest";
import { siteUrl } from "@/lib/site/facts";

/** An absolute URL on this site (sitemap, structured data); https addresses pass through. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).toString();
}

const ELLIPSIS = "...";

/**
 * Shortens text for a meta description at a word boundary (search engines show about 160 characters).
 * The ellipsis is three dots: the site's own words keep to Latin-1 (docs/performance.md, "Characters").
 */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - ELLIPSIS.length);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}${ELLIPSIS}`;
}

/** The 1200×630 card shown when a page is shared; every page but a product or service uses the company's. */
export const COMPANY_CARD = "/opengraph-image";
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/**
 * The card route of a product or service page, e.g. /products/reamers/opengraph-image. The query is the
 * fingerprint (lib/live/digest.ts) of what the card shows, so a network that keeps a shared picture by
 * its address fetches a new one after an edit (the route itself ignores it).
 */
export function cardPath(pagePath: string, shows: string[]): string {
  return `${pagePath}/opengraph-image?v=${contentDigest(shows)}`;
}

export type PageMeta = {
  /** The page's own title; the root layout's template adds the company name. */
  title: string;
  description: string;
  /** Site-relative path of the page, e.g. "/products/reamers": the canonical URL. */
  path: string;
  /** The page's share card (cardPath); the company card when left out. */
  card?: string;
  /** Use the title as given, without the template (the home page). */
  absoluteTitle?: boolean;
  /** The company's name (its `company` record): the share cards' title suffix and site name. */
  siteName: string;
};

// Every page's description says what the company does and where, whatever the page's own text is.
const LOCATION_SENTENCE = "Tool making and precision grinding in GIDC Gundlav, Valsad.";
/** What goes between the page's own sentence and LOCATION_SENTENCE. */
const SENTENCE_GAP = ". ";

/**
 * The page's own text, then LOCATION_SENTENCE. Cut to fit, the text keeps its whole sentences when one
 * fits, else its ellipsis: a list cut short must not read as a finished sentence.
 */
function describeWithLocation(description: string): string {
  if (/valsad/i.test(description) && /gundlav/i.test(description)) return clip(description);
  const room = 160 - LOCATION_SENTENCE.length - SENTENCE_GAP.length;
  const flat = description.replace(/\s+/g, " ").trim();
  const sentences =
    flat.length > room ? /^.*[.!?](?= )/.exec(flat.slice(0, room + 1))?.[0] : undefined;
  const own = flat.length <= room ? flat.replace(/[\s.]+$/, "") : (sentences ?? clip(flat, room));
  if (!own) return LOCATION_SENTENCE;
  return `${own}${/[.!?]$/.test(own) ? " " : SENTENCE_GAP}${LOCATION_SENTENCE}`;
}

export function pageMetadata({
  title,
  description,
  path,
  card,
  absoluteTitle,
  siteName,
}: PageMeta): Metadata {
  const desc = describeWithLocation(description);
  const fullTitle = absoluteTitle ? title : `${title} | ${siteName}`;
  // Always the generated PNG card: social networks do not show the SVG pictures the site uses.
  const images = [
    {
      url: card ?? COMPANY_CARD,
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      type: "image/png",
      alt: card ? title : siteName,
    },
  ];
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description: desc,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName,
      locale: "en_IN",
      url: path,
      title: fullTitle,
      description: desc,
      images,
    },
    twitter: { card: "summary_large_image", title: fullTitle, description: desc, images },
  };
}
