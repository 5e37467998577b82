// Who hears of each form post: the addresses in NOTIFY_INQUIRIES_TO and NOTIFY_APPLICATIONS_TO
// (comma-separated); and of content the site cannot show, NOTIFY_CONTENT_TO, else the inquiries' list. Checked when the server code loads and by the start script before Next starts, so
// a mistyped address stops the site with a message naming the variable instead of losing notifications.
import { z } from "zod";

const RECIPIENT_VARIABLES = {
  inquiries: "NOTIFY_INQUIRIES_TO",
  applications: "NOTIFY_APPLICATIONS_TO",
  content: "NOTIFY_CONTENT_TO",
} as const;

export type RecipientList = keyof typeof RECIPIENT_VARIABLES;
export type Recipients = Record<RecipientList, string[]>;

const address = z.email();

class RecipientConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RecipientConfigError";
  }
}

function parseList(variable: string, raw: string | undefined): string[] {
  const entries = (raw ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !address.safeParse(entry).success);
  if (bad.length) {
    const list = bad.map((entry) => JSON.stringify(entry)).join(", ");
    throw new RecipientConfigError(
      `${variable} must be a comma-separated list of email addresses; ${list} ${bad.length === 1 ? "is not one" : "are not"}`,
    );
  }
  return [...new Set(entries)];
}

/** The recipients of each kind of notification; an empty list means no mail document is written. */
export function notifyRecipients(
  env: Record<string, string | undefined> = process.env,
): Recipients {
  const inquiries = parseList(RECIPIENT_VARIABLES.inquiries, env[RECIPIENT_VARIABLES.inquiries]);
  const content = parseList(RECIPIENT_VARIABLES.content, env[RECIPIENT_VARIABLES.content]);
  return {
    inquiries,
    applications: parseList(
      RECIPIENT_VARIABLES.applications,
      env[RECIPIENT_VARIABLES.applications],
    ),
    content: content.length ? content : inquiries,
  };
}
