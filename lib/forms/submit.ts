// The path every form post takes on the server: the honeypot, the form's schema (Conform's reader), the
// fill time, lookups, the files, the admission checks (checks.ts), then one transaction that gives the
// submission its reference (INQ-26-0042: the year's next number), writes it at its id with the owners'
// mail and, at most three times a day per address, the visitor's acknowledgment (lib/notify/mail.ts): a
// retry that finds the document written is thanked with its reference and writes nothing. Whatever
// happens, the visitor gets an answer and keeps what they typed; nothing is reported as sent that was
// not written.
import "server-only";
import { randomUUID } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { headers } from "next/headers";
import type { z } from "zod";
import { withDb } from "@/lib/firebase/admin";
import {
  admissionRefused,
  companyFacts,
  issueStartToken,
  MESSAGES,
  readStart,
  SUBMISSION_ID,
} from "@/lib/forms/checks";
import { parseForm } from "@/lib/forms/fields";
import type { FileInfo } from "@/lib/forms/files";
import { visitorKey, RATE_LIMIT_COLLECTION } from "@/lib/forms/rate-limit";
import { formText, META_FIELDS, type FormReply } from "@/lib/forms/result";
import {
  checkFiles,
  filesLostNote,
  postedFilesTooLarge,
  type FileFormName,
} from "@/lib/forms/uploads";
import { clientAddress } from "@/lib/http/client-address";
import {
  acknowledgment,
  MAIL_COLLECTION,
  mailDocument,
  type Notification,
} from "@/lib/notify/mail";
import { indiaYear } from "@/lib/site/india-date";
import { isSitePath } from "@/lib/site/paths";

type FieldErrors = Record<string, string[]>;

/** What the notification shows; submit.ts adds the files, where it came from and whose site it is. */
type NotificationDraft = Omit<Notification, "collection" | "id" | "siteName">;

type Prepared =
  | {
      ok: true;
      document: Record<string, unknown>;
      notification: NotificationDraft;
      /** What was asked, in the catalogue's words only (never the visitor's): the thanks, the acknowledgment. */
      asked: string[];
    }
  | { ok: false; fieldErrors: FieldErrors };

export type FormDefinition<S extends z.ZodType> = {
  /** For the log and the mail's id: "inquiry", "application". */
  kind: FileFormName;
  /** The reference's first part: INQ, APP. */
  prefix: string;
  collection: string;
  schema: S;
  /** Where the form lives, written when the post does not say a usable page. */
  defaultPage: string;
  /** Looks up what the post refers to and builds the document's fields (the schema's; files are added). */
  prepare(data: z.output<S>): Promise<Prepared>;
  /** The success text: "Thank you, <name>…", the reference and what happens next. */
  thanks(name: string, reference: string): string;
  /** How the company answers, in the acknowledgment. */
  answer: string;
};

/** Each year's last reference number per form, under `form_references/{prefix}-{yy}`. */
const REFERENCE_COLLECTION = "form_references";
/** Acknowledgments one address may receive in a day (each under its keyed hash, as the rate limit). */
const ACKNOWLEDGMENTS = { max: 3, windowMs: 24 * 3600_000 } as const;

/** Who is posting, to count their submissions (see rate-limit.ts and lib/http/client-address.ts). */
export type SubmitContext = { ip: string; now?: number };

const PAGE_MAX = 300;
/** Posted text past this is not read (no field takes as much) nor sent back; nor rows past the 100th. */
const TEXT_MAX = 10_000;
const ROW_MAX = /\[\d{3,}\]/;
// No field's name is longer: a crafted one could nest the reply deeper than it can be sent.
const FIELD_NAME_MAX = 100;

/** The page the form was sent from: a site path such as /contact-us?product=x, or the form's own page. */
function pageOf(posted: string, fallback: string): string {
  const page = posted.trim();
  return isSitePath(page) && page.length <= PAGE_MAX ? page : fallback;
}

/** The post as it is read and sent back: each text within TEXT_MAX, rows and names within theirs. */
function readablePost(formData: FormData): FormData {
  const post = new FormData();
  for (const [name, value] of formData) {
    if (name.length <= FIELD_NAME_MAX && !ROW_MAX.test(name))
      post.append(name, typeof value === "string" ? value.slice(0, TEXT_MAX) : value);
  }
  return post;
}

const RECEIVED_FORMAT = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});
const receivedAt = (now: number) => `${RECEIVED_FORMAT.format(now)} IST`;

/** INQ-26-0042: short enough to read out on the phone. */
const referenceOf = (prefix: string, year: string, n: number) =>
  `${prefix}-${year}-${String(n).padStart(4, "0")}`;
const filesLine = (count: number) => `${count} ${count === 1 ? "file" : "files"} attached`;

