// Tells the owners, once, when a content document they typed does not fit the content model: a field
// the site ignores, or a document it leaves out. Only a server log said so before, which the owners
// never read. Each time a document changes, its problems are compared with the ones already told
// (kept in `content_problems`, one record per document): a problem not told before writes one mail
// document (sent by the Trigger Email extension), and when the last problem is gone one short mail says
// so. The comparison and the mail are one transaction, so several servers, or a server and the Cloud
// Function, seeing the same change write one mail. The same code runs from the server's listeners
// (lib/content/change-feed.ts) and from the Cloud Function (functions/), so it takes its database and
// recipients as arguments and imports nothing that runs only in Next.
import { createHash } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { MAIL_COLLECTION, type CollectionName } from "@/lib/content/collections";
import { reportAt } from "@/lib/content/document-problems";
import { parseFirst, type Problem } from "@/lib/content/parse";
import { contentProblemMail, contentFixedMail } from "@/lib/notify/content-mail";
import { companyOrDefault } from "@/lib/site/company";

/** One record per document with problems told to the owners: what was told, and since when. */
export const PROBLEMS_COLLECTION = "content_problems";

export type ProblemOptions = {
  /** Who is told (NOTIFY_CONTENT_TO, else NOTIFY_INQUIRIES_TO); nobody: nothing is written. */
  recipients: string[];
  /** The document in the Firebase console, on a real project. */
  consoleUrl?: (collection: string, id: string) => string | undefined;
  now?: Date;
};

export type ProblemOutcome = "told" | "fixed" | "unchanged";

/** A problem's identity: the same field with the same fault is the same problem. */
const keyOf = (problem: Problem) => `${problem.field}\u0000${problem.message}`;

function recordId(collection: string, id: string): string {
  // Document ids may hold any character but "/": a digest keeps the record id short and valid.
  return createHash("sha256").update(`${collection}/${id}`).digest("hex").slice(0, 40);
}

/** The company's name as the `company` record has it now, for the mail's signature (read only to mail). */
async function siteName(db: Firestore): Promise<string> {
  // The whole collection, as pages read it: the first document that fits, not the first by id.
  const snap = await db
    .collection("company")
    .get()
    .catch(() => undefined);
  return companyOrDefault(
    snap
      ? parseFirst(
          "company",
          snap.docs.map((d) => ({ id: d.id, data: d.data() })),
        )
      : null,
  ).name;
}

/**
 * Compares the problems of `collection/id` (its data now, or null when it was deleted) with those the
 * owners were told of, and writes a mail when there is a new one, or when none is left.
 */
export async function noticeProblems(
  db: Firestore,
  collection: CollectionName,
  id: string,
  data: unknown | null,
  options: ProblemOptions,
): Promise<ProblemOutcome> {
  if (options.recipients.length === 0) return "unchanged";
  const now = options.now ?? new Date();
  // A deleted document has nothing wrong with it. A draft of a list is shown only in a preview: the mail
  // must not say the site shows it.
  const report =
    data === null
      ? { problems: [], draft: false, shown: false, expired: 0 }
      : reportAt(collection, { id, data }, now.getTime());
  const { problems, draft } = report;
  const ref = db.collection(PROBLEMS_COLLECTION).doc(recordId(collection, id));
  // What every mail about the document names (the site's name is read only when one is written).
  const mailAbout = async () => ({
    collection,
    id,
    recipients: options.recipients,
    link: options.consoleUrl?.(collection, id),
    siteName: await siteName(db),
  });
  return db.runTransaction(async (tx) => {
    const stored = await tx.get(ref);
    const told = new Set<string>(
      stored.exists ? ((stored.get("keys") as string[] | undefined) ?? []) : [],
    );
    const keys = problems.map(keyOf);
    if (problems.length === 0) {
      if (!stored.exists) return "unchanged";
      tx.delete(ref);
      const about = await mailAbout();
      tx.create(
        db.collection(MAIL_COLLECTION).doc(),
        contentFixedMail({ ...about, deleted: data === null, draft }),
      );
      return "fixed";
    }
    const record = { collection, document_id: id, keys, problems, updated_at: now };
    if (keys.every((key) => told.has(key))) {
      // Fewer problems than told (some fixed, some left): the record follows, nobody is mailed.
      if (keys.length !== told.size) tx.set(ref, record);
      return "unchanged";
    }
    // An expired certificate fits the model but is not shown any more.
    const { shown, expired } = report;
    const about = await mailAbout();
    tx.set(ref, record);
    tx.create(
      db.collection(MAIL_COLLECTION).doc(),
      contentProblemMail({
        ...about,
        problems,
        shown,
        draft,
        expiredOnly: !draft && expired > 0 && expired === problems.length,
      }),
    );
    return "told";
  });
}

/**
 * Tells the owners of every certificate whose `valid_until` has passed since they were last told: a
 * certificate expires with no edit, so no trigger sees it. Run at each expiry by the server's listeners
 * (lib/content/change-feed.ts) and daily by the Cloud Function (functions/). Each is told once, like every other
 * problem is; a renewed one is told as fixed.
 */
export async function noticeExpiredCertificates(
  db: Firestore,
  options: ProblemOptions,
): Promise<ProblemOutcome[]> {
  const snap = await db.collection("certifications").get();
  const outcomes: ProblemOutcome[] = [];
  for (const doc of snap.docs)
    outcomes.push(await noticeProblems(db, "certifications", doc.id, doc.data(), options));
  return outcomes;
}
