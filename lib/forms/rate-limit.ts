// How many forms one visitor may send: 5 in 10 minutes, counted in Firestore (so across every server)
// under a keyed hash of the address, never the address; a retry of a submission takes no second slot.
import "server-only";
import { createHmac } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { withDb } from "@/lib/firebase/admin";
import { siteSecret } from "@/lib/http/secrets";

export const RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

/** Counter documents; `expires_at` lets a Firestore TTL policy delete old ones. */
export const RATE_LIMIT_COLLECTION = "form_rate_limits";

// A keyed hash: without the key, the few billion IPv4 addresses could be hashed and matched back.
export function visitorKey(ip: string): string {
  return createHmac("sha256", siteSecret("FORMS_IP_HASH_SECRET")).update(ip).digest("hex");
}

/** Records this submission for the visitor; false when the visitor has used up the window's slots. */
export async function takeSubmissionSlot(
  ip: string,
  submissionId: string,
  now = Date.now(),
): Promise<boolean> {
  return withDb((db) => {
    const ref = db.collection(RATE_LIMIT_COLLECTION).doc(visitorKey(ip));
    return db.runTransaction(async (tx) => {
      const stored: unknown = (await tx.get(ref)).get("hits");
      const hits = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
      const recent = Object.entries(hits).filter(
        (entry): entry is [string, number] =>
          typeof entry[1] === "number" && now - entry[1] < RATE_LIMIT.windowMs,
      );
      if (recent.some(([id]) => id === submissionId)) return true;
      if (recent.length >= RATE_LIMIT.max) return false;
      tx.set(ref, {
        hits: Object.fromEntries([...recent, [submissionId, now]]),
        expires_at: Timestamp.fromMillis(now + RATE_LIMIT.windowMs),
      });
      return true;
    });
  });
}
