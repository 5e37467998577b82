// The files a form carries, on the server: the inquiry's drawings and photos, the application's CV.
// Files are kept in Cloud Storage under {folder}/{submission_id}/ (inquiries/, applications/), never
// publicly readable (storage.rules), and reach it one of two ways:
// - with JavaScript, straight from the browser: the page asks for upload links (POST
//   /api/inquiry-uploads or /api/application-uploads), which are resumable upload sessions the server
//   opens with firebase-admin, one per file, for that submission's folder only, after the same spam
//   checks and rate limit as a post (a function host refuses request bodies over 4.5 MB, so files
//   cannot pass through it);
// - without, in the form post itself (up to 4 MB in all), saved by the server once every check passed.
// Either way the server checks what arrived (count, size, and the content against the type) before the
// submission is written; a refused upload is deleted. Files of a submission never completed are deleted
// by the sweep (sweepAbandonedUploads), within a day.
import "server-only";
import { submissionCollections } from "@/lib/content/collections";
import { withDb } from "@/lib/firebase/admin";
import { downloadLink, getBucket } from "@/lib/firebase/storage";
import {
  APPLICATION_FILES,
  contentProblem,
  fileListProblem,
  formatSize,
  HEAD_BYTES,
  INQUIRY_FILES,
  mimeOf,
  storedName,
  type FileInfo,
  type FileRules,
} from "@/lib/forms/files";
import {
  admissionRefused,
  companyFacts,
  MESSAGES,
  readStart,
  SUBMISSION_ID,
} from "@/lib/forms/checks";
import { FILES_FIELD } from "@/lib/forms/form-limits";
import type { MailField } from "@/lib/notify/mail";

/** A stored file as the submission's document lists it. */
type StoredFile = { name: string; size: number; type: string; path: string; bucket: string };

type FileForm = {
  folder: string;
  collection: string;
  rules: FileRules;
  /** Each file's line in the owners' mail: "File 1". */ mailLabel: string;
};

/** The forms that take files: where their files are kept, the collection of their documents, their rules. */
const FILE_FORMS = {
  inquiry: {
    folder: "inquiries",
    collection: submissionCollections.inquiries,
    rules: INQUIRY_FILES,
    mailLabel: "File",
  },
  application: {
    folder: "applications",
    collection: submissionCollections.applications,
    rules: APPLICATION_FILES,
    mailLabel: "CV",
  },
} as const satisfies Record<string, FileForm>;
export type FileFormName = keyof typeof FILE_FORMS;

const submissionFolder = (form: FileForm, submissionId: string) =>
  `${form.folder}/${submissionId}/`;

const NO_SCRIPT_TOO_LARGE = (total: number, email: string, rules: FileRules) =>
  `Your files are ${formatSize(total, "up")}: without JavaScript a form can carry ${formatSize(rules.withoutScriptsBytes)} of files. ` +
  `Send the form without them and e-mail the files to ${email} quoting your name, or turn JavaScript on to attach up to ${formatSize(rules.totalBytes)}.`;

const FILES_LOST = "Choose your files again: a form sent back to you cannot keep them.";

// ---- upload links ---------------------------------------------------------------------------------

export type UploadRequest = {
  submission_id?: unknown;
  start_token?: unknown;
  website?: unknown;
  files?: unknown;
};
export type UploadAnswer = {
  status: number;
  body: { uploads?: { name: string; url: string }[]; message?: string };
};

function requestedFiles(files: unknown, rules: FileRules): FileInfo[] | null {
  if (!Array.isArray(files) || files.length === 0 || files.length > rules.count + 1) return null;
  const list = files.map((f: { name?: unknown; size?: unknown }) => ({
    name: typeof f?.name === "string" ? f.name : "",
    size: Number(f?.size),
  }));
  return list.every((f) => f.name && f.name.length <= 255 && Number.isSafeInteger(f.size))
    ? list
    : null;
}

/**
 * Upload links for one submission's files: the same spam checks as a post (honeypot, fill time, a start
 * used by no other submission), its slot of the visitor's rate limit, then one resumable session per
 * file, for that file's path and declared size only. A honeypot answer looks fine and holds no links.
 */
