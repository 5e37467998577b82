// What /products shows for its query (/products?category=reamers&q=6mm), and the columns of a size
// table: for the server's render and the live views alike.
import type { Product, SizeColumn, Variant } from "@/lib/content/schemas";
import { categorySlug, OTHER_PRODUCTS } from "@/lib/site/categories";

/** The filter and the search appear once the catalogue is longer than this. */
export const CATALOGUE_TOOLS_FROM = 13;

export type CatalogueQuery = { category?: string; q?: string };

type SearchParams = Record<string, string | string[] | undefined>;

export function catalogueQuery(params: SearchParams): CatalogueQuery {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 100) || undefined;
  const category = first(params.category);
  return {
    category: category ? categorySlug(category) || undefined : undefined,
    q: first(params.q),
  };
}

const UNITS = "mm|cm|µm|um|inch|deg|hrc|kg|nm|rpm|bar";
// A unit after a number is one word with it ("6 mm" is found as "6mm" and the other way round).
const NUMBER_UNIT = new RegExp(`(\\d)\\s+(?=(?:${UNITS})\\b)`, "g");
const UNIT = new RegExp(`^(?:${UNITS})$`, "i");

function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(NUMBER_UNIT, "$1")
    .split(/[^\p{L}\p{N}.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ""))
    .filter(Boolean);
}

/** The columns of a product's size table: as the owners named them, else every key in the rows. */
export function sizeColumns(product: Pick<Product, "columns" | "variants">): SizeColumn[] {
  if (product.columns) return product.columns;
  const keys = [...new Set(product.variants.flatMap((row) => Object.keys(row)))];
  // A code names the row, so it comes first.
  keys.sort((a, b) => Number(b === "code") - Number(a === "code"));
  return keys.map((key) => ({
    key,
    label: key.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase()),
  }));
}

export const cellText = (row: Variant, key: string) =>
  row[key] === undefined ? "" : String(row[key]);

function searchWords(product: Product): string[] {
  const columns = sizeColumns(product);
  const cells = product.variants.flatMap((row) =>
    columns.map(({ key, label }) => {
      const unit = label.split(/\s+/).at(-1) ?? "";
      return typeof row[key] === "number" && UNIT.test(unit)
        ? `${row[key]} ${unit}`
        : cellText(row, key);
    }),
  );
  return words(
    [
      product.product_name,
      product.summary ?? "",
      ...product.specifications.flatMap((s) => [s.label, s.value]),
      ...cells,
    ].join(" "),
  );
}

/** Whether every word of the search starts a word of the product's text ("ream 6mm" finds a 6 mm reamer). */
function matches(product: Product, q: string): boolean {
  const wanted = words(q);
  const have = searchWords(product);
  return wanted.every((word) => have.some((w) => w.startsWith(word)));
}

export function filterProducts(products: Product[], { category, q }: CatalogueQuery): Product[] {
  const slugOf = (p: Product) =>
    (p.category && categorySlug(p.category)) || categorySlug(OTHER_PRODUCTS);
  return products.filter((p) => (!category || slugOf(p) === category) && (!q || matches(p, q)));
}

/** A size's code (size table, sku, inquiries): its `code`, else product id and row number. */
export function variantCode(product: Pick<Product, "id">, row: Variant, index: number): string {
  const code = row.code;
  return code === undefined || String(code).trim() === ""
    ? `${product.id}-${index + 1}`
    : String(code).trim();
}
