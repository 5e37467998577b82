// Reads an inquiry post (FormData) into what the inquiry's schema checks: its text fields, the product
// list (one product id, size code and quantity per row) and the files' names and sizes
// (posted-files.ts). The browser reads its own form with it before sending; the server reads the post
// with it.
import { inquiryTextFields, ITEM_FIELDS } from "@/lib/forms/form-limits";
import { readPostedFiles, type PostedFiles } from "@/lib/forms/posted-files";

type PostedItem = { product_id: string; variant?: string; quantity: string };

export type InquiryPost = Record<(typeof inquiryTextFields)[number], string> &
  PostedFiles & {
    items: PostedItem[];
    /** The first row's quantity as typed, put back into the one row a page without scripts shows. */
    [ITEM_FIELDS.quantity]: string;
  };

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
// A crafted post is not echoed or checked in full.
const MAX_ROWS = 50;

export function readInquiryPost(formData: FormData): InquiryPost {
  const values = Object.fromEntries(
    inquiryTextFields.map((name) => [name, text(formData.get(name)).slice(0, 10_000)]),
  );
  const ids = formData.getAll(ITEM_FIELDS.productId).slice(0, MAX_ROWS).map(text);
  const variants = formData.getAll(ITEM_FIELDS.variant).map(text);
  const quantities = formData.getAll(ITEM_FIELDS.quantity).map(text);
  const items = ids.map((product_id, i) => ({
    product_id,
    ...(variants[i] ? { variant: variants[i] } : {}),
    quantity: quantities[i] ?? "",
  }));
  return {
    ...(values as Record<(typeof inquiryTextFields)[number], string>),
    items,
    ...readPostedFiles(formData),
    [ITEM_FIELDS.quantity]: quantities[0] ?? "",
  };
}
