// Who hears of each form post: the addresses in NOTIFY_INQUIRIES_TO and NOTIFY_APPLICATIONS_TO
// (comma-separated); and of content the site cannot show, NOTIFY_CONTENT_TO, else the inquiries' list.
// Checked when the server code loads and when a real project's build or start is checked, so a mistyped
// address stops the site with a message naming the variable instead of losing notifications. And where
// the owners open a document in the Firebase console, for the links in their mails: one place for the
// site (lib/notify/mail.ts) and the Cloud Function (functions/src), which know the project differently.
import { z } from "zod";

export type RecipientList = "inquiries" | "applications" | "content";

const address = z.email();

function parseList(variable: string, raw: string | undefined): string[] {
  const entries = (raw ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !address.safeParse(entry).success);
  if (bad.length) {
    const list = bad.map((entry) => JSON.stringify(entry)).join(", ");
    throw new Error(
      `${variable} must be a comma-separated list of email addresses; ${list} ${bad.length === 1 ? "is not one" : "are not"}`,
    );
  }
  return [...new Set(entries)];
}

/** The recipients of each kind of notification; an empty list means no mail document is written. */
export function notifyRecipients(
  env: Record<string, string | undefined> = process.env,
): Record<RecipientList, string[]> {
  const [inquiries, applications, content] = [
    "NOTIFY_INQUIRIES_TO",
    "NOTIFY_APPLICATIONS_TO",
    "NOTIFY_CONTENT_TO",
  ].map((variable) => parseList(variable, env[variable]));
  return { inquiries, applications, content: content.length ? content : inquiries };
}

/** The document's page in the console of `projectId`'s default database. */
export function consoleDocumentUrl(projectId: string, collection: string, id: string): string {
  // The console addresses a document by its path with each "/" written as "~2F".
  const path = ["", collection, id].map(encodeURIComponent).join("~2F");
  return `https://console.firebase.google.com/project/${encodeURIComponent(projectId)}/firestore/databases/-default-/data/${path}`;
}
