// The owners' mail about content the site cannot show as typed (lib/content/problems.ts), in the shape
// the "Trigger Email from Firestore" extension sends, like the mail of each form post (mail.ts): which
// document, each field at fault in plain words with what to type instead, what the site does meanwhile,
// and the console link on a real project. Field values are never quoted: the mail stays short and
// nothing typed into the console becomes markup.
import { collections, isContentCollection } from "@/lib/content/collections";
import { describeProblem, type Problem } from "@/lib/content/parse";
import { escapeHtml } from "@/lib/http/standalone-page";

export type ContentMail = {
  to: string[];
  message: { subject: string; text: string; html: string };
};

type About = {
  collection: string;
  id: string;
  recipients: string[];
  link?: string;
  siteName: string;
};

function mail(about: About, subject: string, lines: string[], items: string[]): ContentMail {
  const where = `${about.collection}/${about.id}`;
  const text = [
    ...lines,
    ...items.map((item) => `- ${item}`),
    "",
    ...(about.link ? [`Open it in the Firebase console: ${about.link}`] : []),
  ].join("\n");
  const html = [
    `<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937">`,
    ...lines.filter(Boolean).map((line) => `<p>${escapeHtml(line)}</p>`),
    items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : "",
    about.link
      ? `<p><a href="${escapeHtml(about.link)}">Open ${escapeHtml(where)} in the Firebase console</a></p>`
      : "",
    `<p style="color:#6b7280;font-size:12px">Sent by the ${escapeHtml(about.siteName)} website.</p>`,
    `</div>`,
  ].join("");
  return {
    to: about.recipients,
    message: { subject: subject.replace(/\s+/g, " ").trim(), text, html },
  };
}

/** A document (or some of its fields) the site does not show: what is wrong and what to type instead. */
export function contentProblemMail(
  about: About & { problems: Problem[]; shown: boolean; draft?: boolean; expiredOnly?: boolean },
): ContentMail {
  const where = `${about.collection}/${about.id}`;
  // A certificate whose date passed with nothing else wrong: nothing typed is at fault.
  if (about.expiredOnly) {
    return mail(
      about,
      `Website: ${where} has expired`,
      [
        `The certificate in ${where} has expired: the site no longer shows it.`,
        "Renew it (a new valid_until, and its file if that changed) or delete the document.",
        "",
      ],
      about.problems.map(describeProblem),
    );
  }
  const draftMistyped = about.problems.some((p) => p.field === "draft");
  // A field the collection has a fallback for shows that instead of nothing (lib/content/parse.ts).
  const definition: { fallback?: Record<string, unknown>; single?: boolean; label?: string } =
    isContentCollection(about.collection) ? collections[about.collection] : {};
  const replaced = about.problems
    .map((p) => p.field)
    .filter((field) => Object.hasOwn(definition.fallback ?? {}, field));
  // Of a settings or page collection only the first document that fits is used; without one, the built-in.
  const instead = definition.single
    ? ` and uses the next ${about.collection} document that fits, or else its built-in ${definition.label}`
    : "";
  const without = `without what is named below${replaced.length ? `, with its built-in value in place of ${replaced.join(", ")}` : ""}`;
  // A draft is shown nowhere but in a preview, whatever is wrong with it.
  const effect = draftMistyped
    ? "Until it is fixed, the site treats it as a draft and does not show it."
    : about.draft
      ? `It is a draft, so the site does not show it; published as it is, it would be ${about.shown ? `shown ${without}` : "left out"}.`
      : about.shown
        ? `Until it is fixed, the site shows the document ${without}.`
        : `Until it is fixed, the site leaves this document out${instead}.`;
  return mail(
    about,
    `Website: ${where} is not shown as typed`,
    [`Something typed in ${where} does not fit what the website expects.`, effect, ""],
    about.problems.map(describeProblem),
  );
}

/** The problems told of earlier are gone (fixed, or the document was deleted). */
export function contentFixedMail(
  about: About & { deleted: boolean; draft?: boolean },
): ContentMail {
  const where = `${about.collection}/${about.id}`;
  if (about.deleted) {
    // A deletion may be the mistake: the mail says how to take it back (lib/content/history.ts).
    const lines = [
      `${where} was deleted: nothing about it is left to fix.`,
      `If that was a mistake, npm run content -- undo ${where} puts it back.`,
    ];
    return mail(about, `Website: ${where} was deleted`, lines, []);
  }
  const line = about.draft
    ? `${where} now fits. It is a draft: only a preview shows it, until its draft is set to false.`
    : `${where} now fits: the site shows it as typed.`;
  return mail(about, `Website: ${where} is fixed`, [line], []);
}
