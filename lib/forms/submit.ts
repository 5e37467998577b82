// The path every form post takes on the server: spam checks (honeypot, a server-signed fill-time start
// used once), the form's schema, lookups, the rate limit, then one atomic write of the submission with
// `create()` at the submission id, together with the owners' notification mail (lib/notify/mail.ts). A
// time-out may hide a write that happened, so a retry with the same id that finds the document already
// there counts as sent, never as a duplicate, and the batch that failed on it writes no second mail.
// Whatever happens, the visitor gets an answer and keeps what they typed; nothing is reported as sent
// that was not written.
import "server-only";
import { randomUUID } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import type { z } from "zod";
import { withDb } from "@/lib/firebase/admin";
import { takeSubmissionSlot } from "@/lib/forms/rate-limit";
import {
  MAIL_COLLECTION,
  mailDocument,
  type MailField,
  type Notification,
} from "@/lib/notify/mail";
import {
  claimStartToken,
  fillTimeMs,
  issueStartToken,
  readStartToken,
} from "@/lib/forms/start-token";
import type { SubmitContext } from "@/lib/forms/request";
import {
  checkForm,
  META_FIELDS,
  MIN_FILL_MS,
  postedValues,
  type FormResult,
} from "@/lib/forms/result";
import { getCompany } from "@/lib/content/read";
import { defaultCompany } from "@/lib/site/company";

type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What the notification shows; submit.ts adds where the submission is stored, where it came from and whose site it is. */
type NotificationDraft = Omit<Notification, "collection" | "id" | "siteName">;

/** What a submission stores beside its document (files), once every check has passed. */
type Stored = { document: Record<string, unknown>; fields: MailField[] };

type Prepared<F extends string> =
  | {
      ok: true;
      document: Record<string, unknown>;
      notification: NotificationDraft;
      store?: () => Promise<Stored>;
    }
  | { ok: false; fieldErrors: FieldErrors<F> };

export type FormDefinition<S extends z.ZodType, F extends string> = {
  /** For the log: "inquiry", "application". */
  kind: string;
  collection: string;
  schema: S;
  fields: readonly F[];
  /** What the schema checks, read from the post (default: the text of each field). */
  read?: (formData: FormData) => Record<string, unknown>;
  /** Checks of the post the schema cannot make (what only a post carries, such as files), run with it. */
  check?: (formData: FormData) => FieldErrors<F> | Promise<FieldErrors<F>>;
  /** Notes for fields when the post is sent back unsent (files the browser could not keep). */
  notes?: (formData: FormData) => FieldErrors<F>;
  /** Where the form lives, written when the post does not say a usable page. */
  defaultPage: string;
  /**
   * Looks up what the post refers to and builds the document's own fields (schema fields only). `store`,
   * when given, runs after the spam checks and the rate limit, just before the write.
   */
  prepare(data: z.output<S>, submission: { id: string; formData: FormData }): Promise<Prepared<F>>;
  /** The success text: "Thank you, <name>…" and what happens next. */
  thanks(name: string): string;
};

export const SUBMISSION_ID = /^[A-Za-z0-9_-]{16,64}$/;
const PAGE_MAX = 300;

export const MESSAGES = {
  invalid: (count: number) =>
    count === 1
      ? "Please correct the field marked below."
      : `Please correct the ${count} fields marked below.`,
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

/** The page the form was sent from: a site path such as /contact-us?product=x, or the form's own page. */
function pageOf(posted: FormDataEntryValue | null, fallback: string): string {
  if (typeof posted !== "string") return fallback;
  const page = posted.trim();
  const sitePath = page.startsWith("/") && !page.startsWith("//") && !page.includes("\\");
  return sitePath && page.length <= PAGE_MAX && !/[\u0000-\u001F\u007F-\u009F]/.test(page)
    ? page
    : fallback;
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

const RECEIVED_FORMAT = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});
const receivedAt = (now: number) => `${RECEIVED_FORMAT.format(now)} IST`;

function isAlreadyExists(error: unknown): boolean {
  // gRPC status 6 ALREADY_EXISTS: this submission was written by an earlier try.
  return (error as { code?: unknown } | null)?.code === 6;
}

/** What is put back into the form: text as posted; lists (the inquiry's products) as JSON. */
function echo(input: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [
        key,
        (typeof value === "string" ? value : JSON.stringify(value)).slice(0, 10_000),
      ]),
  );
}

