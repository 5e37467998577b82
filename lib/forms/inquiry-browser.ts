// What the contact form loads in the browser when the visitor first touches it, in one chunk.
import { browserParts, INQUIRY_UPLOADS } from "@/lib/forms/browser-parts";
import { inquirySchema } from "@/lib/forms/inquiry";

export const { validate, fileProblem, send } = browserParts(inquirySchema, INQUIRY_UPLOADS);
