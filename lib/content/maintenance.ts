// Owner tools on the database (used by `npm run content` and by the start script): seed the demo
// content, export and import everything as JSON (an export also lists the files in Storage), check every
// document against its schema and every inquiry's files against Storage, list a document's kept versions
// and put one back, and switch the site on or off. An import is checked whole first: one bad document and
// nothing is written. Its writes go in batches of BATCH_LIMIT, each all or nothing; a connection lost
// between batches leaves the earlier ones written, and the same import run again completes it (it sets
// each document it holds, so running it twice changes nothing more).
import "server-only";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { withDb } from "@/lib/firebase/admin";
import {
  collectionNames,
  collections,
  isContentCollection,
  MAIL_COLLECTION,
  submissionCollections,
  type CollectionName,
} from "@/lib/content/collections";
import { listVersions, undoChange, type HistoryVersion } from "@/lib/content/history";
import { demoContent } from "@/lib/content/demo-content";
import { documentProblems, meant, reportAt } from "@/lib/content/document-problems";
import { describeProblem, fieldPath, type Problem } from "@/lib/content/parse";
import { getBucket } from "@/lib/firebase/storage";
import { isDocumentId } from "@/lib/site/paths";

const OPERATION_TIMEOUT_MS = 30_000;
const BATCH_LIMIT = 400;
// Everything the site writes, notification mails included: all of it is in an export.
const submissionNames: string[] = [...Object.values(submissionCollections), MAIL_COLLECTION];

export type Dump = Record<string, Record<string, Record<string, unknown>>>;

const TIMESTAMP_KEY = "$timestamp";
/**
 * The export's list of stored files (path → size, type, time), beside the collections. Firestore
 * reserves ids like this one, so no collection can be called so; an import leaves it out (files are
 * not in the export, only listed).
 */
export const STORAGE_KEY = "__storage__";

/** JSON for a Firestore value: timestamps become {"$timestamp": ISO} so an import restores their type. */
function encode(value: unknown): unknown {
  if (value instanceof Timestamp) return { [TIMESTAMP_KEY]: value.toDate().toISOString() };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
  }
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    if (
      entries.length === 1 &&
      entries[0][0] === TIMESTAMP_KEY &&
      typeof entries[0][1] === "string"
    ) {
      return Timestamp.fromDate(new Date(entries[0][1]));
    }
    return Object.fromEntries(entries.map(([k, v]) => [k, decode(v)]));
  }
  return value;
}

async function writeAll(
  db: Firestore,
  writes: { collection: string; id: string; data: Record<string, unknown> }[],
) {
  for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const w of writes.slice(i, i + BATCH_LIMIT))
      batch.set(db.collection(w.collection).doc(w.id), w.data);
    await batch.commit();
  }
}

/** True when none of the content collections has a document. */
export async function isContentEmpty(): Promise<boolean> {
  return withDb(async (db) => {
    for (const name of collectionNames) {
      if (!(await db.collection(name).limit(1).get()).empty) return false;
    }
    return true;
  }, OPERATION_TIMEOUT_MS);
}

/** Writes the demo content (replacing documents with the same ids). Returns how many were written. */
export async function seedDemoContent(): Promise<number> {
  const writes = collectionNames.flatMap((collection) =>
    Object.entries(demoContent[collection]).map(([id, data]) => ({ collection, id, data })),
  );
  await withDb((db) => writeAll(db, writes), OPERATION_TIMEOUT_MS);
  return writes.length;
}

/** Seeds the demo content only into an empty database. Returns whether it did. */
export async function seedIfEmpty(): Promise<boolean> {
  if (!(await isContentEmpty())) return false;
  await seedDemoContent();
  return true;
}

