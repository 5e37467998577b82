// Turns raw Firestore documents (from firebase-admin or the web SDK) into the plain records the UI
// uses: timestamps become ISO text, the document id is added, and the collection's schema decides.
// A document that does not fit is left out and reported; it never takes a page down.
import type { z } from "zod";
import { collections, type CollectionName, type CollectionValue, type RecordOf } from "@/lib/content/collections";
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
  if (typeof v.latitude === "number" && typeof v.longitude === "number" && Object.keys(v).length <= 2) {
    return { latitude: v.latitude, longitude: v.longitude };
  }
  if (typeof v.path === "string" && typeof v.id === "string" && "firestore" in v) return v.path;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(v)) out[key] = toPlain(inner);
  return out;
}

function describe(issue: z.core.$ZodIssue): string {
  return issue.message;
}

/**
 * Checks one document. `value` is set when the document is usable, possibly after dropping optional
 * fields that were wrong; `problems` lists everything that was wrong either way.
 */
export function parseDocument<C extends CollectionName>(
  collection: C,
  doc: RawDoc,
): { value?: RecordOf<C>; problems: Problem[] } {
  const schema = collections[collection].schema as unknown as z.ZodType<RecordOf<C>>;
  const plain = toPlain(doc.data);
  const problem = (field: string, message: string): Problem => ({ collection, id: doc.id, field, message });
  if (plain === null || typeof plain !== "object" || Array.isArray(plain)) {
    return { problems: [problem("(document)", "is not a map of fields")] };
  }
  const first = schema.safeParse(plain, { error: contentErrorMap });
  if (first.success) return { value: { ...first.data, id: doc.id }, problems: [] };

  const problems = first.error.issues.map((issue) =>
    problem(issue.path.length ? issue.path.map(String).join(".") : "(document)", describe(issue)),
  );
  // An optional field that is wrong is dropped rather than losing the whole document; a field the
  // collection has a fallback for (wrong, or required and missing) shows the fallback instead.
  const badTopFields = new Set(first.error.issues.map((issue) => String(issue.path[0] ?? "")));
  if (badTopFields.has("")) return { problems };
  const { fallback = {} } = collections[collection] as { fallback?: Record<string, unknown> };
  const trimmed: Record<string, unknown> = { ...(plain as Record<string, unknown>) };
  for (const field of badTopFields) {
    if (Object.hasOwn(fallback, field)) trimmed[field] = fallback[field];
    else delete trimmed[field];
  }
  const second = schema.safeParse(trimmed, { error: contentErrorMap });
  return second.success ? { value: { ...second.data, id: doc.id }, problems } : { problems };
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

function byOrderThenId(a: { id: string; order?: number }, b: { id: string; order?: number }): number {
  return (a.order ?? 0) - (b.order ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Whether the public site shows drafts (never) or a preview does (lib/content/preview.ts). */
export type Drafts = { drafts?: boolean };

/**
 * Whether a list item is a draft: `draft: true`, or a `draft` that is not a boolean at all (a content
 * problem, treated as a draft so that a typing mistake never publishes an item by accident). Read from
 * the raw document, before its schema, which would drop a wrong optional field and keep the item.
 */
export function draftOf(collection: string, doc: RawDoc): { draft: boolean; problem?: Problem } {
  const value = doc.data !== null && typeof doc.data === "object" ? (doc.data as Record<string, unknown>).draft : undefined;
  if (value === undefined || value === false) return { draft: false };
  if (value === true) return { draft: true };
  return { draft: true, problem: { collection, id: doc.id, field: "draft", message: DRAFT_MESSAGE } };
}

const DRAFT_MESSAGE = "must be true (a draft, hidden from the site) or false (published): a boolean, not text";

/** A problem in the words `content check`, the server log and the owners' mail use. */
export function describeProblem(p: Problem): string {
  return p.field ? `field "${p.field}" ${p.message}` : p.message;
}

/** Everything wrong with one document: its `draft` (list collections) and its fields. */
export function documentProblems<C extends CollectionName>(collection: C, doc: RawDoc): Problem[] {
  const draft = collections[collection].single ? undefined : draftOf(collection, doc).problem;
  return [...(draft ? [draft] : []), ...parseDocument(collection, doc).problems];
}

/**
 * All usable records of a list collection, in the owners' `order` (then by id). Drafts are left out
 * unless a preview asks for them.
 */
export function parseList<C extends CollectionName>(collection: C, docs: RawDoc[], options: Drafts = {}): RecordOf<C>[] {
  const out: RecordOf<C>[] = [];
  for (const doc of docs) {
    const draft = draftOf(collection, doc);
    const { value, problems } = parseDocument(collection, doc);
    reportProblems(draft.problem ? [draft.problem, ...problems] : problems, Boolean(value));
    if (value && (!draft.draft || options.drafts)) out.push(value);
  }
  return out.sort(byOrderThenId);
}

/** The first usable record by document id, as the specification's "first record" rule asks. */
export function parseFirst<C extends CollectionName>(collection: C, docs: RawDoc[]): RecordOf<C> | null {
  const sorted = [...docs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const doc of sorted) {
    const { value, problems } = parseDocument(collection, doc);
    reportProblems(problems, Boolean(value));
    if (value) return value;
  }
  return null;
}

/** A whole collection as the site uses it: the first record of a settings-like one, else the list. */
export function parseCollection<C extends CollectionName>(collection: C, docs: RawDoc[], options: Drafts = {}): CollectionValue<C> {
  const value = collections[collection].single ? parseFirst(collection, docs) : parseList(collection, docs, options);
  return value as CollectionValue<C>;
}
