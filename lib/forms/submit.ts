// The path every form post takes on the server: the honeypot, the form's schema (Conform's reader), the
// fill time, lookups, the files, the admission checks (checks.ts), then one atomic write of the
// submission with `create()` at its id and the owners' mail (lib/notify/mail.ts): a retry that finds the
// document written counts as sent and writes no second mail. Whatever happens, the visitor gets an
// answer and keeps what they typed; nothing is reported as sent that was not written.
import "server-only";
import { randomUUID } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
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
import { formText, META_FIELDS, type FormReply } from "@/lib/forms/result";
import {
  checkFiles,
  filesLostNote,
  postedFilesTooLarge,
  type FileFormName,
} from "@/lib/forms/uploads";
import { clientAddress } from "@/lib/http/client-address";
import { MAIL_COLLECTION, mailDocument, type Notification } from "@/lib/notify/mail";
import { isSitePath } from "@/lib/site/paths";

type FieldErrors = Record<string, string[]>;

/** What the notification shows; submit.ts adds the files, where it came from and whose site it is. */
type NotificationDraft = Omit<Notification, "collection" | "id" | "siteName">;

type Prepared =
  | { ok: true; document: Record<string, unknown>; notification: NotificationDraft }
  | { ok: false; fieldErrors: FieldErrors };

export type FormDefinition<S extends z.ZodType> = {
  /** For the log and the mail's id: "inquiry", "application". */
  kind: FileFormName;
  collection: string;
  schema: S;
  /** Where the form lives, written when the post does not say a usable page. */
  defaultPage: string;
  /** Looks up what the post refers to and builds the document's fields (the schema's; files are added). */
  prepare(data: z.output<S>): Promise<Prepared>;
  /** The success text: "Thank you, <name>…" and what happens next. */
  thanks(name: string): string;
};

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

// gRPC status 6 ALREADY_EXISTS: this submission was written by an earlier try.
const isAlreadyExists = (error: unknown) => (error as { code?: unknown } | null)?.code === 6;

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
  const thank = (name: unknown): FormReply => ({
    ...submission.reply({ resetForm: true }),
    thanks: form.thanks(
      String(name ?? "")
        .trim()
        .replace(/\s+/g, " ")
        .slice(0, 100),
    ),
  });

  try {
    if (formText(post, META_FIELDS.honeypot) !== "") {
      // Only bots fill the hidden field: they get what looks like success, and nothing is written.
      console.warn(`[forms] ${form.kind}: honeypot filled, nothing written`);
      return thank(formText(post, "name"));
    }
    const tooLarge = await postedFilesTooLarge(form.kind, formData);
    if (submission.status !== "success" || tooLarge)
      return sendBack({ fieldErrors: tooLarge ? { files: [tooLarge] } : {} });
    if (!started || tooFast) return sendBack({ formError: MESSAGES.tooFast });

    const data = submission.value as z.output<S> & { name: string; files?: FileInfo[] };
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
    const mail = mailDocument({
      ...prepared.notification,
      siteName: (await companyFacts()).name,
      fields: [
        ...prepared.notification.fields,
        ...stored.mailFields,
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
          files: stored.files,
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
    return thank(data.name);
  } catch (error) {
    // The visitor's details stay out of the log; the id finds the submission if it arrives later.
    console.error(
      `[forms] ${form.kind} ${submissionId} was not saved:`,
      error instanceof Error ? error.message : error,
    );
    return sendBack({ formError: MESSAGES.failed((await companyFacts()).phone[0]) });
  }
}
