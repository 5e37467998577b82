// The owners' mail about content the site cannot show as typed (lib/content/after-edit.ts): each field
// at fault and what the site does meanwhile. Values are never quoted: nothing typed becomes markup.
import { collections, isContentCollection } from "@/lib/content/collections";
import { describeProblem, type Problem } from "@/lib/content/parse";
import { escapeHtml } from "@/lib/http/standalone-page";

type About = {
  collection: string;
  id: string;
  recipients: string[];
  link?: string;
  siteName: string;
};

/** The house style of every mail of the site, signed by the company. */
export const mailHtml = (siteName: string, parts: string[]) =>
  `<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937">${parts.join("")}<p style="color:#6b7280;font-size:12px">Sent by the ${escapeHtml(siteName)} website.</p></div>`;

function mail(about: About, subject: string, lines: string[], problems: Problem[] = []) {
  const where = `${about.collection}/${about.id}`;
  const items = problems.map(describeProblem);
  const text = [
    ...lines,
    ...items.map((item) => `- ${item}`),
    "",
    ...(about.link ? [`Open it in the Firebase console: ${about.link}`] : []),
  ].join("\n");
  const html = mailHtml(about.siteName, [
    ...lines.filter(Boolean).map((line) => `<p>${escapeHtml(line)}</p>`),
    items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : "",
    about.link
      ? `<p><a href="${escapeHtml(about.link)}">Open ${escapeHtml(where)} in the Firebase console</a></p>`
      : "",
  ]);
  return {
    to: about.recipients,
    message: { subject: `Website: ${where} ${subject}`.replace(/\s+/g, " ").trim(), text, html },
  };
}

export function contentProblemMail(
  about: About & { problems: Problem[]; shown: boolean; draft: boolean; expiredOnly: boolean },
) {
  const where = `${about.collection}/${about.id}`;
  if (about.expiredOnly) {
    const lines = [
      `The certificate in ${where} has expired: the site no longer shows it.`,
      "Renew it (a new valid_until, and its file if that changed) or delete the document.",
      "",
    ];
    return mail(about, "has expired", lines, about.problems);
  }
  const definition: { single: boolean; label: string; fallback?: object } | null =
    isContentCollection(about.collection) ? collections[about.collection] : null;
  const replaced = about.problems
    .map((p) => p.field)
    .filter((field) => Object.hasOwn(definition?.fallback ?? {}, field));
  const without = `without what is named below${replaced.length ? `, with its built-in value in place of ${replaced.join(", ")}` : ""}`;
  const instead = definition?.single
    ? ` and uses the next ${about.collection} document that fits, or else its built-in ${definition.label}`
    : "";
  const effect = about.problems.some((p) => p.field === "draft")
    ? "Until it is fixed, the site treats it as a draft and does not show it."
    : about.draft
      ? `It is a draft, so the site does not show it; published as it is, it would be ${about.shown ? `shown ${without}` : "left out"}.`
      : about.shown
        ? `Until it is fixed, the site shows the document ${without}.`
        : `Until it is fixed, the site leaves this document out${instead}.`;
  const lines = [`Something typed in ${where} does not fit what the website expects.`, effect, ""];
  return mail(about, "is not shown as typed", lines, about.problems);
}

export function contentFixedMail(about: About & { deleted: boolean; draft: boolean }) {
  const where = `${about.collection}/${about.id}`;
  if (about.deleted)
    return mail(about, "was deleted", [
      `${where} was deleted: nothing about it is left to fix.`,
      `If that was a mistake, npm run content -- undo ${where} puts it back.`,
    ]);
  const line = about.draft
    ? `${where} now fits. It is a draft: only a preview shows it, until its draft is set to false.`
    : `${where} now fits: the site shows it as typed.`;
  return mail(about, "is fixed", [line]);
}
