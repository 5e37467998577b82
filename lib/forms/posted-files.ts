// Reads the files a form post names, for either form that takes files: they come either in the post
// itself (a visitor without JavaScript) or, uploaded to Storage beforehand, as a list of names and sizes
// (lib/forms/browser-uploads.ts). The browser reads its own form with it before sending; the server
// reads the post with it.
import { FILES_FIELD, UPLOADED_FIELD } from "@/lib/forms/form-limits";
import type { FileInfo } from "@/lib/forms/files";

export type PostedFiles = {
  files: FileInfo[];
  /** Where the files are: in this post, or already in Storage under the submission's folder. */
  filesIn: "post" | "storage";
};

// A crafted post is not read in full.
const MAX_FILES = 50;

/** The files of the post itself: an empty file input still posts one nameless, empty entry. */
export function postedFiles(formData: FormData): File[] {
  return formData
    .getAll(FILES_FIELD)
    .filter((f): f is File => typeof f !== "string" && (f.name !== "" || f.size > 0));
}

function uploadedFiles(formData: FormData): FileInfo[] {
  try {
    const posted = formData.get(UPLOADED_FIELD);
    const list: unknown = JSON.parse((typeof posted === "string" && posted) || "[]");
    if (!Array.isArray(list)) return [];
    return list
      .slice(0, MAX_FILES)
      .map((f: { name?: unknown; size?: unknown }) => ({
        name: String(f?.name ?? ""),
        size: Number(f?.size),
      }))
      .filter((f) => f.name && Number.isSafeInteger(f.size));
  } catch {
    return [];
  }
}

export function readPostedFiles(formData: FormData): PostedFiles {
  const inPost = postedFiles(formData);
  return inPost.length
    ? { files: inPost.map((f) => ({ name: f.name, size: f.size })), filesIn: "post" }
    : { files: uploadedFiles(formData), filesIn: "storage" };
}
