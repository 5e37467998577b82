// What follows every edit of a content document, seen by the server's listeners or the Cloud Function:
// the replaced version goes to the history, and the owners are mailed once of each new problem (told
// ones kept in `content_problems`) and when the last is gone. Comparison and mail are one transaction,
// so several watchers of one change write one mail. Imports nothing that runs only in Next.
import { createHash } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { MAIL_COLLECTION, type CollectionName } from "@/lib/content/collections";
import { reportAt } from "@/lib/content/document-problems";
import { recordChange, type Change } from "@/lib/content/history";
import { parseFirst, type Problem } from "@/lib/content/parse";
import { contentFixedMail, contentProblemMail } from "@/lib/notify/content-mail";
import { companyOrDefault } from "@/lib/site/company";

export const PROBLEMS_COLLECTION = "content_problems";

export type AfterEditOptions = {
  /** Who is told (NOTIFY_CONTENT_TO, else NOTIFY_INQUIRIES_TO); nobody: nothing is written. */
  recipients: string[];
  /** The document in the Firebase console, on a real project. */
  consoleUrl?: (collection: string, id: string) => string | undefined;
  now?: Date;
  /** Who or what made the change, when the one who saw it knows (the function's event does). */
  changedBy?: string | null;
};

/** A problem's identity: the same field with the same fault is the same problem. */
const keyOf = (problem: Problem) => `${problem.field}\u0000${problem.message}`;

/** Mails the owners when `collection/id` (null: deleted) has a problem not told yet, or none left. */
export async function noticeProblems(
  db: Firestore,
  collection: CollectionName,
  id: string,
  data: unknown | null,
  options: AfterEditOptions,
): Promise<"told" | "fixed" | "unchanged"> {
  if (options.recipients.length === 0) return "unchanged";
  const now = options.now ?? new Date();
  const report = reportAt(collection, { id, data }, now.getTime());
  // A deleted document has nothing left to fix.
  const { problems, draft } = data === null ? { ...report, problems: [] } : report;
  // Document ids may hold any character but "/": a digest keeps the record's id short and valid.
  const recordId = createHash("sha256").update(`${collection}/${id}`).digest("hex").slice(0, 40);
  const ref = db.collection(PROBLEMS_COLLECTION).doc(recordId);
  // The company's name is read only when a mail is written.
  const mailAbout = async () => {
    const company = await db
      .collection("company")
      .get()
      .catch(() => undefined);
    const docs = company?.docs.map((d) => ({ id: d.id, data: d.data() }));
    const siteName = companyOrDefault(docs ? parseFirst("company", docs) : null).name;
    return {
      collection,
      id,
      recipients: options.recipients,
      siteName,
      link: options.consoleUrl?.(collection, id),
    };
  };
  return db.runTransaction(async (tx) => {
    const stored = await tx.get(ref);
    const told = new Set<string>(stored.get("keys"));
    const keys = problems.map(keyOf);
    const mail = db.collection(MAIL_COLLECTION).doc();
    if (problems.length === 0) {
      if (!stored.exists) return "unchanged";
      tx.delete(ref);
      tx.create(mail, contentFixedMail({ ...(await mailAbout()), deleted: data === null, draft }));
      return "fixed";
    }
    const record = { collection, document_id: id, keys, problems, updated_at: now };
    if (keys.every((key) => told.has(key))) {
      // Fewer problems than told (some fixed, some left): the record follows, nobody is mailed.
      if (keys.length !== told.size) tx.set(ref, record);
      return "unchanged";
    }
    const about = await mailAbout();
    tx.set(ref, record);
    // An expired certificate fits the model but is not shown any more (a draft's expiry is not told).
    const expiredOnly = report.expired === problems.length;
    tx.create(
      mail,
      contentProblemMail({ ...about, problems, shown: report.shown, draft, expiredOnly }),
    );
    return "told";
  });
}

/**
 * Tells the owners of certificates expired since last told (an expiry has no edit for a trigger to see).
 * @public (functions/src/index.ts, which knip does not read)
 */
export async function noticeExpiredCertificates(
  db: Firestore,
  options: AfterEditOptions,
): Promise<void> {
  const snap = await db.collection("certifications").get();
  for (const doc of snap.docs)
    await noticeProblems(db, "certifications", doc.id, doc.data(), options);
}

/** Neither the history nor the mail may stop the other, nor the pages: a failure is only logged. */
async function logged(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(`[content] could not ${what}:`, error instanceof Error ? error.message : error);
  }
}

export async function afterContentEdit(
  db: Firestore,
  change: Change,
  options: AfterEditOptions,
): Promise<void> {
  const where = `${change.collection}/${change.id}`;
  await Promise.all([
    logged(`keep the history of ${where}`, () => recordChange(db, change, options.changedBy)),
    logged(`check ${where}`, () =>
      noticeProblems(db, change.collection, change.id, change.after?.data ?? null, options),
    ),
  ]);
}

export const checkExistingDocument = (
  db: Firestore,
  collection: CollectionName,
  id: string,
  data: unknown,
  options: AfterEditOptions,
) => logged(`check ${collection}/${id}`, () => noticeProblems(db, collection, id, data, options));

export const checkExpiredCertificates = (db: Firestore, options: AfterEditOptions) =>
  logged("check the certificates' expiry", () => noticeExpiredCertificates(db, options));
