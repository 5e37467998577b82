// Turns raw Firestore documents (admin or web SDK) into the plain records the UI uses, by the
// collection's schema. A document that does not fit is left out and reported, never taking a page down.
import type { z } from "zod";
import {
  collections,
  type CollectionName,
  type CollectionValue,
  type RecordOf,
} from "@/lib/content/collections";
import { contentErrorMap } from "@/lib/content/messages";

export type Problem = { collection: string; id: string; field: string; message: string };

export type RawDoc = { id: string; data: unknown };

function isTimestampLike(v: object): v is { toDate: () => Date } {
  return typeof (v as { toDate?: unknown }).toDate === "function";
}

/** Plain JSON from Firestore values: Timestamps to ISO strings, GeoPoints and references flattened. */
export function toPlain(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Date) return value.toISOString();
  if (isTimestampLike(value)) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(toPlain);
  const v = value as Record<string, unknown>;
  if (
    typeof v.latitude === "number" &&
    typeof v.longitude === "number" &&
    Object.keys(v).length <= 2
  ) {
    return { latitude: v.latitude, longitude: v.longitude };
  }
  if (typeof v.path === "string" && typeof v.id === "string" && "firestore" in v) return v.path;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(v)) out[key] = toPlain(inner);
  return out;
}

/** Where in a document a problem is, in the owners' words: `phone, entry 2`, `specifications, entry 1, label`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(document)";
  return path.map((key) => (typeof key === "number" ? `entry ${key + 1}` : String(key))).join(", ");
}

const samePath = (a: readonly PropertyKey[], b: readonly PropertyKey[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

/** Where a value has the wrong type, only that: not also zod's checks of the type it should have had. */
function tellable(issues: z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  const wrongType = issues
    .filter((issue) => issue.code === "invalid_type")
    .map((issue) => issue.path);
  return issues.filter(
    (issue) =>
      issue.code === "invalid_type" || !wrongType.some((path) => samePath(path, issue.path)),
  );
}

/**
 * The document without what was wrong: a list loses its wrong entries (`wholeFields`: the whole list);
 * any other wrong field is dropped, or shows the collection's fallback.
 */
function withoutFaults(
  plain: Record<string, unknown>,
  issues: z.core.$ZodIssue[],
  fallback: Record<string, unknown>,
  wholeFields: boolean,
): Record<string, unknown> {
  const trimmed: Record<string, unknown> = { ...plain };
  const badEntries = new Map<string, Set<number>>();
  const badFields = new Set<string>();
  for (const issue of issues) {
    const [field, entry] = issue.path;
    const key = String(field);
    if (!wholeFields && Array.isArray(plain[key]) && typeof entry === "number")
      badEntries.set(key, (badEntries.get(key) ?? new Set()).add(entry));
    else badFields.add(key);
  }
  // A field wrong as a whole as well as in entries is settled by the loop after this one.
  for (const [field, entries] of badEntries)
    trimmed[field] = (plain[field] as unknown[]).filter((_, i) => !entries.has(i));
  for (const field of badFields) {
    if (Object.hasOwn(fallback, field)) trimmed[field] = fallback[field];
    else delete trimmed[field];
  }
  return trimmed;
}

/** Checks one document: `value` when usable (perhaps without wrong parts), and every problem. */
export function parseDocument<C extends CollectionName>(
  collection: C,
  doc: RawDoc,
): { value?: RecordOf<C>; problems: Problem[] } {
  const schema = collections[collection].schema as unknown as z.ZodType<RecordOf<C>>;
  const plain = toPlain(doc.data);
  const problem = (field: string, message: string): Problem => ({
    collection,
    id: doc.id,
    field,
    message,
  });
  if (plain === null || typeof plain !== "object" || Array.isArray(plain)) {
    return { problems: [problem("(document)", "is not a map of fields")] };
  }
  const first = schema.safeParse(plain, { error: contentErrorMap });
  if (first.success) return { value: { ...first.data, id: doc.id }, problems: [] };

  const issues = tellable(first.error.issues);
  const problems = issues.map((issue) => problem(fieldPath(issue.path), issue.message));
  const { fallback = {} } = collections[collection] as { fallback?: Record<string, unknown> };
  for (const wholeFields of [false, true]) {
    // The problems are the first parse's: this one's messages are not read.
    const again = schema.safeParse(
      withoutFaults(plain as Record<string, unknown>, issues, fallback, wholeFields),
    );
    if (again.success) return { value: { ...again.data, id: doc.id }, problems };
  }
  return { problems };
}

const reported = new Set<string>();

/** Logs a content problem once per process, so a bad document does not flood the log on every refresh. */
export function reportProblems(problems: Problem[], usable: boolean): void {
  for (const p of problems) {
    const line = `[content] ${p.collection}/${p.id}: ${describeProblem(p)}${usable ? " (field ignored)" : " (document left out)"}`;
    if (reported.has(line)) continue;
    reported.add(line);
    console.warn(line);
  }
}

// Document ids are unique within a collection: two are never equal.
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
const byOrderThenId = (a: { id: string; order?: number }, b: { id: string; order?: number }) =>
  (a.order ?? 0) - (b.order ?? 0) || byId(a, b);

export type Drafts = { drafts?: boolean };

/**
 * Whether a list item is a draft: `draft: true`, or a `draft` that is not a boolean (so a typing mistake
 * never publishes). Read before the schema, which would drop a wrong optional field.
 */
export function draftOf(collection: string, doc: RawDoc): { draft: boolean; problem?: Problem } {
  const value = (doc.data as { draft?: unknown } | null | undefined)?.draft;
  if (value === undefined || value === false) return { draft: false };
  if (value === true) return { draft: true };
  return {
    draft: true,
    problem: { collection, id: doc.id, field: "draft", message: DRAFT_MESSAGE },
  };
}

const DRAFT_MESSAGE =
  "must be true (a draft, hidden from the site) or false (published): a boolean, not text";

export function describeProblem(p: Problem): string {
  return p.field ? `field "${p.field}" ${p.message}` : p.message;
}

/** All usable records of a list collection, by `order` then id; drafts only when asked for. */
export function parseList<C extends CollectionName>(
  collection: C,
  docs: RawDoc[],
  options: Drafts = {},
): RecordOf<C>[] {
  const out: RecordOf<C>[] = [];
  for (const doc of docs) {
    const draft = draftOf(collection, doc);
    const { value, problems } = parseDocument(collection, doc);
    reportProblems(draft.problem ? [draft.problem, ...problems] : problems, Boolean(value));
    if (value && (!draft.draft || options.drafts)) out.push(value);
  }
  return out.sort(byOrderThenId);
}

/** The first usable record by document id (the "first record" rule). */
export function parseFirst<C extends CollectionName>(
  collection: C,
  docs: RawDoc[],
): RecordOf<C> | null {
  const sorted = [...docs].sort(byId);
  for (const doc of sorted) {
    const { value, problems } = parseDocument(collection, doc);
    reportProblems(problems, Boolean(value));
    if (value) return value;
  }
  return null;
}

/** A whole collection as the site uses it: the first record of a settings-like one, else the list. */
export function parseCollection<C extends CollectionName>(
  collection: C,
  docs: RawDoc[],
  options: Drafts = {},
): CollectionValue<C> {
  const value = collections[collection].single
    ? parseFirst(collection, docs)
    : parseList(collection, docs, options);
  return value as CollectionValue<C>;
}
