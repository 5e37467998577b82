// What the contact form loads in the browser when the visitor first touches it, in one chunk: the
// inquiry's schema and field rules, the reader of the form's data, and the sending of files.
import { fileSending, INQUIRY_UPLOADS } from "@/lib/forms/browser-uploads";

export { inquiryFieldRules, inquirySchema } from "@/lib/forms/inquiry";
export { readInquiryPost } from "@/lib/forms/inquiry-post";
export const files = fileSending(INQUIRY_UPLOADS);
