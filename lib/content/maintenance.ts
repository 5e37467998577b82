// Owner tools on the database (`npm run content`, start-up seeding): seed, export and import as JSON,
// check every document and submission's files, switch the site. An import is checked whole first; its
// batches of 400 set each document, so an import cut off part way completes when run again.
import "server-only";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { withDb } from "@/lib/firebase/admin";
import {
  collectionNames,
  collections,
  isContentCollection,
  MAIL_COLLECTION,
  submissionCollections,
} from "@/lib/content/collections";
import { demoContent } from "@/lib/content/demo-content";
import { documentProblems, reportAt } from "@/lib/content/document-problems";
import { describeProblem, fieldPath, type Problem } from "@/lib/content/parse";
import { getBucket } from "@/lib/firebase/storage";
import { isDocumentId } from "@/lib/site/paths";

export const onDb = <T>(operation: (db: Firestore) => Promise<T>) => withDb(operation, 30_000);

// Everything the site writes, notification mails included: all of it is in an export.
const submissionNames: string[] = [...Object.values(submissionCollections), MAIL_COLLECTION];

export type Dump = Record<string, Record<string, Record<string, unknown>>>;

const TIMESTAMP_KEY = "$timestamp";
/** The export's list of stored files beside the collections (Firestore reserves such ids); not imported. */
export const STORAGE_KEY = "__storage__";
const BAD_ID = `which Firestore does not take: an id holds no "/", is not empty, "." or "..", does not start and end with "__", and is at most 1,500 bytes`;
const BAD_TIME = `which is not a date and time: write it as exported, such as 2026-01-15T00:00:00.000Z`;

/** Timestamps become {"$timestamp": ISO} so an import restores their type. */
function encode(value: unknown): unknown {
  if (value instanceof Timestamp) return { [TIMESTAMP_KEY]: value.toDate().toISOString() };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
  return value;
}

/** A timestamp whose text is no date is told to `bad` and kept as typed. */
function decode(
  value: unknown,
  bad: (path: PropertyKey[], text: string) => void = () => {},
  path: PropertyKey[] = [],
): unknown {
  if (Array.isArray(value)) return value.map((v, i) => decode(v, bad, [...path, i]));
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value);
  const [key, text] = entries[0] ?? [];
  if (entries.length === 1 && key === TIMESTAMP_KEY && typeof text === "string") {
    try {
      return Timestamp.fromDate(new Date(text));
    } catch {
      bad(path, text);
      return value;
    }
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, decode(v, bad, [...path, k])]));
}

async function writeAll(writes: { collection: string; id: string; data: unknown }[]) {
  await onDb(async (db) => {
    for (let i = 0; i < writes.length; i += 400) {
      const batch = db.batch();
      for (const w of writes.slice(i, i + 400))
        batch.set(db.collection(w.collection).doc(w.id), w.data as Record<string, unknown>);
      await batch.commit();
    }
  });
  return writes.length;
}

export const seedDemoContent = () =>
  writeAll(
    collectionNames.flatMap((collection) =>
      Object.entries(demoContent[collection]).map(([id, data]) => ({ collection, id, data })),
    ),
  );

export async function seedIfEmpty(): Promise<boolean> {
  const sizes = await onDb((db) =>
    Promise.all(
      collectionNames.map(async (name) => (await db.collection(name).limit(1).get()).size),
    ),
  );
  if (sizes.some(Boolean)) return false;
  await seedDemoContent();
  return true;
}

export async function exportAll(): Promise<Dump> {
  const dump: Dump = {};
  await onDb(async (db) => {
    for (const name of [...collectionNames, ...submissionNames]) {
      const snap = await db.collection(name).get();
      dump[name] = Object.fromEntries(
        snap.docs.map((d) => [d.id, encode(d.data())]),
      ) as Dump[string];
    }
  });
  try {
    const [files] = await getBucket().getFiles();
    dump[STORAGE_KEY] = Object.fromEntries(
      files.map(({ name, metadata }) => [
        name,
        { size: Number(metadata.size), type: metadata.contentType, created: metadata.timeCreated },
      ]),
    );
  } catch (error) {
    // A bucket never set up leaves the list out: the documents are the export.
    console.warn(`Stored files not listed: ${(error as Error).message}`);
  }
  return dump;
}

/**
 * Every problem in a dump: what Firestore would refuse part way (unknown collections, bad ids, bad
 * timestamps) and, unless `contentProblems` is false, what `check` reports.
 */
