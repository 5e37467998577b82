// What follows every edit of a content document, wherever the edit is seen: by the server's listeners
// (`npm start`, lib/content/change-feed.ts) or by the Cloud Function (functions/, where no server process
// lives). The version it replaced is kept in the history (lib/content/history.ts), and the owners are
// told of content the site cannot show as typed (lib/content/problems.ts). Neither may stop the other,
// nor the invalidation of pages: a failure is logged and the next edit tries again.
import type { Firestore } from "firebase-admin/firestore";
import { recordChange, type Change } from "@/lib/content/history";
import {
  noticeExpiredCertificates,
  noticeProblems,
  type ProblemOptions,
} from "@/lib/content/problems";

export type AfterEditOptions = ProblemOptions & {
  /** Who or what made the change, when the one who saw it knows (the function's event does). */
  changedBy?: string | null;
};

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
    logged(`keep the history of ${where}`, () =>
      recordChange(db, change, options.changedBy ?? null),
    ),
    logged(`check ${where}`, () =>
      noticeProblems(db, change.collection, change.id, change.after?.data ?? null, options),
    ),
  ]);
}

/** A document the listeners found when they started: its problems are told if they are new. */
export async function checkExistingDocument(
  db: Firestore,
  collection: Change["collection"],
  id: string,
  data: unknown,
  options: ProblemOptions,
): Promise<void> {
  await logged(`check ${collection}/${id}`, () =>
    noticeProblems(db, collection, id, data, options),
  );
}

/** Certificates whose `valid_until` has passed with no edit: told once each (lib/content/problems.ts). */
export async function checkExpiredCertificates(
  db: Firestore,
  options: ProblemOptions,
): Promise<void> {
  await logged("check the certificates' expiry", () => noticeExpiredCertificates(db, options));
}
