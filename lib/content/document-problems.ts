// Everything wrong with one document, for the owners: what `npm run content -- check`, an import's check
// and the owners' mail tell (lib/content/problems.ts). Besides what the site cannot show (parse.ts), a
// field the site does not read at all: a name typed with a mistake (`sumary`, `Featured`) would
// otherwise lose what it holds without a word. Kept out of parse.ts, which browsers load too.
import { closest, distance } from "fastest-levenshtein";
import { expiredProblems } from "@/lib/content/certificates";
import { collections, type CollectionName } from "@/lib/content/collections";
import {
  draftOf,
  fieldPath,
  parseDocument,
  toPlain,
  type Problem,
  type RawDoc,
} from "@/lib/content/parse";
import type { Certification, JobOpening, Product } from "@/lib/content/schemas";
import { siteFiles } from "@/lib/content/site-files";

/** Every field name a document of `collection` may have (`draft` is read on every collection). */
function fieldNames(collection: CollectionName): string[] {
  return [...Object.keys(collections[collection].schema.shape), "draft"];
}

/** The name (a field, a file, a document id) the owner most likely meant: the same letters in another case, or one or two typed wrong. */
export function meant(typed: string, names: string[]): string | undefined {
  const even = (name: string) => name.toLowerCase().replace(/[\s_-]/g, "");
  const same = names.find((name) => even(name) === even(typed));
  if (same || names.length === 0) return same;
  const near = closest(typed.toLowerCase(), names);
  return distance(typed.toLowerCase(), near) <= Math.min(2, Math.floor(near.length / 3))
    ? near
    : undefined;
}

/** Fields of the document the site does not read, each with the name it probably should have had. */
function unknownFields(collection: CollectionName, doc: RawDoc): Problem[] {
  const plain = toPlain(doc.data);
  if (plain === null || typeof plain !== "object" || Array.isArray(plain)) return [];
  const names = fieldNames(collection);
  return Object.keys(plain)
    .filter((field) => !names.includes(field))
    .map((field) => {
      const guess = meant(field, names);
      const hint = guess
        ? `did you mean "${guess}"?`
        : `the fields of ${collections[collection].label} are ${names.join(", ")}`;
      return {
        collection,
        id: doc.id,
        field,
        message: `is not a field the site reads, so what it holds is not shown: ${hint}`,
      };
    });
}

/**
 * Cells of a product's size table that its `columns` leave out: a key of the rows that no column names
 * (typed another way, `Diameter_mm`) is not shown, once per key at its first entry; a column that no row
 * has is empty. The table shows either without a word, as it should for a key left out on purpose.
 */
function hiddenCells(id: string, product: Product): Problem[] {
  if (!product.columns) return [];
  const keys = product.columns.map((column) => column.key);
  const rowsOf = new Map<string, number[]>();
  product.variants.forEach((row, i) => {
    for (const key of Object.keys(row))
      if (!keys.includes(key)) rowsOf.set(key, [...(rowsOf.get(key) ?? []), i]);
  });
  const problem = (path: PropertyKey[], message: string): Problem => ({
    collection: "Products",
    id,
    field: fieldPath(path),
    message,
  });
  const unshown = [...rowsOf].map(([key, rows]) => {
    const guess = meant(key, keys);
    const where = rows.length > 1 ? ` (entries ${rows.map((i) => i + 1).join(", ")})` : "";
    const hint = guess
      ? `did you mean "${guess}"?`
      : `add {key: "${key}", label: …} to columns to show it`;
    return problem(
      ["variants", rows[0], key],
      `is not a column of the size table, so it is not shown${where}: ${hint}`,
    );
  });
  const empty = product.variants.length
    ? keys.flatMap((key, i) =>
        product.variants.some((row) => Object.hasOwn(row, key))
          ? []
          : [
              problem(
                ["columns", i, "key"],
                `is "${key}", which no entry of variants has, so the column is empty: type the key in variants as it is here`,
              ),
            ],
      )
    : [];
  return [...unshown, ...empty];
}