export async function issueUploadLinks(
  formName: FileFormName,
  request: UploadRequest,
  context: { ip: string; origin: string | null; now?: number },
): Promise<UploadAnswer> {
  const form = FILE_FORMS[formName];
  const now = context.now ?? Date.now();
  const submissionId = typeof request.submission_id === "string" ? request.submission_id : "";
  const files = requestedFiles(request.files, form.rules);
  if (!SUBMISSION_ID.test(submissionId) || !files)
    return { status: 400, body: { message: "This upload request is not one our form makes." } };
  if (typeof request.website === "string" && request.website !== "")
    return { status: 200, body: { uploads: [] } };
  const problem = fileListProblem(files, form.rules);
  if (problem) return { status: 400, body: { message: problem } };
  const { started, tooFast } = readStart(
    typeof request.start_token === "string" ? request.start_token : "",
    now,
  );
  if (!started || tooFast) return { status: 409, body: { message: MESSAGES.tooFast } };
  try {
    const refused = await admissionRefused(started, submissionId, context.ip, now);
    if (refused)
      return { status: refused === MESSAGES.tooFast ? 409 : 429, body: { message: refused } };
    const bucket = getBucket();
    const uploads = await Promise.all(
      files.map(async (file, index) => {
        const [url] = await bucket
          .file(submissionFolder(form, submissionId) + storedName(index, file.name))
          .createResumableUpload({
            metadata: {
              contentType: mimeOf(file.name),
              contentLength: file.size,
              metadata: { original_name: file.name },
            },
            ...(context.origin ? { origin: context.origin } : {}),
          });
        return { name: file.name, url };
      }),
    );
    return { status: 200, body: { uploads } };
  } catch (error) {
    console.error(
      `[forms] upload links for ${submissionId} failed:`,
      error instanceof Error ? error.message : error,
    );
    return { status: 503, body: { message: MESSAGES.failed((await companyFacts()).phone[0]) } };
  }
}

// ---- checking and storing a submission's files -------------------------------------------------------

type CheckedFiles = { ok: true; store(): Promise<StoredFile[]> } | { ok: false; message: string };

const storedFile = (path: string, name: string, size: number): StoredFile => ({
  name,
  size,
  type: mimeOf(name),
  path,
  bucket: getBucket().name,
});

/** Files posted with the form (no JavaScript): at most 4 MB in all, each one's content fits its type. */
async function checkPosted(
  form: FileForm,
  submissionId: string,
  posted: File[],
): Promise<CheckedFiles> {
  const contents = await Promise.all(posted.map(async (f) => Buffer.from(await f.arrayBuffer())));
  for (const [i, file] of posted.entries()) {
    const problem = contentProblem(file.name, contents[i].subarray(0, HEAD_BYTES), form.rules);
    if (problem) return { ok: false, message: `${problem} ${FILES_LOST}` };
  }
  return {
    ok: true,
    store: () =>
      Promise.all(
        posted.map(async (file, i) => {
          const path = submissionFolder(form, submissionId) + storedName(i, file.name);
          await getBucket()
            .file(path)
            .save(contents[i], {
              resumable: false,
              contentType: mimeOf(file.name),
              metadata: { metadata: { original_name: file.name } },
            });
          return storedFile(path, file.name, contents[i].length);
        }),
      ),
  };
}

/** Files uploaded through the links: exactly those declared, of their declared sizes, content checked. */
async function checkUploaded(
  form: FileForm,
  submissionId: string,
  declared: FileInfo[],
): Promise<CheckedFiles> {
  const bucket = getBucket();
  const [objects] = await bucket.getFiles({ prefix: submissionFolder(form, submissionId) });
  const byPath = new Map(objects.map((o) => [o.name, o]));
  const refuse = async (message: string): Promise<CheckedFiles> => {
    await Promise.all(objects.map((o) => o.delete({ ignoreNotFound: true })));
    return { ok: false, message };
  };
  const stored: StoredFile[] = [];
  for (const [i, file] of declared.entries()) {
    const path = submissionFolder(form, submissionId) + storedName(i, file.name);
    const object = byPath.get(path);
    if (!object || Number(object.metadata.size) !== file.size) {
      return refuse(
        `${file.name} did not arrive whole. Please choose your files again and send the form once more.`,
      );
    }
    const [head] = await object.download({ start: 0, end: Math.min(HEAD_BYTES, file.size) - 1 });
    const problem = contentProblem(file.name, head, form.rules);
    if (problem) return refuse(problem);
    stored.push(storedFile(path, file.name, file.size));
  }
  // Anything else in the folder was not declared: it goes.
  const kept = new Set(stored.map((f) => f.path));
  await Promise.all(
    objects.filter((o) => !kept.has(o.name)).map((o) => o.delete({ ignoreNotFound: true })),
  );
  return { ok: true, store: async () => stored };
}

/** The files of the post itself (a visitor without JavaScript); an empty file input posts a nameless one. */
const postedFiles = (formData: FormData) =>
  formData
    .getAll(FILES_FIELD)
    .filter((f): f is File => typeof f !== "string" && (f.name !== "" || f.size > 0));

