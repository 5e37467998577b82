// What a form's server action answers (Conform's reply, the state of `useActionState`), the hidden
// fields every form carries and the limits both sides know. Safe to import in client components.
import type { SubmissionResult } from "@conform-to/react";

/** Hidden fields every form carries; the server checks them itself (see lib/forms/submit.ts). */
export const META_FIELDS = {
  submissionId: "submission_id",
  /** The server-signed start of filling the form (lib/forms/checks.ts): the fill time is measured from it. */
  startToken: "start_token",
  page: "page",
  /** The honeypot: hidden from people and assistive technology, so only bots fill it. */
  honeypot: "website",
} as const;

/** A person needs longer than this to fill a form; a faster post is a bot's. */
export const MIN_FILL_MS = 3000;

/**
 * Largest form post accepted, as deploy/nginx.conf lets through: the proxy refuses a larger one before
 * Next (whose limit is set just above, next.config.mjs) would answer 500.
 */
export const FORM_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
export const FORM_TOO_LARGE_MESSAGE =
  "Your form was not sent: it is larger than 8 MB. Without JavaScript a form can carry up to 4 MB of files: send the form without them and e-mail the files to us quoting your name, or turn JavaScript on to attach larger ones (the limits of each form are under its file field).";

/** A send that did not reach the server (the connection dropped, or the code to send it did not load). */
export const NOT_SENT_MESSAGE =
  "Nothing was sent: check your connection, then press Send again. What you typed is still here; choose any files again.";

/** Conform's reply (errors by field, "" for why nothing was sent; what was typed), or reset with thanks. */
export type FormReply = SubmissionResult<string[]> & {
  thanks?: string;
  /** The sent form's reference and what was asked (each product with its quantity, the files). */
  receipt?: { reference: string; asked: string[] };
};

/** A form's server action as `useActionState` calls it; the route hands it to the form component. */
export type FormAction = (previous: FormReply | null, formData: FormData) => Promise<FormReply>;

/** The text of one field of a post: "" when it is absent or a file. */
export function formText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}
