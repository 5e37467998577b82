// What a form's server action answers (the state of `useActionState`) and the checks that both the
// browser and the server run on a post. Safe to import in client components.
import type { z } from "zod";

/** Hidden fields every form carries; the server checks them itself (see lib/forms/submit.ts). */
export const META_FIELDS = {
  submissionId: "submission_id",
  /** The server-signed start of filling the form (lib/forms/start-token.ts): the fill time is measured from it. */
  startToken: "start_token",
  page: "page",
  /** The honeypot: hidden from people and assistive technology, so only bots fill it. */
  honeypot: "website",
} as const;
type MetaField = (typeof META_FIELDS)[keyof typeof META_FIELDS];

/** A person needs longer than this to fill a form; a faster post is a bot's. */
export const MIN_FILL_MS = 3000;

/**
 * Largest form post accepted: 8 MiB, as deploy/nginx.conf lets through. Next's server-action limit is set
 * just above it (next.config.mjs), so the proxy refuses a larger post before Next would answer 500; a
 * smaller one reaches the form, which says what was wrong next to the field (files over the 4 MB a post
 * without JavaScript may carry, lib/forms/files.ts) and keeps what was typed.
 */
export const FORM_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
export const FORM_TOO_LARGE_MESSAGE =
  "Your form was not sent: it is larger than 8 MB. Without JavaScript a form can carry up to 4 MB of files: send the form without them and e-mail the files to us quoting your name, or turn JavaScript on to attach larger ones (the limits of each form are under its file field).";

/** A send that did not reach the server (the connection dropped, or the code to send it did not load). */
export const NOT_SENT_MESSAGE =
  "Nothing was sent: check your connection, then press Send again. What you typed is still here; choose any files again.";

type FormStatus = "idle" | "invalid" | "refused" | "failed" | "success";

export type FormResult<F extends string> = {
  status: FormStatus;
  /** Increases with every answer, so the form can tell a new answer from the previous one. */
  serial: number;
  /** What was posted, put back into the fields (React resets a form after its action). Empty after success. */
  values: Partial<Record<F | MetaField, string>>;
  fieldErrors: Partial<Record<F, string>>;
  /** The line shown above the form: the success text or why nothing was sent. */
  message: string;
};

/** A form's server action as `useActionState` calls it; the route hands it to the form component. */
export type FormAction<F extends string> = (
  previous: FormResult<F>,
  formData: FormData,
) => Promise<FormResult<F>>;

export function initialResult<F extends string>(): FormResult<F> {
  return { status: "idle", serial: 0, values: {}, fieldErrors: {}, message: "" };
}

// Values echoed back are capped, so a crafted huge post is not sent back in full.
const ECHO_MAX = 10_000;

/** The posted text of each named field ("" when absent or not text). */
export function postedValues<F extends string>(
  formData: FormData,
  names: readonly F[],
): Record<F, string> {
  const out = {} as Record<F, string>;
  for (const name of names) {
    const value = formData.get(name);
    out[name] = typeof value === "string" ? value.slice(0, ECHO_MAX) : "";
  }
  return out;
}

type Checked<S extends z.ZodType> =
  { ok: true; data: z.output<S> } | { ok: false; fieldErrors: Partial<Record<string, string>> };

/** Runs a form's schema; on failure gives the first message for each field (a list's: for the list). */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown): Checked<S> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { ok: false, fieldErrors };
}

/** One field's message, or undefined when it is fine: for checking as the visitor leaves a field. */
export function checkField<S extends z.ZodObject>(
  schema: S,
  field: string,
  value: unknown,
): string | undefined {
  const fieldSchema = (schema.shape as Record<string, z.ZodType>)[field];
  if (!fieldSchema) return undefined;
  const parsed = fieldSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