export async function submitForm<S extends z.ZodType, F extends string>(
  form: FormDefinition<S, F>,
  previous: FormResult<F> | undefined,
  formData: FormData,
  context: SubmitContext,
): Promise<FormResult<F>> {
  const serial =
    (typeof previous?.serial === "number" && Number.isSafeInteger(previous.serial)
      ? previous.serial
      : 0) + 1;
  const now = context.now ?? Date.now();
  // A post to the action that is not a form's (JSON or text, which Next hands over as it came) has no
  // fields to read: refused with a word, not a crash that answers 500.
  if (!(formData instanceof FormData)) {
    console.warn(`[forms] ${form.kind}: a post without form data, refused`);
    return { status: "refused", serial, values: {}, fieldErrors: {}, message: MESSAGES.notAForm };
  }
  const posted: Record<string, unknown> = form.read
    ? form.read(formData)
    : postedValues(formData, form.fields);
  const postedId = text(formData.get(META_FIELDS.submissionId));
  const submissionId = SUBMISSION_ID.test(postedId) ? postedId : randomUUID();
  const page = pageOf(formData.get(META_FIELDS.page), form.defaultPage);
  const postedStart = text(formData.get(META_FIELDS.startToken));
  const started = readStartToken(postedStart);
  const fillTime = started ? fillTimeMs(started, now) : null;
  const values = {
    ...echo(posted),
    [META_FIELDS.submissionId]: submissionId,
    // The start goes back with the form, so time spent correcting a field counts; one that can never
    // pass (forged, garbled, stale) is replaced, so a visitor without scripts can send again.
    [META_FIELDS.startToken]: fillTime === null ? issueStartToken(now) : postedStart,
    [META_FIELDS.page]: page,
  } as FormResult<F>["values"];
  const answer = (
    status: FormResult<F>["status"],
    message: string,
    fieldErrors: FieldErrors<F> = {},
  ): FormResult<F> => ({
    status,
    serial,
    values: status === "success" ? {} : values,
    fieldErrors: status === "success" ? fieldErrors : { ...form.notes?.(formData), ...fieldErrors },
    message,
  });
  const politeName = (name: string) => name.trim().replace(/\s+/g, " ").slice(0, 100);

  try {
    if (text(formData.get(META_FIELDS.honeypot)) !== "") {
      // Only bots fill the hidden field: they get what looks like success, and nothing is written.
      console.warn(`[forms] ${form.kind}: honeypot filled, nothing written`);
      return answer(
        "success",
        form.thanks(politeName(typeof posted.name === "string" ? posted.name : "")),
      );
    }
    const checked = checkForm(form.schema, posted);
    const postErrors = (await form.check?.(formData)) ?? {};
    if (!checked.ok || Object.keys(postErrors).length > 0) {
      const fieldErrors = {
        ...(checked.ok ? {} : (checked.fieldErrors as FieldErrors<F>)),
        ...postErrors,
      };
      return answer("invalid", MESSAGES.invalid(Object.keys(fieldErrors).length), fieldErrors);
    }
    if (!started || fillTime === null || fillTime < MIN_FILL_MS)
      return answer("refused", MESSAGES.tooFast);

    const prepared = await form.prepare(checked.data, { id: submissionId, formData });
    if (!prepared.ok)
      return answer(
        "invalid",
        MESSAGES.invalid(Object.keys(prepared.fieldErrors).length),
        prepared.fieldErrors,
      );
    // A token the visitor already used for another submission is a replay: as good as none. Their next
    // try gets a token of its own.
    if (!(await claimStartToken(started, submissionId, context.ip))) {
      values[META_FIELDS.startToken] = issueStartToken(now);
      return answer("refused", MESSAGES.tooFast);
    }
    if (!(await takeSubmissionSlot(context.ip, submissionId, now)))
      return answer("refused", MESSAGES.rateLimited((await companyFacts()).phone[0]));

    const stored = prepared.store ? await prepared.store() : { document: {}, fields: [] };
    const mail = mailDocument({
      ...prepared.notification,
      siteName: (await companyFacts()).name,
      fields: [
        ...prepared.notification.fields,
        ...stored.fields,
        { label: "Sent from", value: page },
        { label: "Received", value: receivedAt(now) },
      ],
      collection: form.collection,
      id: submissionId,
    });
    try {
      await withDb((db) => {
        const batch = db.batch();
        // The submission first: when it already exists the whole batch fails, the mail included.
        batch.create(db.collection(form.collection).doc(submissionId), {
          ...prepared.document,
          ...stored.document,
          page,
          created_at: FieldValue.serverTimestamp(),
          submission_id: submissionId,
        });
        if (mail)
          batch.create(db.collection(MAIL_COLLECTION).doc(`${form.kind}-${submissionId}`), mail);
        return batch.commit();
      });
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
    const name = (checked.data as { name?: unknown }).name;
    return answer("success", form.thanks(typeof name === "string" ? name : ""));
  } catch (error) {
    // The visitor's details stay out of the log; the id finds the submission if it arrives later.
    console.error(
      `[forms] ${form.kind} ${submissionId} was not saved:`,
      error instanceof Error ? error.message : error,
    );
    return answer("failed", MESSAGES.failed((await companyFacts()).phone[0]));
  }
}
