// What a submission must pass before anything is written or uploaded, for a form post (submit.ts) and a
// request for upload links (uploads.ts) alike: a fill time long enough for a person, from a start the
// server signed and no other submission of the visitor used, and a slot of the visitor's rate limit.
// And what the visitor is told when it does not.
import "server-only";
import { getCompany } from "@/lib/content/read";
import { takeSubmissionSlot } from "@/lib/forms/rate-limit";
import { MIN_FILL_MS } from "@/lib/forms/result";
import {
  claimStartToken,
  fillTimeMs,
  readStartToken,
  type StartToken,
} from "@/lib/forms/start-token";
import { defaultCompany } from "@/lib/site/company";

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
