// Products by category, for /products and the menus: in every page's first load, so it stays small.

/**
 * "Form tools" → "form-tools". Other scripts keep their letters and vowel signs ("ગ્રાઇન્ડિંગ ટૂલ" →
 * "ગ્રાઇન્ડિંગ-ટૂલ"): a slug of a-z alone would send them to "Other products".
 */
export const categorySlug = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");

export const OTHER_PRODUCTS = "Other products";

export type CategoryGroup<T> = { name: string; slug: string; items: T[] };

/**
 * Groups in the order of their first product, uncategorised last; spellings differing only in case or
 * punctuation are one category, named as its first product spells it.
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
