// The history of content documents (the Firebase console keeps none): each change's replaced version,
// who made it and when, in `content_history` for 90 days, so it can be undone. An entry's id comes from
// the version it replaced and entries are only created, so a change seen by the server's listeners and
// the Cloud Function alike is kept once. Imports nothing that runs only in Next.
import { createHash } from "node:crypto";
import { Timestamp, type DocumentData, type Firestore } from "firebase-admin/firestore";
import type { CollectionName } from "@/lib/content/collections";

export const HISTORY_COLLECTION = "content_history";
/** How long a version is kept (a Firestore TTL policy on `expires_at` deletes it on a real project). */
const HISTORY_DAYS = 90;

export type Version = { data: DocumentData; updateTime: Timestamp; createTime: Timestamp };

export type Change = {
  collection: CollectionName;
  id: string;
  before: Version | null;
  after: Version | null;
};

type Snapshot = { exists: boolean; data(): DocumentData | undefined } & Partial<
  Omit<Version, "data">
>;

export function versionOf(snap: Snapshot | undefined): Version | null {
  return snap?.exists
    ? { data: snap.data()!, updateTime: snap.updateTime!, createTime: snap.createTime! }
    : null;
}

const docKey = (collection: string, id: string) => `${collection}/${id}`;
const stamp = (t: Timestamp) => `${t.seconds}.${String(t.nanoseconds).padStart(9, "0")}`;

/** The entry's id: the version the change replaced (or the creation), the same whoever records it. */
function entryId({ collection, id, before, after }: Change): string {
  const key = createHash("sha256").update(docKey(collection, id)).digest("hex").slice(0, 32);
  return before
    ? `${key}-${stamp(before.updateTime)}`
    : `${key}-created-${stamp(after!.createTime)}`;
}

function entryOf(change: Change, changedBy: string | null) {
  const changedAt = change.after?.updateTime ?? Timestamp.now();
  return {
    collection: change.collection,
    document_id: change.id,
    doc_key: docKey(change.collection, change.id),
    before: change.before?.data ?? null,
    after_exists: change.after !== null,
    changed_at: changedAt,
    changed_by: changedBy,
    expires_at: Timestamp.fromMillis(changedAt.toMillis() + HISTORY_DAYS * 86_400_000),
  };
}

/** Keeps one change; false when it was kept already (by another server, the function, or a tool). */
export async function recordChange(
  db: Firestore,
  change: Change,
  changedBy: string | null = null,
): Promise<boolean> {
  if (!change.before && !change.after) return false;
  try {
    await db.collection(HISTORY_COLLECTION).doc(entryId(change)).create(entryOf(change, changedBy));
    return true;
  } catch (error) {
    // 6: ALREADY_EXISTS, the entry was created first by someone else.
    if ((error as { code?: unknown }).code === 6) return false;
    throw error;
  }
}

/** The kept changes of a document, newest first. */
export async function listVersions(db: Firestore, collection: CollectionName, id: string) {
  const [snap, current] = await Promise.all([
    db.collection(HISTORY_COLLECTION).where("doc_key", "==", docKey(collection, id)).get(),
    db.collection(collection).doc(id).get(),
  ]);
  const entries = snap.docs
    .map((d) => d.data() as ReturnType<typeof entryOf>)
    .sort((a, b) => b.changed_at.toMillis() - a.changed_at.toMillis());
  // What each change made is what the next one replaced (the newest: the document now).
  let after = versionOf(current)?.data ?? null;
  return entries.map((entry, index) => {
    const { before } = entry;
    const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
      .filter((name) => JSON.stringify(before?.[name]) !== JSON.stringify(after?.[name]))
      .sort();
    const what = !before
      ? "created"
      : !entry.after_exists
        ? "deleted"
        : `edited: ${(after && fields.join(", ")) || "no field changed"}`;
    after = before;
    return {
      number: index + 1,
      changedAt: entry.changed_at.toDate(),
      changedBy: entry.changed_by,
      what,
      before,
    };
  });
}

export class NoSuchVersionError extends Error {}

/**
 * Puts `collection/id` back as it was before change `version` (1 is the newest). The undo is kept as a
 * change naming this tool, so an undo can be undone.
 */
export async function undoChange(
  db: Firestore,
  collection: CollectionName,
  id: string,
  version = 1,
  by = "npm run content -- undo",
): Promise<"restored" | "deleted"> {
  const versions = await listVersions(db, collection, id);
  const target = versions.find((v) => v.number === version);
  const where = docKey(collection, id);
  if (!target)
    throw new NoSuchVersionError(
      versions.length
        ? `${where} has no version ${version}: its versions are 1 to ${versions.length} (npm run content -- history ${where})`
        : `${where} has no kept version`,
    );
  const ref = db.collection(collection).doc(id);
  const before = await db.runTransaction(async (tx) => {
    const now = await tx.get(ref);
    if (target.before) tx.set(ref, target.before);
    else tx.delete(ref);
    return versionOf(now);
  });
  // The listeners may record this change first: this tool names itself either way.
  const change: Change = { collection, id, before, after: versionOf(await ref.get()) };
  if (!(await recordChange(db, change, by)) && (before || change.after)) {
    await db.collection(HISTORY_COLLECTION).doc(entryId(change)).update({ changed_by: by });
  }
  return target.before ? "restored" : "deleted";
}
