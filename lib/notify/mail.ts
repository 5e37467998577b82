// The notification of a form post, as a `mail` document the "Trigger Email from Firestore" extension
// sends: the site holds no mail secret. Visitors' values show as text; the only links are their own
// email and phone and those the site builds (console, files' downloads).
import "server-only";
import type { AfterEditOptions } from "@/lib/content/after-edit";
import { MAIL_COLLECTION } from "@/lib/content/collections";
import { databaseTarget, type DatabaseTarget } from "@/lib/firebase/config";
import { escapeHtml } from "@/lib/http/standalone-page";
import { mailHtml } from "@/lib/notify/content-mail";
import { consoleDocumentUrl, notifyRecipients, type RecipientList } from "@/lib/notify/recipients";

export { MAIL_COLLECTION };

// Fail when the server code loads, not at the first inquiry: a bad address is a configuration error.
notifyRecipients();

export type MailDocument = {
  to: string[];
  replyTo: string;
  message: { subject: string; text: string; html: string };
};

export type MailField = {
  label: string;
  value: string | number | undefined;
  link?: "mailto" | "tel";
  /** A link the site made itself (a stored file's download link). */
  href?: string;
};

export type Notification = {
  recipients: RecipientList;
  subject: string;
  /** The first line of the body, e.g. "New inquiry from the website". */
  heading: string;
  replyTo: string;
  fields: MailField[];
  /** Where the submission is stored, for the console link. */
  collection: string;
  id: string;
  siteName: string;
};

/** For a real project only (an emulator has no console page). */
export function consoleUrl(
  collection: string,
  id: string,
  target: DatabaseTarget = databaseTarget(),
): string | undefined {
  if (target.kind !== "cloud") return undefined;
  const projectId = target.projectId ?? projectOfServiceAccount(target.serviceAccountJson);
  return projectId ? consoleDocumentUrl(projectId, collection, id) : undefined;
}

function projectOfServiceAccount(json: string | undefined): string | undefined {
  try {
    const id: unknown = (JSON.parse(json ?? "null") as { project_id?: unknown } | null)?.project_id;
    return typeof id === "string" && id ? id : undefined;
  } catch {
    return undefined;
  }
}

function linkFor(field: MailField, value: string): string | undefined {
  if (field.href) return field.href;
  // Both values passed the form's schema; the href is still built from safe characters only.
  if (field.link === "mailto") return `mailto:${encodeURIComponent(value).replace(/%40/g, "@")}`;
  if (field.link === "tel") return `tel:${value.replace(/[^\d+]/g, "")}`;
  return undefined;
}

const present = (field: MailField): field is MailField & { value: string | number } =>
  field.value !== undefined && String(field.value).trim() !== "";

function textBody(notification: Notification, link: string | undefined): string {
  const lines = notification.fields.filter(present).map((field) => {
    const value = String(field.value);
    const line = value.includes("\n") ? `${field.label}:\n${value}` : `${field.label}: ${value}`;
    return field.href ? `${line}\n  ${field.href}` : line;
  });
  return [
    notification.heading,
    "",
    ...lines,
    "",
    `Reply to this email to answer ${notification.replyTo}.`,
    ...(link ? [`Stored at: ${link}`] : []),
  ].join("\n");
}

function htmlBody(notification: Notification, link: string | undefined): string {
  const rows = notification.fields.filter(present).map((field) => {
    const value = String(field.value);
    const href = linkFor(field, value);
    const shown = escapeHtml(value);
    const cell = href ? `<a href="${escapeHtml(href)}">${shown}</a>` : shown;
    return (
      `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(field.label)}</th>` +
      `<td style="padding:4px 0;white-space:pre-wrap">${cell}</td></tr>`
    );
  });
  return mailHtml(notification.siteName, [
    `<p style="font-size:16px;font-weight:bold">${escapeHtml(notification.heading)}</p>`,
    `<table cellpadding="0" cellspacing="0">${rows.join("")}</table>`,
    `<p>Reply to this email to answer ${escapeHtml(notification.replyTo)}.</p>`,
    link ? `<p><a href="${escapeHtml(link)}">Open it in the Firebase console</a></p>` : "",
  ]);
}

export const contentProblemOptions = (): AfterEditOptions => ({
  recipients: notifyRecipients().content,
  consoleUrl: (collection, id) => consoleUrl(collection, id),
});

/**
 * The visitor's acknowledgment: the reference and what was asked in the catalogue's words, and how the
 * company answers. It holds nothing the visitor typed (no name, company, message or file name), so the
 * form cannot carry a stranger's text to any address.
 */
export function acknowledgment(receipt: {
  to: string;
  reference: string;
  asked: string[];
  answer: string;
  siteName: string;
}): Omit<MailDocument, "to" | "replyTo"> & { to: string } {
  const { reference, asked, answer, siteName } = receipt;
  const intro = `We have received your request ${reference}. Please quote this reference when you call or write to us.`;
  const note = `You receive this because this address was given on the ${siteName} website. If it was not you, you can ignore this email.`;
  return {
    to: receipt.to,
    message: {
      subject: `${reference}: received by ${siteName}`,
      text: [
        intro,
        "",
        "What you sent:",
        ...asked.map((line) => `- ${line}`),
        "",
        answer,
        "",
        note,
      ].join("\n"),
      html: mailHtml(siteName, [
        `<p>${escapeHtml(intro)}</p>`,
        `<p>What you sent:</p><ul>${asked.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
        `<p>${escapeHtml(answer)}</p>`,
        `<p style="color:#555">${escapeHtml(note)}</p>`,
      ]),
    },
  };
}

/** Null when nobody is configured to receive it. */
export function mailDocument(
  notification: Notification,
  recipients = notifyRecipients(),
): MailDocument | null {
  const to = recipients[notification.recipients];
  if (to.length === 0) return null;
  const link = consoleUrl(notification.collection, notification.id);
  return {
    to,
    replyTo: notification.replyTo,
    message: {
      // A subject is one line: whatever the visitor typed cannot add header lines to it.
      subject: notification.subject.replace(/\s+/g, " ").trim(),
      text: textBody(notification, link),
      html: htmlBody(notification, link),
    },
  };
}
