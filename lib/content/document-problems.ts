// Everything wrong with one document, for `content check`, imports and the owners' mail: besides what
// parse.ts finds, fields the site does not read (`sumary`), size-table keys no column names, and paths
// naming no file of public/. Kept out of parse.ts, which browsers load too.
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

/** The name the owner most likely meant: the same in another case, or one or two letters off. */
export function meant(typed: string, names: string[]): string | undefined {
  const even = (name: string) => name.toLowerCase().replace(/[\s_-]/g, "");
  const same = names.find((name) => even(name) === even(typed));
  if (same || names.length === 0) return same;
  const near = closest(typed.toLowerCase(), names);
  return distance(typed.toLowerCase(), near) <= Math.min(2, Math.floor(near.length / 3))
    ? near
    : undefined;
}

const didYouMean = (typed: string, names: string[], otherwise: string) => {
  const guess = meant(typed, names);
  return guess ? `did you mean "${guess}"?` : otherwise;
};

type Found = [PropertyKey[], string];

function unknownFields(collection: CollectionName, plain: unknown): Found[] {
  if (plain === null || typeof plain !== "object" || Array.isArray(plain)) return [];
  // `draft` is read on every collection.
  const names = [...Object.keys(collections[collection].schema.shape), "draft"];
  const list = `the fields of ${collections[collection].label} are ${names.join(", ")}`;
  return Object.keys(plain)
    .filter((field) => !names.includes(field))
    .map((field) => [
      [field],
      `is not a field the site reads, so what it holds is not shown: ${didYouMean(field, names, list)}`,
    ]);
}

/** Row keys no column names (told once, at the first entry), and columns no row has. */
function hiddenCells({ columns, variants }: Product): Found[] {
  if (!columns) return [];
  const keys = columns.map((column) => column.key);
  const rowsOf = new Map<string, number[]>();
  variants.forEach((row, i) => {
    for (const key of Object.keys(row))
      if (!keys.includes(key)) rowsOf.set(key, [...(rowsOf.get(key) ?? []), i]);
  });
  const found: Found[] = [...rowsOf].map(([key, rows]) => {
    const where = rows.length > 1 ? ` (entries ${rows.map((i) => i + 1).join(", ")})` : "";
    const hint = didYouMean(key, keys, `add {key: "${key}", label: …} to columns to show it`);
    const message = `is not a column of the size table, so it is not shown${where}: ${hint}`;
    return [["variants", rows[0], key], message];
  });
  keys.forEach((key, i) => {
    if (variants.length && !variants.some((row) => Object.hasOwn(row, key)))
      found.push([
        ["columns", i, "key"],
        `is "${key}", which no entry of variants has, so the column is empty: type the key in variants as it is here`,
      ]);
  });
  return found;
}

/** Site paths (`/images/products/form-tool.svg`) that public/ does not have. */
function missingFiles(value: unknown, files: ReadonlySet<string>, at: PropertyKey[] = []): Found[] {
  if (Array.isArray(value) || (value !== null && typeof value === "object"))
    return Object.entries(value).flatMap(([key, entry]) =>
      missingFiles(entry, files, [...at, Array.isArray(value) ? Number(key) : key]),
    );
  const address = typeof value === "string" ? value.trim().split(/[?#]/)[0] : "";
  if (!/^\/(?!\/)\S*\.[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*$/.test(address)) return [];
  let decoded = address;
  try {
    decoded = decodeURI(address);
  } catch {
    // Kept as typed: no file has that name either.
  }
  if (files.has(decoded)) return [];
  const otherwise =
    "check its spelling, or upload the file to Firebase Storage and type its https:// address";
  const hint = didYouMean(address, [...files], otherwise);
  return [[at, `is not a file of the website, so it is not shown: ${hint}`]];
}

/** What the owners should hear of a document; with `now`, also a published certificate's expiry. */
export function reportAt<C extends CollectionName>(
  collection: C,
  doc: RawDoc,
  now?: number,
  files = siteFiles(),
) {
  const draft = collections[collection].single ? undefined : draftOf(collection, doc);
  const { value, problems } = parseDocument(collection, doc);
  const plain = toPlain(doc.data);
  const found = [
    ...unknownFields(collection, plain),
    ...(collection === "Products" && value ? hiddenCells(value as Product) : []),
    ...(files ? missingFiles(plain, files) : []),
  ].map(([path, message]) => ({ collection, id: doc.id, field: fieldPath(path), message }));
  const lapsed =
    collection === "certifications" && value && now !== undefined
      ? expiredProblems([value as Certification], now)
      : [];
  // A draft's expiry is not told; an opening whose `open` is mistyped is closed (collections.ts).
  const expired = draft?.draft ? [] : lapsed;
  const closed = collection === "career_detail" && value && !(value as JobOpening).open;
  return {
    problems: [...(draft?.problem ? [draft.problem] : []), ...problems, ...found, ...expired],
    /** A draft of a list: shown only in a preview, whatever else is wrong. */
    draft: draft?.draft ?? false,
    /** Published, it would be shown: it fits, has not expired, and is open. */
    shown: Boolean(value) && lapsed.length === 0 && !closed,
    /** How many of the problems are a certificate's `valid_until` gone by (nothing typed is wrong there). */
    expired: expired.length,
  };
}

export const documentProblems = (
  collection: CollectionName,
  doc: RawDoc,
  files = siteFiles(),
): Problem[] => reportAt(collection, doc, undefined, files).problems;
