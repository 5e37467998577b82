// What the application form loads in the browser when the visitor first touches it, in one chunk: the
// application's schema, the reader of the form's data, and the sending of the CV's files.
import { APPLICATION_UPLOADS, fileSending } from "@/lib/forms/browser-uploads";

export { applicationSchema, readApplicationPost } from "@/lib/forms/application";
export const files = fileSending(APPLICATION_UPLOADS);
