// What the application form loads in the browser when the visitor first touches it, in one chunk.
import { APPLICATION_UPLOADS, browserParts } from "@/lib/forms/browser-parts";
import { applicationSchema } from "@/lib/forms/application";

export const { validate, fileProblem, send } = browserParts(applicationSchema, APPLICATION_UPLOADS);
