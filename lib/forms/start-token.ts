// The fill-time check's start: a token the server signs when it hands out a form (the page's own token
// for visitors without scripts, or a fresh one from /api/form-token when a visitor first touches the
// form), so the time a visitor took is measured on the server's clock, never stated by the client. A
// token that is forged, garbled, from the future or too old counts as "too fast"; so does a token the
// same visitor already used for another submission (recorded in Firestore, so the rule holds across servers).
import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { cacheLife } from "next/cache";
import { withDb } from "@/lib/firebase/admin";
import { siteSecret } from "@/lib/http/secrets";
import { visitorKey } from "@/lib/forms/rate-limit";

/** A cached page can carry its token for a while; older than this, it no longer vouches for anything. */
export const START_TOKEN_MAX_AGE_MS = 24 * 60 * 60_000;
// Servers behind one site may disagree a little about the time.
const CLOCK_SKEW_MS = 5_000;

/** Used tokens; `expires_at` lets a Firestore TTL policy delete them once they could not pass anyway. */
export const START_TOKEN_COLLECTION = "form_start_tokens";

const sign = (payload: string) =>
  createHmac("sha256", siteSecret("FORMS_SIGNING_SECRET")).update(payload).digest("base64url");

/**
 * The token a cached page's form carries for a visitor without scripts, issued when the page is
 * rendered (a visitor with scripts gets a fresh one when first touching the form).
 */
export async function pageStartToken(): Promise<string> {
  "use cache";
  cacheLife("content");
  return issueStartToken();
}

/** A new token: when it was issued, a random nonce, and the signature over both. */
export function issueStartToken(now = Date.now()): string {
  const payload = `${Math.floor(now)}.${randomBytes(12).toString("base64url")}`;
  return `${payload}.${sign(payload)}`;
}

export type StartToken = { issuedAt: number; nonce: string };

const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

/** The token's contents when its signature is this site's, else null. */
export function readStartToken(token: string): StartToken | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, issued, nonce, signature] = match;
  const expected = Buffer.from(sign(`${issued}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { issuedAt: Number(issued), nonce };
}

/** How long the visitor has had the form by the server's clock; null for a token from the future or too old. */
export function fillTimeMs(token: StartToken, now: number): number | null {
  const age = now - token.issuedAt;
  if (age < -CLOCK_SKEW_MS || age > START_TOKEN_MAX_AGE_MS) return null;
  return Math.max(age, 0);
}

/**
 * Records that this token started `submissionId` for the visitor at `ip`; false when another submission
 * of that visitor used it already (a replay). The same submission may present it again: a retry after a
 * failed write is not a replay. Another visitor may: a cached page hands every visitor without scripts
 * the same token, and each of them fills the form in their own time (a bot that posts the same page again
 * and again is one visitor, and the rate limit counts its posts too).
 */
export async function claimStartToken(
  token: StartToken,
  submissionId: string,
  ip: string,
): Promise<boolean> {
  return withDb((db) => {
    const ref = db.collection(START_TOKEN_COLLECTION).doc(`${token.nonce}.${visitorKey(ip)}`);
    return db.runTransaction(async (tx) => {
      const used: unknown = (await tx.get(ref)).get("submission_id");
      if (typeof used === "string") return used === submissionId;
      tx.set(ref, {
        submission_id: submissionId,
        expires_at: Timestamp.fromMillis(token.issuedAt + START_TOKEN_MAX_AGE_MS),
      });
      return true;
    });
  });
}
