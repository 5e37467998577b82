// The contact form on /contact-us: what a visitor may send, checked the same way in the browser (instant
// feedback) and in the server action (always). One schema per kind of request (a quote for products,
// job work from a drawing, regrinding, something else), each with the contact fields, the product list
// and the files; product names are looked up on the server from the ids, never taken from the post.
import { z } from "zod";
import {
  email,
  fileList,
  longMessage,
  optionalText,
  personName,
  phone,
  requiredText,
} from "@/lib/forms/fields";
import { INQUIRY_FILES } from "@/lib/forms/files";
import { choicesOf, DELIVERY_LABELS, TOOL_TYPE_LABELS } from "@/lib/forms/form-labels";
import {
  INQUIRY_LIMITS,
  LIST_MAX,
  MESSAGE_MAX,
  QUANTITY_MAX,
  VARIANT_MAX,
} from "@/lib/forms/form-limits";
import { indiaNumber } from "@/lib/site/india-date";
import { isDocumentId } from "@/lib/site/paths";

const WHOLE = /^\d{1,6}$/;
/** A number of pieces: a whole number from 1 to 100,000 (no 0, no minus, no fraction). */
const pieces = (required: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .refine(
      (v) => WHOLE.test(v) && Number(v) >= 1 && Number(v) <= QUANTITY_MAX,
      `Enter a whole number from 1 to ${indiaNumber(QUANTITY_MAX)}`,
    )
    .transform(Number);

/** The product list, posted as rows (`items[0].product_id`, `.variant`, `.quantity`); none when empty. */
const items = z
  .array(
    z.object({
      product_id: z
        .string("Choose products from our catalogue")
        .trim()
        .refine(isDocumentId, "Choose products from our catalogue"),
      // The code of one size from the product's size table; empty for the product as a whole.
      variant: z
        .string()
        .trim()
        .max(VARIANT_MAX, "Choose sizes from our size tables")
        .transform((v) => v || undefined)
        .optional(),
      quantity: pieces("Enter how many you need of each product"),
    }),
  )
  .max(LIST_MAX, `Your list may hold at most ${LIST_MAX} products`)
  .refine(
    (list) =>
      new Set(list.map((item) => `${item.product_id}\n${item.variant ?? ""}`)).size === list.length,
    "Each product or size may be listed once",
  )
  .default([]);

/** The message of a request whose own fields already say what is needed. */
const optionalMessage = optionalText(MESSAGE_MAX, true);

const contact = {
  name: personName,
  company: optionalText(INQUIRY_LIMITS.company),
  email,
  phone,
  items,
  files: fileList(INQUIRY_FILES),
};

const productsInquiry = z.object({
  ...contact,
  kind: z.literal("products"),
  items: items.refine(
    (list) => list.length > 0,
    "Add the products you need: “Add to inquiry” on any product",
  ),
  message: optionalMessage,
});

const jobWorkInquiry = z.object({
  ...contact,
  kind: z.literal("job_work"),
  material: requiredText({ label: "the material", min: 2, max: INQUIRY_LIMITS.material }),
  quantity: pieces("Enter how many pieces you need"),
  tolerance: optionalText(INQUIRY_LIMITS.tolerance, true),
  message: optionalMessage,
});

const regrindInquiry = z.object({
  ...contact,
  kind: z.literal("regrind"),
  tool_type: z.enum(choicesOf(TOOL_TYPE_LABELS), "Choose the type of tools"),
  pieces: pieces("Enter how many tools you send"),
  diameter_range: requiredText({ label: "the diameter range", max: INQUIRY_LIMITS.diameterRange }),
  condition: requiredText({
    label: "their condition",
    max: INQUIRY_LIMITS.condition,
    multiline: true,
  }),
  delivery: z.enum(choicesOf(DELIVERY_LABELS), "Choose how the tools reach us"),
  message: optionalMessage,
});

const otherInquiry = z.object({
  ...contact,
  kind: z.literal("other"),
  message: longMessage("Tell us what you need"),
});

export const inquirySchema = z.discriminatedUnion(
  "kind",
  [productsInquiry, jobWorkInquiry, regrindInquiry, otherInquiry],
  {
    error: "Choose what you need",
  },
);

export type Inquiry = z.output<typeof inquirySchema>;
