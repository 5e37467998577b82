// Who is mailed (NOTIFY_INQUIRIES_TO, NOTIFY_APPLICATIONS_TO, NOTIFY_CONTENT_TO else the inquiries'
// list), checked at start so a mistyped address stops the site rather than lose mail; and the console
// address of a document, for the site and the Cloud Function alike.
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

/** An empty list means no mail document is written. */
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

export function consoleDocumentUrl(projectId: string, collection: string, id: string): string {
  // The console addresses a document by its path with each "/" written as "~2F".
  const path = ["", collection, id].map(encodeURIComponent).join("~2F");
  return `https://console.firebase.google.com/project/${encodeURIComponent(projectId)}/firestore/databases/-default-/data/${path}`;
}
