// Products by category, as /products, the header's products menu and the mobile menu group them. Part
// of every page's first load (the menus), so it stays this small; the search is in catalogue.ts.

/**
 * "Form tools" → "form-tools": how a category is named in an address (/products?category=form-tools).
 * Accents come off Latin letters; other scripts keep their letters and vowel signs ("ગ્રાઇન્ડિંગ ટૂલ"
 * → "ગ્રાઇન્ડિંગ-ટૂલ"), which a slug of a-z alone would turn to nothing, sending them to "Other products".
 */
export const categorySlug = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");

/** Where the products with no category go once others have one. */
export const OTHER_PRODUCTS = "Other products";

export type CategoryGroup<T> = { name: string; slug: string; items: T[] };

/**
 * The products by category, each group where its first product comes in the owners' order (so `order`
 * arranges the groups too), and products without a category last. Spellings that differ only in case
 * or punctuation are one category, named as its first product spells it.
 */
export function byCategory<T extends { category?: string }>(items: T[]): CategoryGroup<T>[] {
  const groups = new Map<string, CategoryGroup<T>>();
  const other: T[] = [];
  for (const item of items) {
    const key = item.category ? categorySlug(item.category) : "";
    if (!key) {
      other.push(item);
      continue;
    }
    const group = groups.get(key) ?? { name: item.category as string, slug: key, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  const list = [...groups.values()];
  return other.length
    ? [...list, { name: OTHER_PRODUCTS, slug: categorySlug(OTHER_PRODUCTS), items: other }]
    : list;
}
