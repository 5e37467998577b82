// Field rules shared by both forms' schemas: trimmed text with length limits, no control characters,
// a real email address, a phone number with 7–15 digits and http(s) links. Used on the server and, for
// instant feedback, in the browser, so the messages are written for visitors.
import { z } from "zod";
import { isHttpUrl } from "@/lib/content/urls";
import { fileListProblem, type FileRules } from "@/lib/forms/files";
import { EMAIL_MAX, MESSAGE_MAX, PHONE_MAX, URL_MAX } from "@/lib/forms/form-limits";

// These schemas also run in the browser, under a policy without 'unsafe-eval': zod's compiled parsers
// would probe for eval and the browser would report that probe as a policy violation.
z.config({ jitless: true });

// C0/C1 control characters and the bidirectional overrides that can disguise text in the owners' inbox.
// Multi-line fields keep tab and newlines; single-line fields refuse those too.
const CONTROL_MULTILINE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const CONTROL_MESSAGE = "Remove the special (control) characters from this field";

type TextOptions = {
  label: string;
  min?: number;
  max: number;
  multiline?: boolean;
  required?: string;
};

function limitedText({ label, min = 1, max, multiline = false, required }: TextOptions) {
  const control = multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE;
  return z
    .string()
    .overwrite((v) => (multiline ? v.replace(/\r\n?/g, "\n") : v))
    .trim()
    .min(1, required ?? `Enter ${label}`)
    .min(min, `${capitalise(label)} needs at least ${min} characters`)
    .max(max, `Use at most ${max} characters`)
    .refine((v) => !control.test(v), CONTROL_MESSAGE);
}

function capitalise(label: string): string {
  const plain = label.replace(/^(your|a|the) /, "");
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

/** Required text. */
export const requiredText = (options: TextOptions) => limitedText(options);

/** Optional text: empty becomes `undefined`, so the written document leaves the field out. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .refine((v) => !CONTROL_SINGLE_LINE.test(v), CONTROL_MESSAGE)
    .transform((v) => v || undefined);

/** Optional notes of several lines (tab and newlines kept): empty becomes `undefined`. */
export const optionalNotes = (max: number) =>
  z
    .string()
    .overwrite((v) => v.replace(/\r\n?/g, "\n"))
    .trim()
    .max(max, `Use at most ${max} characters`)
    .refine((v) => !CONTROL_MULTILINE.test(v), CONTROL_MESSAGE)
    .transform((v) => v || undefined);

/** The free-text message of a form: several lines, at least a sentence. */
export const longMessage = (required: string) =>
  limitedText({ label: "your message", required, min: 10, max: MESSAGE_MAX, multiline: true });

export const personName = limitedText({ label: "your name", min: 2, max: 100 }).refine(
  (v) => /\p{L}/u.test(v),
  "Enter your name in letters",
);

export const email = z
  .string()
  .trim()
  .min(1, "Enter your email address")
  .max(EMAIL_MAX, `Use at most ${EMAIL_MAX} characters`)
  .regex(z.regexes.email, "Enter an email address like name@company.com");

const digitCount = (v: string) => v.replace(/\D/g, "").length;
export const phone = z
  .string()
  .trim()
  .min(1, "Enter your phone number")
  .max(PHONE_MAX, `Use at most ${PHONE_MAX} characters`)
  .regex(/^\+?[0-9][0-9 -]*$/, "Use only digits, spaces, + and - in the phone number")
  .refine(
    (v) => digitCount(v) >= 7 && digitCount(v) <= 15,
    "Enter a phone number with 7 to 15 digits",
  );

export const optionalHttpUrl = z
  .string()
  .trim()
  .max(URL_MAX, `Use at most ${URL_MAX} characters`)
  .refine((v) => v === "" || isHttpUrl(v), "Enter a link that starts with https:// (or http://)")
  .transform((v) => v || undefined);

/** The names and sizes of a form's files, within its rules (count, types by name, sizes); none when not given. */
export const fileList = (rules: FileRules) =>
  z
    .array(z.object({ name: z.string(), size: z.number() }))
    .superRefine((list, ctx) => {
      const problem = fileListProblem(list, rules);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .default([]);