/**
 * Pictures and files named by a path of the site (`/images/products/form-tool.svg`) that public/ does not
 * have: the page shows a broken picture or a link that answers 404, where the schema saw a fine path.
 */
function missingFiles(
  collection: CollectionName,
  doc: RawDoc,
  files: ReadonlySet<string>,
): Problem[] {
  const problems: Problem[] = [];
  const visit = (value: unknown, at: PropertyKey[]) => {
    if (typeof value === "string") {
      const address = value.trim().split(/[?#]/)[0];
      if (
        !/^\/(?!\/)\S*\.[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*$/.test(address) ||
        files.has(safeDecode(address))
      )
        return;
      const guess = meant(address, [...files]);
      const hint = guess
        ? `did you mean "${guess}"?`
        : "check its spelling, or upload the file to Firebase Storage and type its https:// address";
      problems.push({
        collection,
        id: doc.id,
        field: fieldPath(at),
        message: `is not a file of the website, so it is not shown: ${hint}`,
      });
    } else if (Array.isArray(value)) {
      value.forEach((entry, i) => visit(entry, [...at, i]));
    } else if (value !== null && typeof value === "object") {
      for (const [key, entry] of Object.entries(value)) visit(entry, [...at, key]);
    }
  };
  visit(toPlain(doc.data), []);
  return problems;
}

const safeDecode = (address: string) => {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
};

/** One document looked over once: everything wrong with it, and whether the site can show it (it fits). */
function inspect<C extends CollectionName>(
  collection: C,
  doc: RawDoc,
  files: ReadonlySet<string> | null,
) {
  const draft = collections[collection].single ? undefined : draftOf(collection, doc);
  const { value, problems } = parseDocument(collection, doc);
  const cells = collection === "Products" && value ? hiddenCells(doc.id, value as Product) : [];
  return {
    problems: [
      ...(draft?.problem ? [draft.problem] : []),
      ...problems,
      ...unknownFields(collection, doc),
      ...cells,
      ...(files ? missingFiles(collection, doc, files) : []),
    ],
    value,
    draft: draft?.draft ?? false,
  };
}

/**
 * Everything wrong with one document: its `draft` (list collections), its fields, unknown fields, hidden
 * cells and files the site does not have (`files`: public/'s, where known).
 */
export function documentProblems<C extends CollectionName>(
  collection: C,
  doc: RawDoc,
  files = siteFiles(),
): Problem[] {
  return inspect(collection, doc, files).problems;
}

export type DocumentReport = {
  /** Everything the owners should hear of the document at that moment. */
  problems: Problem[];
  /** A draft of a list: shown only in a preview, whatever else is wrong. */
  draft: boolean;
  /**
   * Published, it would be shown: it fits, a certificate has not expired (a draft's expiry is not told)
   * and an opening is open (one whose `open` is mistyped is closed: lib/content/collections.ts).
   */
  shown: boolean;
  /** How many of the problems are a certificate's `valid_until` gone by (nothing typed is wrong there). */
  expired: number;
};

/**
 * What the owners should hear of a document at `now`: its problems, and for a certificate that is not a
 * draft, that its `valid_until` has passed (it is then hidden with no edit: lib/content/certificates.ts).
 */
export function reportAt<C extends CollectionName>(
  collection: C,
  doc: RawDoc,
  now: number,
): DocumentReport {
  const { problems, value, draft } = inspect(collection, doc, siteFiles());
  const lapsed =
    collection === "certifications" && value ? expiredProblems([value as Certification], now) : [];
  const expired = draft ? [] : lapsed;
  const closed =
    collection === "career_detail" && value !== undefined && !(value as JobOpening).open;
  return {
    problems: [...problems, ...expired],
    draft,
    shown: Boolean(value) && lapsed.length === 0 && !closed,
    expired: expired.length,
  };
}