/** Every content and submission collection as JSON, document ids as keys, and the stored files' list. */
export async function exportAll(): Promise<Dump> {
  const dump = await withDb(async (db) => {
    const out: Dump = {};
    for (const name of [...collectionNames, ...submissionNames]) {
      const snap = await db.collection(name).get();
      out[name] = Object.fromEntries(
        snap.docs.map((d) => [d.id, encode(d.data()) as Record<string, unknown>]),
      );
    }
    return out;
  }, OPERATION_TIMEOUT_MS);
  try {
    const [files] = await getBucket().getFiles();
    dump[STORAGE_KEY] = Object.fromEntries(
      files.map((f) => [
        f.name,
        {
          size: Number(f.metadata.size),
          type: f.metadata.contentType,
          created: f.metadata.timeCreated,
        },
      ]),
    );
  } catch (error) {
    // The documents are the export; a bucket that cannot be listed (never set up, say) leaves the list out.
    console.warn(
      `Stored files not listed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return dump;
}

/** Whether `decode` can restore an exported timestamp's text. */
function isTimestampText(text: string): boolean {
  try {
    Timestamp.fromDate(new Date(text));
    return true;
  } catch {
    return false;
  }
}

/** Exported timestamps whose text was changed into something that is not a date (decode would throw). */
function timestampProblems(
  collection: string,
  id: string,
  value: unknown,
  path: PropertyKey[] = [],
): Problem[] {
  if (Array.isArray(value))
    return value.flatMap((inner, i) => timestampProblems(collection, id, inner, [...path, i]));
  if (!value || typeof value !== "object") return [];
  const entries = Object.entries(value);
  if (
    entries.length === 1 &&
    entries[0][0] === TIMESTAMP_KEY &&
    typeof entries[0][1] === "string"
  ) {
    const text = entries[0][1];
    if (isTimestampText(text)) return [];
    const message = `holds ${JSON.stringify(text)} as its ${TIMESTAMP_KEY}, which is not a date and time: write it as exported, such as 2026-01-15T00:00:00.000Z`;
    return [{ collection, id, field: fieldPath(path), message }];
  }
  return entries.flatMap(([key, inner]) =>
    timestampProblems(collection, id, inner, [...path, key]),
  );
}

/** A document id Firestore refuses (lib/site/paths.ts): it would stop the writes part way, after the batches before it. */
function badIdProblem(collection: string, id: string): Problem {
  const shown = JSON.stringify(id.length > 80 ? `${id.slice(0, 80)}…` : id);
  return {
    collection,
    id: "",
    field: "",
    message: `has the document id ${shown}, which Firestore does not take: an id holds no "/", is not empty, "." or "..", does not start and end with "__", and is at most 1,500 bytes`,
  };
}

/**
 * Every problem in a dump: unknown collections, document ids Firestore refuses, documents that are not
 * maps, and (unless `contentProblems` is false) what `check` would report of its content documents.
 */
export function validateDump(dump: unknown, { contentProblems = true } = {}): Problem[] {
  const problems: Problem[] = [];
  if (!dump || typeof dump !== "object" || Array.isArray(dump)) {
    return [
      { collection: "(file)", id: "", field: "", message: "must be a JSON object of collections" },
    ];
  }
  for (const [collection, docs] of Object.entries(dump)) {
    if (collection === STORAGE_KEY) continue;
    const known = isContentCollection(collection) || submissionNames.includes(collection);
    if (!known) {
      problems.push({
        collection,
        id: "",
        field: "",
        message: `is not a collection of this site (known: ${[...collectionNames, ...submissionNames].join(", ")})`,
      });
      continue;
    }
    if (!docs || typeof docs !== "object" || Array.isArray(docs)) {
      problems.push({
        collection,
        id: "",
        field: "",
        message: "must be an object of documents keyed by id",
      });
      continue;
    }
    for (const [id, data] of Object.entries(docs as Record<string, unknown>)) {
      if (!isDocumentId(id)) {
        problems.push(badIdProblem(collection, id));
        continue;
      }
      if (!data || typeof data !== "object" || Array.isArray(data)) {
        problems.push({
          collection,
          id,
          field: "(document)",
          message: "must be an object of fields",
        });
        continue;
      }
      const times = timestampProblems(collection, id, data);
      if (times.length) {
        problems.push(...times);
        continue;
      }
      if (contentProblems && isContentCollection(collection)) {
        problems.push(...documentProblems(collection, { id, data: decode(data) }));
      }
    }
  }
  return problems;
}

export class ImportRefusedError extends Error {
  /** `asIs`: every problem is one the site lives with (as typed in the console), so the file could be written as it is. */
  constructor(
    readonly problems: Problem[],
    readonly asIs = false,
  ) {
    super(`import refused: ${problems.length} problem(s); nothing was written`);
    this.name = "ImportRefusedError";
  }
}

/**
 * Validates the whole dump first; writes every document only when all of them are valid. `asIs` writes
 * documents with problems too (a backup holds whatever the site had), never a file that cannot be written.
 */
export async function importAll(dump: unknown, { asIs = false } = {}): Promise<number> {
  const problems = validateDump(dump);
  const unwritable = validateDump(dump, { contentProblems: false });
  if (unwritable.length || (problems.length && !asIs))
    throw new ImportRefusedError(problems, unwritable.length === 0);
  // Mail documents are kept out: the email extension would send every one of them again.
  const writes = Object.entries(dump as Dump)
    .filter(([collection]) => collection !== MAIL_COLLECTION && collection !== STORAGE_KEY)
    .flatMap(([collection, docs]) =>
      Object.entries(docs).map(([id, data]) => ({
        collection,
        id,
        data: decode(data) as Record<string, unknown>,
      })),
    );
  await withDb((db) => writeAll(db, writes), OPERATION_TIMEOUT_MS);
  return writes.length;
}

/** Every problem of every document in the content collections, plus missing first records. */
export async function checkDatabase(): Promise<{ problems: Problem[]; documents: number }> {
  return withDb(async (db) => {
    const problems: Problem[] = [];
    const now = Date.now();
    let documents = 0;
    for (const name of collectionNames) {
      const snap = await db.collection(name).get();
      documents += snap.size;
      if (snap.empty && collections[name].single) {
        problems.push({
          collection: name,
          id: "",
          field: "",
          message: `has no document, so the site uses its default ${collections[name].label}`,
        });
      }
      // A certificate valid when it was typed but not shown any more is among them: renew it or remove it.
      for (const d of snap.docs)
        problems.push(...reportAt(name, { id: d.id, data: d.data() }, now).problems);
    }
    return { problems, documents };
  }, OPERATION_TIMEOUT_MS);
}

/** Inquiries and applications whose listed files are missing from Storage (one problem per missing file). */
export async function checkSubmissionFiles(): Promise<{ problems: Problem[]; files: number }> {
  const collections = Object.values(submissionCollections);
  const snapshots = await withDb(
    (db) => Promise.all(collections.map((name) => db.collection(name).get())),
    OPERATION_TIMEOUT_MS,
  );
  const listedFiles = (
    doc: (typeof snapshots)[number]["docs"][number],
  ): { path?: unknown; name?: unknown }[] => {
    const listed: unknown = doc.get("files");
    return Array.isArray(listed) ? listed : [];
  };
  // Storage is asked only for the folders the documents name (inquiries/, applications/), and only when
  // some submission has files (a site that never had any may have no bucket).
  const paths = snapshots.flatMap((snap) =>
    snap.docs.flatMap((doc) => listedFiles(doc).map((file) => file?.path)),
  );
  const folders = new Set(
    paths
      .filter((path): path is string => typeof path === "string" && path.includes("/"))
      .map((path) => `${path.split("/")[0]}/`),
  );
  const listings = await Promise.all(
    [...folders].map((prefix) => getBucket().getFiles({ prefix })),
  );
  const present = new Set(listings.flatMap(([stored]) => stored.map((f) => f.name)));
  const problems: Problem[] = [];
  let files = 0;
  for (const [i, snap] of snapshots.entries()) {
    for (const doc of snap.docs) {
      for (const file of listedFiles(doc)) {
        files++;
        if (typeof file?.path === "string" && present.has(file.path)) continue;
        problems.push({
          collection: collections[i],
          id: doc.id,
          field: "files",
          message: `lists ${String(file?.name ?? "a file")} at ${String(file?.path ?? "(no path)")}, which is missing from Storage`,
        });
      }
    }
  }
  return { problems, files };
}

/** `collection/id` as typed on the command line, checked: a content collection and a document id. */
export function parseDocumentPath(
  text: string | undefined,
): { collection: CollectionName; id: string } | null {
  const [collection, id, ...rest] = (text ?? "").split("/");
  if (rest.length || !collection || !id || !isContentCollection(collection)) return null;
  return { collection, id };
}

/** The kept versions of a document, newest first (lib/content/history.ts). */
export function documentHistory(collection: CollectionName, id: string): Promise<HistoryVersion[]> {
  return withDb((db) => listVersions(db, collection, id), OPERATION_TIMEOUT_MS);
}

/**
 * For `collection/id` with no kept version: a sentence saying there is no such document, with the id of
 * that collection most like it (a typing mistake: `reamer`, `Reamers`), or "" when the document exists.
 */
export async function missingDocumentHint(collection: CollectionName, id: string): Promise<string> {
  const ids = await withDb(
    async (db) => (await db.collection(collection).get()).docs.map((d) => d.id),
    OPERATION_TIMEOUT_MS,
  );
  if (ids.includes(id)) return "";
  const near = meant(id, ids);
  return `There is no document ${collection}/${id}${near ? `: did you mean ${collection}/${near}?` : "."}`;
}

/** Puts a document back as it was before one of its kept changes (lib/content/history.ts). */
export function undoDocumentChange(
  collection: CollectionName,
  id: string,
  version?: number,
): Promise<"restored" | "deleted"> {
  return withDb((db) => undoChange(db, collection, id, version), OPERATION_TIMEOUT_MS);
}

/** Sets `online` on the first project record (creating one when there is none). Returns its id. */
export async function setOnline(online: boolean): Promise<string> {
  return withDb(async (db) => {
    // The first record by document id is the one the site reads.
    const ids = (await db.collection("project").get()).docs.map((d) => d.id).sort();
    const ref = db.collection("project").doc(ids[0] ?? "site");
    await ref.set({ online }, { merge: true });
    return ref.id;
  }, OPERATION_TIMEOUT_MS);
}

export function formatProblem(p: Problem): string {
  const where = [p.collection, p.id].filter(Boolean).join("/");
  return p.field ? `${where}: ${describeProblem(p)}` : `${where} ${p.message}`;
}
