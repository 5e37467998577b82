// Everything wrong with one document, for the owners: what `npm run content -- check`, an import's check
// and the owners' mail tell (lib/content/problems.ts). Besides what the site cannot show (parse.ts), a
// field the site does not read at all: a name typed with a mistake (`sumary`, `Featured`) would
// otherwise lose what it holds without a word. Kept out of parse.ts, which browsers load too.
import { closest, distance } from "fastest-levenshtein";
import { expiredProblems } from "@/lib/content/certificates";
import { collections, type CollectionName } from "@/lib/content/collections";
import { draftOf, parseDocument, toPlain, type Problem, type RawDoc } from "@/lib/content/parse";
import type { Certification } from "@/lib/content/schemas";

/** Every field name a document of `collection` may have (`draft` is read on every collection). */
function fieldNames(collection: CollectionName): string[] {
  return [...Object.keys(collections[collection].schema.shape), "draft"];
}

/** The field the owner most likely meant: the same letters in another case, or one or two typed wrong. */
function meant(typed: string, names: string[]): string | undefined {
  const even = (name: string) => name.toLowerCase().replace(/[\s_-]/g, "");
  const same = names.find((name) => even(name) === even(typed));
  if (same) return same;
  const near = closest(typed.toLowerCase(), names);
  return distance(typed.toLowerCase(), near) <= Math.min(2, Math.floor(near.length / 3)) ? near : undefined;
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
      const hint = guess ? `did you mean "${guess}"?` : `the fields of ${collections[collection].label} are ${names.join(", ")}`;
      return { collection, id: doc.id, field, message: `is not a field the site reads, so what it holds is not shown: ${hint}` };
    });
}

/** Everything wrong with one document: its `draft` (list collections), its fields, and unknown fields. */
export function documentProblems<C extends CollectionName>(collection: C, doc: RawDoc): Problem[] {
  const draft = collections[collection].single ? undefined : draftOf(collection, doc).problem;
  return [...(draft ? [draft] : []), ...parseDocument(collection, doc).problems, ...unknownFields(collection, doc)];
}

/**
 * Everything the owners should hear of a document at `now`: its problems, and for a certificate shown
 * until now, that its `valid_until` has passed (it is then hidden with no edit: lib/content/certificates.ts).
 */
export function problemsAt<C extends CollectionName>(collection: C, doc: RawDoc, now: number): Problem[] {
  const problems = documentProblems(collection, doc);
  if (collection !== "certifications" || draftOf(collection, doc).draft) return problems;
  const { value } = parseDocument("certifications", doc);
  return value ? [...problems, ...expiredProblems([value as Certification], now)] : problems;
}
