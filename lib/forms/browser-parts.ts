// What a form loads in the browser when the visitor first touches it (the inquiry and the application
// each in a chunk of its own: inquiry-browser.ts, application-browser.ts): its schema's checks, and the
// sending of a form with files. That checks each file's first bytes against its type, asks the site for
// upload links for this submission (POST /api/inquiry-uploads, /api/application-uploads), sends each file
// straight to Storage with one PUT to its resumable upload session, then posts the form without the
// files, naming them (`files[0].name`, `files[0].size`); the server checks them again.
import type { z } from "zod";
import { parseForm } from "@/lib/forms/fields";
import {
  APPLICATION_FILES,
  contentProblem,
  fileListProblem,
  HEAD_BYTES,
  INQUIRY_FILES,
  mimeOf,
  type FileRules,
} from "@/lib/forms/files";
import { FILES_FIELD } from "@/lib/forms/form-limits";
import { formText, META_FIELDS } from "@/lib/forms/result";

/** Where a form asks for its upload links, and the rules its files follow. */
type FileTarget = { path: string; rules: FileRules };
export const INQUIRY_UPLOADS = { path: "/api/inquiry-uploads", rules: INQUIRY_FILES };
export const APPLICATION_UPLOADS = { path: "/api/application-uploads", rules: APPLICATION_FILES };

type Uploaded = { ok: true } | { ok: false; message: string };

const COULD_NOT =
  "Your files could not be uploaded: please check your connection and send the form again.";

/** The first content problem among the files (an executable renamed drawing.pdf), or undefined. */
async function contentProblemOf(files: File[], rules: FileRules): Promise<string | undefined> {
  for (const file of files) {
    const problem = contentProblem(
      file.name,
      new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()),
      rules,
    );
    if (problem) return problem;
  }
  return undefined;
}

async function uploadFiles(target: FileTarget, files: File[], form: FormData): Promise<Uploaded> {
  const problem = await contentProblemOf(files, target.rules);
  if (problem) return { ok: false, message: problem };
  const text = (name: string) => formText(form, name);
  try {
    const res = await fetch(target.path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      cache: "no-store",
      body: JSON.stringify({
        submission_id: text(META_FIELDS.submissionId),
        start_token: text(META_FIELDS.startToken),
        website: text(META_FIELDS.honeypot),
        files: files.map((f) => ({ name: f.name, size: f.size })),
      }),
    });
    const links = (await res.json().catch(() => ({}))) as {
      uploads?: { url: string }[];
      message?: string;
    };
    if (!res.ok || !links.uploads) return { ok: false, message: links.message ?? COULD_NOT };
    const sent = await Promise.all(
      links.uploads.map((upload, i) =>
        fetch(upload.url, {
          method: "PUT",
          body: files[i],
          headers: { "content-type": mimeOf(files[i].name) },
        }).then((r) => r.ok),
      ),
    );
    return sent.every(Boolean) ? { ok: true } : { ok: false, message: COULD_NOT };
  } catch {
    return { ok: false, message: COULD_NOT };
  }
}

type Sending = {
  /** Shows what is happening on the submit button. */
  busy: (text: string) => void;
  /** Posts the form to its server action. */
  post: (data: FormData) => void;
  /** Shows why the files were not sent, next to the file field. */
  refuseFiles: (message: string) => void;
};

/** Sends a checked form: its files to Storage first, then the form without them. */
async function sendWithFiles(
  target: FileTarget,
  form: HTMLFormElement,
  { busy, post, refuseFiles }: Sending,
): Promise<void> {
  const data = new FormData(form);
  data.delete(FILES_FIELD);
  const input = form.elements.namedItem(FILES_FIELD);
  const files = input instanceof HTMLInputElement ? Array.from(input.files ?? []) : [];
  if (files.length > 0) {
    busy(`Uploading ${files.length === 1 ? "your file" : `${files.length} files`}…`);
    const uploaded = await uploadFiles(target, files, data);
    if (!uploaded.ok) {
      refuseFiles(uploaded.message);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    files.forEach((file, i) => {
      data.set(`${FILES_FIELD}[${i}].name`, file.name);
      data.set(`${FILES_FIELD}[${i}].size`, String(file.size));
    });
  }
  busy("Sending…");
  post(data);
}

/**
 * A form's code in the browser: `validate`, its schema's checks of the form's data (Conform's
 * submission); `fileProblem`, of chosen files (count, size, type, then content); `send`.
 */
export function browserParts(schema: z.ZodType, target: FileTarget) {
  return {
    validate: (data: FormData) => parseForm(data, schema),
    fileProblem: async (files: File[]) =>
      fileListProblem(files, target.rules) ?? (await contentProblemOf(files, target.rules)),
    send: (form: HTMLFormElement, sending: Sending) => sendWithFiles(target, form, sending),
  };
}
export type BrowserParts = ReturnType<typeof browserParts>;
