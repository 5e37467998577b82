// The contact form on /contact-us: what a visitor may send, checked the same way in the browser (instant
// feedback) and in the server action (always). One schema per kind of request (a quote for products,
// job work from a drawing, regrinding, something else), each with the contact fields, the product list
// and the files; product names are looked up on the server from the ids, never taken from the post.
import { z } from "zod";
import {
  email,
  fileList,
  longMessage,
  optionalNotes,
  optionalText,
  personName,
  phone,
  requiredText,
} from "@/lib/forms/fields";
import { INQUIRY_FILES } from "@/lib/forms/files";
import { deliveries, inquiryKinds, toolTypes } from "@/lib/forms/form-labels";
import {
  INQUIRY_LIMITS,
  inquiryFields,
  LIST_MAX,
  MESSAGE_MAX,
  QUANTITY_MAX,
  VARIANT_MAX,
  type InquiryField,
} from "@/lib/forms/form-limits";
import { isDocumentId } from "@/lib/site/paths";

export { inquiryFields, type InquiryField };

const WHOLE = /^\d{1,6}$/;
/** A number of pieces: a whole number from 1 to 100,000 (no 0, no minus, no fraction). */
const pieces = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine(
      (v) => WHOLE.test(v) && Number(v) >= 1 && Number(v) <= QUANTITY_MAX,
      `Enter a whole number from 1 to ${QUANTITY_MAX.toLocaleString("en-IN")}`,
    )
    .transform(Number);

const items = z
  .array(
    z.object({
      product_id: z.string().trim().refine(isDocumentId, "Choose products from our catalogue"),
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
  );

const files = fileList(INQUIRY_FILES);

/** The message of a request whose own fields already say what is needed. */
const optionalMessage = optionalNotes(MESSAGE_MAX);

const contact = {
  name: personName,
  company: optionalText(INQUIRY_LIMITS.company),
  email,
  phone,
  items,
  files,
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
  tolerance: optionalNotes(INQUIRY_LIMITS.tolerance),
  message: optionalMessage,
});

const regrindInquiry = z.object({
  ...contact,
  kind: z.literal("regrind"),
  tool_type: z.enum(toolTypes, "Choose the type of tools"),
  pieces: pieces("Enter how many tools you send"),
  diameter_range: requiredText({ label: "the diameter range", max: INQUIRY_LIMITS.diameterRange }),
  condition: requiredText({
    label: "their condition",
    max: INQUIRY_LIMITS.condition,
    multiline: true,
  }),
  delivery: z.enum(deliveries, "Choose how the tools reach us"),
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

/** Each field's own rule, for checking one field as the visitor leaves it (the kind decides the rest). */
export const inquiryFieldRules = z.object({
  ...contact,
  kind: z.enum(inquiryKinds, "Choose what you need"),
  message: optionalMessage,
  material: jobWorkInquiry.shape.material,
  quantity: jobWorkInquiry.shape.quantity,
  tolerance: jobWorkInquiry.shape.tolerance,
  tool_type: regrindInquiry.shape.tool_type,
  pieces: regrindInquiry.shape.pieces,
  diameter_range: regrindInquiry.shape.diameter_range,
  condition: regrindInquiry.shape.condition,
  delivery: regrindInquiry.shape.delivery,
} satisfies Record<InquiryField, z.ZodType>);
