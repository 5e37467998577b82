// Reads an inquiry post (FormData) into what the inquiry's schema checks: its text fields, the product
// list (one product id, size code and quantity per row) and the files' names and sizes. The browser reads its own
// form with it before sending; the server reads the post with it. Files come either in the post (a
// visitor without JavaScript) or, uploaded to Storage beforehand, as a list of names and sizes.
import { FILES_FIELD, inquiryTextFields, ITEM_FIELDS, UPLOADED_FIELD } from "@/lib/forms/form-limits";
import type { FileInfo } from "@/lib/forms/files";

type PostedItem = { product_id: string; variant?: string; quantity: string };

export type InquiryPost = Record<(typeof inquiryTextFields)[number], string> & {
  items: PostedItem[];
  files: FileInfo[];
  /** Where the files are: in this post, or already in Storage under the submission's folder. */
  filesIn: "post" | "storage";
  /** The first row's quantity as typed, put back into the one row a page without scripts shows. */
  [ITEM_FIELDS.quantity]: string;
};

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
// A crafted post is not echoed or checked in full.
const MAX_ROWS = 50;

/** The files of the post itself: an empty file input still posts one nameless, empty entry. */
export function postedFiles(formData: FormData): File[] {
  return formData.getAll(FILES_FIELD).filter((f): f is File => typeof f !== "string" && (f.name !== "" || f.size > 0));
}

function uploadedFiles(formData: FormData): FileInfo[] {
  try {
    const list: unknown = JSON.parse(text(formData.get(UPLOADED_FIELD)) || "[]");
    if (!Array.isArray(list)) return [];
    return list
      .slice(0, MAX_ROWS)
      .map((f: { name?: unknown; size?: unknown }) => ({ name: String(f?.name ?? ""), size: Number(f?.size) }))
      .filter((f) => f.name && Number.isSafeInteger(f.size));
  } catch {
    return [];
  }
}

export function readInquiryPost(formData: FormData): InquiryPost {
  const values = Object.fromEntries(inquiryTextFields.map((name) => [name, text(formData.get(name)).slice(0, 10_000)]));
  const ids = formData.getAll(ITEM_FIELDS.productId).slice(0, MAX_ROWS).map(text);
  const variants = formData.getAll(ITEM_FIELDS.variant).map(text);
  const quantities = formData.getAll(ITEM_FIELDS.quantity).map(text);
  const items = ids.map((product_id, i) => ({ product_id, ...(variants[i] ? { variant: variants[i] } : {}), quantity: quantities[i] ?? "" }));
  const inPost = postedFiles(formData);
  const files = inPost.length ? inPost.map((f) => ({ name: f.name, size: f.size })) : uploadedFiles(formData);
  return {
    ...(values as Record<(typeof inquiryTextFields)[number], string>),
    items,
    files,
    filesIn: inPost.length ? "post" : "storage",
    [ITEM_FIELDS.quantity]: quantities[0] ?? "",
  };
}
