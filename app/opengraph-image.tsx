// /opengraph-image: the company's share card (1200×630), shown for every page but products and services.
import { companyCard } from "@/lib/site/share-cards/card";
import { CARD_CONTENT_TYPE, CARD_SIZE } from "@/lib/site/seo";
import { DEFAULT_COMPANY } from "@/lib/site/default-company";

// A fixed default: pages name the card with the company's current name in their own metadata.
export const alt = DEFAULT_COMPANY.name;
export const size = CARD_SIZE;
export const contentType = CARD_CONTENT_TYPE;

export default function Image() {
  return companyCard();
}
