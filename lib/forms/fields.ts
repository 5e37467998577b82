// Field rules both forms' schemas share (trimmed text within limits, no control characters, email,
// phone, links, the files' list) and the one reader of a post, Conform's; on the server and, for instant
// feedback, in the browser, so the messages are written for visitors.
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { isHttpUrl } from "@/lib/content/urls";
import { fileListProblem, type FileRules } from "@/lib/forms/files";
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX, PHONE_MAX, URL_MAX } from "@/lib/forms/form-limits";

// These schemas also run in the browser, under a policy without 'unsafe-eval': zod's compiled parsers
// would probe for eval and the browser would report that probe as a policy violation.
z.config({ jitless: true });

/** A post (`items[0].quantity`: a list of objects) checked by a schema, which reads the text as posted. */
export const parseForm = <S extends z.ZodType>(formData: FormData, schema: S) =>
  parseWithZod(formData, { schema, disableAutoCoercion: true });

// C0/C1 control characters and the bidirectional overrides that can disguise text in the owners' inbox.
// Multi-line fields keep tab and newlines; single-line fields refuse those too.
const CONTROL_MULTILINE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** Text trimmed (line ends as "\n"), within `max`, no control characters; `absent`: when not posted. */
function text(max: number, multiline = false, absent?: string) {
  const control = multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE;
  return z
    .string(absent)
    .overwrite((v) => (multiline ? v.replace(/\r\n?/g, "\n") : v))
    .trim()
    .max(max, `Use at most ${max} characters`)
    .refine((v) => !control.test(v), "Remove the special (control) characters from this field");
}

type TextOptions = {
  label: string;
  min?: number;
  max: number;
  multiline?: boolean;
  required?: string;
};

/** Required text: "Enter <label>" when empty, "<Label> needs at least <min> characters" when short. */
export function requiredText({ label, min = 1, max, multiline, required }: TextOptions) {
  const plain = label.replace(/^(your|a|the) /, "");
  const empty = required ?? `Enter ${label}`;
  return text(max, multiline, empty)
    .refine((v) => v.length > 0, empty)
    .refine(
      (v) => v.length === 0 || v.length >= min,
      `${plain.charAt(0).toUpperCase() + plain.slice(1)} needs at least ${min} characters`,
    );
}

/** Optional text (several lines with `multiline`): empty becomes `undefined`, so the document leaves it out. */
export const optionalText = (max: number, multiline = false) =>
  text(max, multiline)
    .transform((v) => v || undefined)
    .optional();

/** The free-text message of a form: several lines, at least a sentence. */
export const longMessage = (required: string) =>
  requiredText({ label: "your message", required, min: 10, max: MESSAGE_MAX, multiline: true });

export const personName = requiredText({ label: "your name", min: 2, max: NAME_MAX }).refine(
  (v) => v === "" || /\p{L}/u.test(v),
  "Enter your name in letters",
);

export const email = z
  .string("Enter your email address")
  .trim()
  .min(1, "Enter your email address")
  .max(EMAIL_MAX, `Use at most ${EMAIL_MAX} characters`)
  .regex(z.regexes.email, "Enter an email address like name@company.com");

const digitCount = (v: string) => v.replace(/\D/g, "").length;
export const phone = z
  .string("Enter your phone number")
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
  .transform((v) => v || undefined)
  .optional();

/**
 * A form's files as names and sizes, within its rules (count, types by name, sizes): the files chosen
 * (in the browser, or posted without scripts) or, sent to Storage first, those the post names
 * (`files[0].name`, `files[0].size`). An empty file input posts one nameless, empty file: none.
 */
export const fileList = (rules: FileRules) =>
  z.preprocess(
    (posted) =>
      ([posted ?? []].flat() as { name?: unknown; size?: unknown }[])
        .map((f) => ({ name: String(f?.name ?? ""), size: Number(f?.size) }))
        .filter((f) => f.name !== "" || f.size > 0),
    z.array(z.object({ name: z.string(), size: z.number() })).superRefine((list, ctx) => {
      const problem = fileListProblem(list, rules);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  );
