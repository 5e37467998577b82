// What a form loads in the browser at first touch, in one chunk: its schema's checks, the checks of
// chosen files, and the sending: each file's first bytes checked, upload links asked of the form's
// server action (lib/forms/uploads.ts), one PUT per file straight to Storage, then the form posted
// naming the files (`files[0].name`, `files[0].size`), which the server checks again.
import type { z } from "zod";
import { applicationSchema } from "@/lib/forms/application";
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
import { inquirySchema } from "@/lib/forms/inquiry";
import { formText, META_FIELDS } from "@/lib/forms/result";
import type { UploadLinks, UploadRequest } from "@/lib/forms/uploads";

/** The form's server action that issues upload links (app/contact-us/actions.ts, app/career/actions.ts). */
export type AskForLinks = (request: UploadRequest) => Promise<UploadLinks>;

const COULD_NOT =
  "Your files could not be uploaded: please check your connection and send the form again.";

/** The first content problem among the files (an executable renamed drawing.pdf), or undefined. */
async function contentProblemOf(files: File[], rules: FileRules): Promise<string | undefined> {
  for (const file of files) {
    const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
    const problem = contentProblem(file.name, head, rules);
    if (problem) return problem;
  }
  return undefined;
}

/** Sends the files to Storage through the links the site issues for this submission: why not, or undefined. */
async function upload(
  ask: AskForLinks,
  files: File[],
  data: FormData,
): Promise<string | undefined> {
  const text = (name: string) => formText(data, name);
  try {
    const links = await ask({
      submission_id: text(META_FIELDS.submissionId),
      start_token: text(META_FIELDS.startToken),
      website: text(META_FIELDS.honeypot),
      files: files.map((f) => ({ name: f.name, size: f.size })),
    });
    if ("message" in links) return links.message;
    const sent = await Promise.all(
      links.uploads.map((link, i) =>
        fetch(link.url, {
          method: "PUT",
          body: files[i],
          headers: { "content-type": mimeOf(files[i].name) },
        }).then((r) => r.ok),
      ),
    );
    return sent.every(Boolean) ? undefined : COULD_NOT;
  } catch {
    return COULD_NOT;
  }
}

type Sending = {
  /** Shows what is happening on the submit button. */
  busy: (text: string) => void;
  /** Posts the form to its server action. */
  post: (data: FormData) => void;
  /** Shows why the files were not sent, next to the file field. */
  refuseFiles: (message: string) => void;
  askForLinks: AskForLinks;
};

/** A form's code in the browser, for its schema and its files' rules. */
function browserParts(schema: z.ZodType, rules: FileRules) {
  return {
    validate: (data: FormData) => parseForm(data, schema),
    fileProblem: async (files: File[]) =>
      fileListProblem(files, rules) ?? (await contentProblemOf(files, rules)),
    /** Sends a checked form: its files to Storage first, then the form without them. */
    async send(form: HTMLFormElement, { busy, post, refuseFiles, askForLinks }: Sending) {
      const data = new FormData(form);
      data.set(META_FIELDS.page, location.pathname + location.search);
      data.delete(FILES_FIELD);
      const input = form.elements.namedItem(FILES_FIELD) as HTMLInputElement | null;
      const files = Array.from(input?.files ?? []);
      if (files.length > 0) {
        busy(`Uploading ${files.length === 1 ? "your file" : `${files.length} files`}…`);
        const problem =
          (await contentProblemOf(files, rules)) ?? (await upload(askForLinks, files, data));
        if (problem) {
          refuseFiles(problem);
          input?.focus();
          return;
        }
        files.forEach((file, i) => {
          data.set(`${FILES_FIELD}[${i}].name`, file.name);
          data.set(`${FILES_FIELD}[${i}].size`, String(file.size));
        });
      }
      busy("Sending…");
      post(data);
    },
  };
}
export type BrowserParts = ReturnType<typeof browserParts>;

export const inquiry = browserParts(inquirySchema, INQUIRY_FILES);
export const application = browserParts(applicationSchema, APPLICATION_FILES);