/** Why a post without scripts cannot carry its files (over 4 MB in all), or undefined. */
export async function postedFilesTooLarge(
  formName: FileFormName,
  formData: FormData,
): Promise<string | undefined> {
  const { rules } = FILE_FORMS[formName];
  const total = postedFiles(formData).reduce((sum, f) => sum + f.size, 0);
  return total > rules.withoutScriptsBytes
    ? NO_SCRIPT_TOO_LARGE(total, (await companyFacts()).email, rules)
    : undefined;
}

/** The note for the file field of a post sent back with files: the browser does not keep them. */
export const filesLostNote = (formData: FormData) =>
  postedFiles(formData).length > 0 ? FILES_LOST : undefined;

/** What a submission's document lists of its files, and the lines of the owners' mail for them. */
export type FilesStored = { files: StoredFile[]; mailFields: MailField[] };

/**
 * Checks a submission's files, whose list (names and sizes) the form's schema has checked: what arrived
 * (in the post, or uploaded through the links) and their content. `store` saves posted files and gives
 * the document's list and the mail's lines.
 */
export async function checkFiles(
  formName: FileFormName,
  submissionId: string,
  formData: FormData,
  declared: FileInfo[],
): Promise<{ ok: false; message: string } | { ok: true; store(): Promise<FilesStored> }> {
  const form = FILE_FORMS[formName];
  const posted = postedFiles(formData);
  const checked: CheckedFiles =
    declared.length === 0
      ? { ok: true, store: async () => [] }
      : posted.length > 0
        ? await checkPosted(form, submissionId, posted)
        : await checkUploaded(form, submissionId, declared);
  if (!checked.ok) return checked;
  return {
    ok: true,
    async store() {
      const files = await checked.store();
      return { files, mailFields: await fileMailFields(files, form.mailLabel) };
    },
  };
}

/** The lines of the owners' mail for the stored files, each with a download link valid for 7 days. */
async function fileMailFields(files: StoredFile[], label: string): Promise<MailField[]> {
  return Promise.all(
    files.map(async (file, i) => ({
      label: `${label} ${i + 1}`,
      value: `${file.name} (${formatSize(file.size)})`,
      href: await downloadLink(file.path),
    })),
  );
}

// ---- the sweep --------------------------------------------------------------------------------------

/** An upload this old whose submission was never written is abandoned (a visitor sends within minutes). */
export const ABANDONED_AFTER_MS = 60 * 60_000;
const KEPT = "submitted";

/**
 * Deletes the files of submissions never completed: every folder under inquiries/ and applications/
 * older than an hour whose document (in Inquiries, Career) does not exist. Folders found complete are
 * marked on their files, so later sweeps skip them without reading the database. Returns how many files
 * it deleted.
 */
export async function sweepAbandonedUploads(now = Date.now()): Promise<number> {
  let deleted = 0;
  for (const form of Object.values(FILE_FORMS)) {
    const [objects] = await getBucket().getFiles({ prefix: `${form.folder}/` });
    const folders = new Map<string, typeof objects>();
    for (const object of objects) {
      if (object.metadata.metadata?.[KEPT] === "true") continue;
      const id = object.name.split("/")[1];
      if (id) folders.set(id, [...(folders.get(id) ?? []), object]);
    }
    for (const [id, files] of folders) {
      const newest = Math.max(
        ...files.map((f) => Date.parse(String(f.metadata.timeCreated ?? f.metadata.updated ?? ""))),
      );
      if (!(now - newest > ABANDONED_AFTER_MS)) continue;
      const written = await withDb(
        async (db) => (await db.collection(form.collection).doc(id).get()).exists,
      );
      if (written) {
        await Promise.all(files.map((f) => f.setMetadata({ metadata: { [KEPT]: "true" } })));
        continue;
      }
      await Promise.all(files.map((f) => f.delete({ ignoreNotFound: true })));
      deleted += files.length;
    }
  }
  return deleted;
}

const SWEEP_EVERY_MS = 15 * 60_000;
const sweepState = globalThis as typeof globalThis & { __uploadSweepAt?: number };

/** Runs the sweep unless this process ran it in the last 15 minutes; never throws (it is housekeeping). */
export async function sweepNowAndThen(now = Date.now()): Promise<void> {
  if (now - (sweepState.__uploadSweepAt ?? 0) < SWEEP_EVERY_MS) return;
  sweepState.__uploadSweepAt = now;
  try {
    const deleted = await sweepAbandonedUploads(now);
    if (deleted) console.log(`[forms] deleted ${deleted} file(s) of forms never sent`);
  } catch (error) {
    console.error(
      "[forms] the sweep of abandoned uploads failed:",
      error instanceof Error ? error.message : error,
    );
  }
}
