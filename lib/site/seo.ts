// A page's title, description, canonical URL and Open Graph tags, built in one place.
import type { Metadata } from "next";
import { contentDigest } from "@/lib/live/digest";
import { siteUrl } from "@/lib/site/facts";

export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).toString();
}

const ELLIPSIS = "...";

/** At a word boundary; three dots, since the site's own words keep to Latin-1 (docs/performance.md). */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - ELLIPSIS.length);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}${ELLIPSIS}`;
}

const COMPANY_CARD = "/opengraph-image";
export const CARD_SIZE = { width: 1200, height: 630 } as const;
export const CARD_CONTENT_TYPE = "image/png";

/** A page's share card, or the company's; always the PNG: networks do not show the site's SVGs. */
export const shareCard = (alt: string, url = COMPANY_CARD) => ({
  url,
  ...CARD_SIZE,
  type: CARD_CONTENT_TYPE,
  alt,
});

/** The query is a fingerprint of what the card shows, so networks caching by address fetch it anew. */
export function cardPath(pagePath: string, shows: string[]): string {
  return `${pagePath}/opengraph-image?v=${contentDigest(shows)}`;
}

export type PageMeta = {
  /** The page's own title; the root layout's template adds the company name. */
  title: string;
  description: string;
  /** Site-relative: the canonical URL. */
  path: string;
  /** The page's share card (cardPath); the company card when left out. */
  card?: string;
  /** Without the title template (the home page). */
  absoluteTitle?: boolean;
  siteName: string;
};

const LOCATION_SENTENCE = "Tool making and precision grinding in GIDC Gundlav, Valsad.";
const SENTENCE_GAP = ". ";

/** Cut to fit, whole sentences where one fits, else an ellipsis: a cut list must not read as finished. */
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
  const images = [card ? shareCard(title, card) : shareCard(siteName)];
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
