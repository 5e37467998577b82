// What a submission must pass before anything is written or uploaded, for a post (submit.ts) and a
// request for upload links (uploads.ts) alike, and what the visitor is told when it does not. The fill
// time runs from a start token the server signs (the page's, or a fresh one from /api/form-token), never
// from a time the client states; a token forged, garbled, from the future, too old, or used by another
// submission of the visitor (recorded in Firestore) counts as "too fast". Then the rate limit.
import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { cacheLife } from "next/cache";
import { getCompany } from "@/lib/content/read";
import { withDb } from "@/lib/firebase/admin";
import { takeSubmissionSlot, visitorKey } from "@/lib/forms/rate-limit";
import { MIN_FILL_MS } from "@/lib/forms/result";
import { siteSecret } from "@/lib/http/secrets";
import { defaultCompany } from "@/lib/site/company";

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

export const SUBMISSION_ID = /^[A-Za-z0-9_-]{16,64}$/;

export const MESSAGES = {
  tooFast:
    "That was quicker than we expect from a person. Please check your details and press Send again.",
  rateLimited: (phone: string) =>
    `You have sent several forms in the last few minutes. Please wait about ten minutes and try again, or call us on ${phone}.`,
  notAForm:
    "This was not sent from our form. Please open the form again, fill it in and press Send.",
  failed: (phone: string) =>
    `Sorry, your message was not sent: we could not reach our system just now. Everything you typed is still here; please try again in a minute, or call us on ${phone}.`,
};

/** The company's facts (cached read); the defaults when even that fails, as the post must still be answered. */
export const companyFacts = () => getCompany().catch(() => defaultCompany);

/**
 * The posted start, null when it vouches for nothing (forged, garbled, from the future or too old), and
 * whether it is too recent for a person to have filled the form since.
 */
export function readStart(token: string, now: number) {
  const started = readStartToken(token);
  const fillTime = started ? fillTimeMs(started, now) : null;
  return {
    started: fillTime === null ? null : started,
    tooFast: fillTime === null || fillTime < MIN_FILL_MS,
  };
}

/**
 * Claims the start for this submission (one another submission of the visitor used is a replay, as good
 * as none) and the submission's slot of the visitor's limit: why it may not go on, or undefined.
 */
export async function admissionRefused(
  started: StartToken,
  submissionId: string,
  ip: string,
  now: number,
): Promise<string | undefined> {
  if (!(await claimStartToken(started, submissionId, ip))) return MESSAGES.tooFast;
  if (!(await takeSubmissionSlot(ip, submissionId, now)))
    return MESSAGES.rateLimited((await companyFacts()).phone[0]);
  return undefined;
}
