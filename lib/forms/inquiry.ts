// The contact form on /contact-us: what a visitor may send, checked the same way in the browser (instant
// feedback) and in the server action (always). The product is optional; its name is looked up on the
// server from the product id, never taken from the post.
import { z } from "zod";
import { email, longMessage, optionalText, personName, phone } from "@/lib/forms/fields";
import { INQUIRY_LIMITS, inquiryFields, type InquiryField } from "@/lib/forms/form-limits";
import { isDocumentId } from "@/lib/site/paths";

export { inquiryFields, type InquiryField };

export const inquirySchema = z.object({
  name: personName,
  company: optionalText(INQUIRY_LIMITS.company),
  email,
  phone,
  product_id: z
    .string()
    .trim()
    .refine((v) => v === "" || isDocumentId(v), "Choose a product from the list")
    .transform((v) => v || undefined),
  message: longMessage("Tell us what you need"),
} satisfies Record<InquiryField, z.ZodType>);