export async function submitForm<S extends z.ZodType>(
  form: FormDefinition<S>,
  formData: FormData,
  context?: SubmitContext,
): Promise<FormReply> {
  // A post to the action that is not a form's (JSON or text) is refused with a word, not a 500.
  if (!(formData instanceof FormData)) {
    console.warn(`[forms] ${form.kind}: a post without form data, refused`);
    return { status: "error", error: { "": [MESSAGES.notAForm] } };
  }
  const { ip, now = Date.now() } = context ?? { ip: clientAddress(await headers()) };
  const year = String(indiaYear(now)).slice(2);
  const post = readablePost(formData);
  const submission = parseForm(post, form.schema);
  const postedId = formText(post, META_FIELDS.submissionId);
  const submissionId = SUBMISSION_ID.test(postedId) ? postedId : randomUUID();
  const page = pageOf(formText(post, META_FIELDS.page), form.defaultPage);
  const postedStart = formText(post, META_FIELDS.startToken);
  const { started, tooFast } = readStart(postedStart, now);
  // The start goes back with the form (time spent correcting counts); one that can never pass is
  // replaced, so a visitor without scripts can send again.
  let startToken = started ? postedStart : issueStartToken(now);

  /** The form sent back: what was typed, the hidden fields the server settled, and why. */
  const sendBack = ({
    formError,
    fieldErrors,
  }: {
    formError?: string;
    fieldErrors?: FieldErrors;
  }) => {
    // The note that files must be chosen again, unless something else is wrong with them.
    const lost =
      "error" in submission && submission.error?.files ? undefined : filesLostNote(formData);
    const reply = submission.reply({
      formErrors: formError ? [formError] : [],
      fieldErrors: { ...(lost ? { files: [lost] } : {}), ...fieldErrors },
    });
    const meta = { submission_id: submissionId, start_token: startToken, page };
    return { ...reply, initialValue: { ...reply.initialValue, ...meta } } satisfies FormReply;
  };
  const thank = (name: unknown, reference: string, asked: string[] = []): FormReply => ({
    ...submission.reply({ resetForm: true }),
    thanks: form.thanks(
      String(name ?? "")
        .trim()
        .replace(/\s+/g, " ")
        .slice(0, 100),
      reference,
    ),
    receipt: { reference, asked },
  });

  try {
    if (formText(post, META_FIELDS.honeypot) !== "") {
      // Only bots fill the hidden field: they get what looks like success, and nothing is written.
      console.warn(`[forms] ${form.kind}: honeypot filled, nothing written`);
      return thank(formText(post, "name"), referenceOf(form.prefix, year, now % 10_000));
    }
    const tooLarge = await postedFilesTooLarge(form.kind, formData);
    if (submission.status !== "success" || tooLarge)
      return sendBack({ fieldErrors: tooLarge ? { files: [tooLarge] } : {} });
    if (!started || tooFast) return sendBack({ formError: MESSAGES.tooFast });

    const data = submission.value as z.output<S> & {
      name: string;
      email: string;
      files?: FileInfo[];
    };
    const prepared = await form.prepare(data);
    if (!prepared.ok) return sendBack({ fieldErrors: prepared.fieldErrors });
    const files = await checkFiles(form.kind, submissionId, formData, data.files ?? []);
    if (!files.ok) return sendBack({ fieldErrors: { files: [files.message] } });
    const refused = await admissionRefused(started, submissionId, ip, now);
    if (refused) {
      // The next try gets a start of its own: this one may be spent.
      startToken = issueStartToken(now);
      return sendBack({ formError: refused });
    }

    const stored = await files.store();
    const siteName = (await companyFacts()).name;
    const asked = [
      ...prepared.asked,
      ...(stored.files.length ? [filesLine(stored.files.length)] : []),
    ];
    const reference = await withDb((db) =>
      db.runTransaction(async (tx) => {
        const ref = db.collection(form.collection).doc(submissionId);
        const counter = db.collection(REFERENCE_COLLECTION).doc(`${form.prefix}-${year}`);
        const acks = db
          .collection(RATE_LIMIT_COLLECTION)
          .doc(`ack-${visitorKey(data.email.toLowerCase())}`);
        const [before, last, sent] = await tx.getAll(ref, counter, acks);
        if (before.exists) return String(before.get("reference") ?? "");
        const next = (Number(last.get("last")) || 0) + 1;
        const reference = referenceOf(form.prefix, year, next);
        tx.set(counter, { last: next });
        tx.create(ref, {
          ...prepared.document,
          reference,
          files: stored.files,
          page,
          created_at: FieldValue.serverTimestamp(),
          submission_id: submissionId,
        });
        const mail = mailDocument({
          ...prepared.notification,
          subject: `[${reference}] ${prepared.notification.subject}`,
          siteName,
          fields: [
            { label: "Reference", value: reference },
            ...prepared.notification.fields,
            ...stored.mailFields,
            { label: "Sent from", value: page },
            { label: "Received", value: receivedAt(now) },
          ],
          collection: form.collection,
          id: submissionId,
        });
        if (mail)
          tx.create(db.collection(MAIL_COLLECTION).doc(`${form.kind}-${submissionId}`), mail);
        const times = [sent.get("sent")]
          .flat()
          .filter((t) => now - Number(t) < ACKNOWLEDGMENTS.windowMs);
        if (times.length < ACKNOWLEDGMENTS.max) {
          tx.set(acks, {
            sent: [...times, now],
            expires_at: Timestamp.fromMillis(now + ACKNOWLEDGMENTS.windowMs),
          });
          tx.create(
            db.collection(MAIL_COLLECTION).doc(`${form.kind}-${submissionId}-ack`),
            acknowledgment({ to: data.email, reference, asked, answer: form.answer, siteName }),
          );
        }
        return reference;
      }),
    );
    return thank(data.name, reference, asked);
  } catch (error) {
    // The visitor's details stay out of the log; the id finds the submission if it arrives later.
    console.error(
      `[forms] ${form.kind} ${submissionId} was not saved:`,
      error instanceof Error ? error.message : error,
    );
    return sendBack({ formError: MESSAGES.failed((await companyFacts()).phone[0]) });
  }
}
