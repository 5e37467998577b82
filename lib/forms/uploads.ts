// The files a form carries, on the server (the inquiry's drawings and photos, the application's CV), kept
// in Cloud Storage under {folder}/{submission_id}/, never publicly readable (storage.rules). With
// JavaScript they go straight from the browser through upload links (a function host refuses bodies over
// 4.5 MB); without, in the post itself (up to 4 MB), saved once every check passed. Either way the server
// checks what arrived before the submission is written, and deletes a refused upload; the files of a
// submission never completed go with the sweep, within a day.
import "server-only";
import { headers } from "next/headers";
import { after } from "next/server";
import { submissionCollections } from "@/lib/content/collections";
import { withDb } from "@/lib/firebase/admin";
import { downloadLink, getBucket } from "@/lib/firebase/storage";
import {
  admissionRefused,
  companyFacts,
  MESSAGES,
  readStart,
  SUBMISSION_ID,
} from "@/lib/forms/checks";
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
} from "@/lib/forms/files";
import { FILES_FIELD } from "@/lib/forms/form-limits";
import { clientAddress } from "@/lib/http/client-address";
import type { MailField } from "@/lib/notify/mail";

/** The forms that take files: the folder (named as the collection of their documents), the rules. */
const FILE_FORMS = {
  inquiry: { folder: "inquiries", rules: INQUIRY_FILES, mailLabel: "File" },
  application: { folder: "applications", rules: APPLICATION_FILES, mailLabel: "CV" },
} as const;
export type FileFormName = keyof typeof FILE_FORMS;

/** A stored file as the submission's document lists it. */
type StoredFile = { name: string; size: number; type: string; path: string; bucket: string };

const FILES_LOST = "Choose your files again: a form sent back to you cannot keep them.";
const NOT_WHOLE =
  "did not arrive whole. Please choose your files again and send the form once more.";

/** Where a submission's files are kept, and its file `index`. */
const folderOf = (formName: FileFormName, id: string) => `${FILE_FORMS[formName].folder}/${id}/`;
const pathOf = (formName: FileFormName, id: string, index: number, name: string) =>
  folderOf(formName, id) + storedName(index, name);

/** What the browser asks for: links for these files of this submission (browser-parts.ts). */
export type UploadRequest = {
  submission_id: string;
  start_token: string;
  website: string;
  files: FileInfo[];
};
/** The links, one per file, or why there are none. */
export type UploadLinks = { uploads: { name: string; url: string }[] } | { message: string };

const isFileInfo = (f: FileInfo) =>
  typeof f?.name === "string" &&
  f.name !== "" &&
  f.name.length <= 255 &&
  Number.isSafeInteger(f.size);

/**
 * Upload links for one submission's files (the forms' server actions answer with them), after the same
 * spam checks and rate limit as a post: one resumable session per file, for its path and declared size
 * only; a honeypot gets none. Where no process lives between requests (Vercel), the sweep runs after.
 */
export async function uploadLinks(
  formName: FileFormName,
  request: UploadRequest,
  context?: { ip: string; origin: string | null; now?: number },
): Promise<UploadLinks> {
  const { rules } = FILE_FORMS[formName];
  const asked = context ? null : await headers();
  if (asked) after(() => sweepNowAndThen());
  const {
    ip,
    origin,
    now = Date.now(),
  } = context ?? {
    ip: clientAddress(asked!),
    origin: asked!.get("origin"),
  };
  const { submission_id: id, files, website, start_token } = request ?? {};
  if (
    !SUBMISSION_ID.test(String(id)) ||
    !Array.isArray(files) ||
    !(files.length > 0 && files.length <= rules.count + 1 && files.every(isFileInfo))
  )
    return { message: "This upload request is not one our form makes." };
  if (website) return { uploads: [] };
  const problem = fileListProblem(files, rules);
  if (problem) return { message: problem };
  const { started, tooFast } = readStart(String(start_token), now);
  if (!started || tooFast) return { message: MESSAGES.tooFast };
  try {
    const refused = await admissionRefused(started, id, ip, now);
    if (refused) return { message: refused };
    const uploads = await Promise.all(
      files.map(async ({ name, size }, index) => {
        const [url] = await getBucket()
          .file(pathOf(formName, id, index, name))
          .createResumableUpload({
            metadata: {
              contentType: mimeOf(name),
              contentLength: size,
              metadata: { original_name: name },
            },
            ...(origin ? { origin } : {}),
          });
        return { name, url };
      }),
    );
    return { uploads };
  } catch (error) {
    console.error(
      `[forms] upload links for ${id} failed:`,
      error instanceof Error ? error.message : error,
    );
    return { message: MESSAGES.failed((await companyFacts()).phone[0]) };
  }
}

/** The files of the post itself (a visitor without JavaScript); an empty file input posts a nameless one. */
const postedFiles = (formData: FormData) =>
  formData
    .getAll(FILES_FIELD)
    .filter((f): f is File => typeof f !== "string" && (f.name !== "" || f.size > 0));