export function validateDump(dump: unknown, { contentProblems = true } = {}): Problem[] {
  const problems: Problem[] = [];
  const add = (collection: string, id: string, field: string, message: string) =>
    problems.push({ collection, id, field, message });
  if (!dump || typeof dump !== "object" || Array.isArray(dump)) {
    add("(file)", "", "", "must be a JSON object of collections");
    return problems;
  }
  for (const [collection, docs] of Object.entries(dump)) {
    if (collection === STORAGE_KEY) continue;
    if (!isContentCollection(collection) && !submissionNames.includes(collection)) {
      const known = [...collectionNames, ...submissionNames].join(", ");
      add(collection, "", "", `is not a collection of this site (known: ${known})`);
    } else if (!docs || typeof docs !== "object" || Array.isArray(docs)) {
      add(collection, "", "", "must be an object of documents keyed by id");
    } else {
      for (const [id, data] of Object.entries(docs as Record<string, unknown>)) {
        if (!isDocumentId(id)) {
          const shown = JSON.stringify(id.length > 80 ? `${id.slice(0, 80)}…` : id);
          add(collection, "", "", `has the document id ${shown}, ${BAD_ID}`);
        } else if (!data || typeof data !== "object" || Array.isArray(data)) {
          add(collection, id, "(document)", "must be an object of fields");
        } else {
          const before = problems.length;
          const decoded = decode(data, (path, text) =>
            add(
              collection,
              id,
              fieldPath(path),
              `holds ${JSON.stringify(text)} as its ${TIMESTAMP_KEY}, ${BAD_TIME}`,
            ),
          );
          if (contentProblems && isContentCollection(collection) && problems.length === before)
            problems.push(...documentProblems(collection, { id, data: decoded }));
        }
      }
    }
  }
  return problems;
}

export class ImportRefusedError extends Error {
  /** `asIs`: every problem is one the site lives with, so the file could be written as it is. */
  constructor(
    readonly problems: Problem[],
    readonly asIs = false,
  ) {
    super(`import refused: ${problems.length} problem(s); nothing was written`);
    this.name = "ImportRefusedError";
  }
}

/** Writes only a valid dump; `asIs` also one with content problems (a backup holds what the site had). */
export async function importAll(dump: unknown, { asIs = false } = {}): Promise<number> {
  const problems = validateDump(dump);
  const unwritable = validateDump(dump, { contentProblems: false });
  if (unwritable.length || (problems.length && !asIs))
    throw new ImportRefusedError(problems, unwritable.length === 0);
  return writeAll(
    Object.entries(dump as Dump)
      .filter(([collection]) => collection !== MAIL_COLLECTION && collection !== STORAGE_KEY)
      .flatMap(([collection, docs]) =>
        Object.entries(docs).map(([id, data]) => ({ collection, id, data: decode(data) })),
      ),
  );
}

/** Every content problem, missing first records, and submissions' files missing from Storage. */
export async function checkDatabase() {
  const problems: Problem[] = [];
  let documents = 0;
  const listed: { collection: string; id: string; file: { path?: unknown; name?: unknown } }[] = [];
  await onDb(async (db) => {
    for (const name of collectionNames) {
      const snap = await db.collection(name).get();
      documents += snap.size;
      const message = `has no document, so the site uses its default ${collections[name].label}`;
      if (snap.empty && collections[name].single)
        problems.push({ collection: name, id: "", field: "", message });
      for (const d of snap.docs)
        problems.push(...reportAt(name, { id: d.id, data: d.data() }, Date.now()).problems);
    }
    for (const collection of Object.values(submissionCollections)) {
      for (const doc of (await db.collection(collection).get()).docs) {
        const files: unknown = doc.get("files");
        if (Array.isArray(files))
          listed.push(...files.map((file) => ({ collection, id: doc.id, file })));
      }
    }
  });
  // A site that never had files may have no bucket.
  const stored = new Set(listed.length ? (await getBucket().getFiles())[0].map((f) => f.name) : []);
  for (const { collection, id, file } of listed) {
    if (typeof file?.path === "string" && stored.has(file.path)) continue;
    problems.push({
      collection,
      id,
      field: "files",
      message: `lists ${String(file?.name ?? "a file")} at ${String(file?.path ?? "(no path)")}, which is missing from Storage`,
    });
  }
  return { problems, documents, files: listed.length };
}

/** Sets `online` on the first project record, the one the site reads. */
export const setOnline = (online: boolean) =>
  onDb(async (db) => {
    const ids = (await db.collection("project").get()).docs.map((d) => d.id).sort();
    const ref = db.collection("project").doc(ids[0] ?? "site");
    await ref.set({ online }, { merge: true });
    return ref.id;
  });

export function formatProblem(p: Problem): string {
  const where = [p.collection, p.id].filter(Boolean).join("/");
  return p.field ? `${where}: ${describeProblem(p)}` : `${where} ${p.message}`;
}