/** Why a post without scripts cannot carry its files (over 4 MB in all), or undefined. */
export async function postedFilesTooLarge(formName: FileFormName, formData: FormData) {
  const { rules } = FILE_FORMS[formName];
  const total = postedFiles(formData).reduce((sum, f) => sum + f.size, 0);
  if (total <= rules.withoutScriptsBytes) return undefined;
  const { email } = await companyFacts();
  return (
    `Your files are ${formatSize(total, "up")}: without JavaScript a form can carry ${formatSize(rules.withoutScriptsBytes)} of files. ` +
    `Send the form without them and e-mail the files to ${email} quoting your name, or turn JavaScript on to attach up to ${formatSize(rules.totalBytes)}.`
  );
}

/** The note for the file field of a post sent back with files: the browser does not keep them. */
export const filesLostNote = (formData: FormData) =>
  postedFiles(formData).length > 0 ? FILES_LOST : undefined;

/**
 * Checks what arrived of the files the schema listed (in the post, or exactly those declared, whole, in
 * the folder, where anything else goes) and their content; `store` saves posted files and gives the
 * document's list and the mail's lines, each with a download link valid for 7 days.
 */
export async function checkFiles(
  formName: FileFormName,
  id: string,
  formData: FormData,
  declared: FileInfo[],
): Promise<
  | { ok: false; message: string }
  | { ok: true; store(): Promise<{ files: StoredFile[]; mailFields: MailField[] }> }
> {
  const { rules, mailLabel } = FILE_FORMS[formName];
  const posted = postedFiles(formData);
  const contents = await Promise.all(posted.map(async (f) => Buffer.from(await f.arrayBuffer())));
  // Uploaded through the links: what is in the submission's folder.
  const [objects] =
    declared.length && !posted.length
      ? await getBucket().getFiles({ prefix: folderOf(formName, id) })
      : [[]];
  const refuse = async (message: string) => {
    await Promise.all(objects.map((o) => o.delete({ ignoreNotFound: true })));
    return { ok: false as const, message };
  };
  const files: StoredFile[] = [];
  for (const [i, { name, size }] of (posted.length ? posted : declared).entries()) {
    const path = pathOf(formName, id, i, name);
    const object = objects.find((o) => o.name === path);
    if (!posted.length && Number(object?.metadata.size ?? -1) !== size)
      return refuse(`${name} ${NOT_WHOLE}`);
    const head = posted.length
      ? contents[i].subarray(0, HEAD_BYTES)
      : (await object!.download({ start: 0, end: Math.min(HEAD_BYTES, size) - 1 }))[0];
    const problem = contentProblem(name, head, rules);
    if (problem) return refuse(posted.length ? `${problem} ${FILES_LOST}` : problem);
    files.push({ name, size, type: mimeOf(name), path, bucket: getBucket().name });
  }
  await Promise.all(
    objects
      .filter((o) => !files.some((f) => f.path === o.name))
      .map((o) => o.delete({ ignoreNotFound: true })),
  );
  return {
    ok: true,
    async store() {
      await Promise.all(
        posted.map((file, i) =>
          getBucket()
            .file(files[i].path)
            .save(contents[i], {
              resumable: false,
              contentType: mimeOf(file.name),
              metadata: { metadata: { original_name: file.name } },
            }),
        ),
      );
      const mailFields = await Promise.all(
        files.map(async (file, i) => ({
          label: `${mailLabel} ${i + 1}`,
          value: `${file.name} (${formatSize(file.size)})`,
          href: await downloadLink(file.path),
        })),
      );
      return { files, mailFields };
    },
  };
}

/** An upload this old whose submission was never written is abandoned (a visitor sends within minutes). */
export const ABANDONED_AFTER_MS = 60 * 60_000;
const KEPT = "submitted";

/**
 * Deletes the files of submissions never completed (folders older than an hour without their document)
 * and marks complete ones, which later sweeps skip unread. Returns how many files it deleted.
 */
export async function sweepAbandonedUploads(now = Date.now()): Promise<number> {
  let deleted = 0;
  for (const { folder } of Object.values(FILE_FORMS)) {
    const [objects] = await getBucket().getFiles({ prefix: `${folder}/` });
    const folders = new Map<string, typeof objects>();
    for (const object of objects) {
      if (object.metadata.metadata?.[KEPT] === "true") continue;
      const id = object.name.split("/")[1];
      if (id) folders.set(id, [...(folders.get(id) ?? []), object]);
    }
    for (const [id, files] of folders) {
      const newest = Math.max(...files.map((f) => Date.parse(String(f.metadata.timeCreated))));
      if (!(now - newest > ABANDONED_AFTER_MS)) continue;
      const written = await withDb(
        async (db) => (await db.collection(submissionCollections[folder]).doc(id).get()).exists,
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
