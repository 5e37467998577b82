// Self-contained HTML pages for answers given without rendering the app: the switched-off site's Oops
// page (also drawn by an open tab, components/layout/oops.tsx), the branded 503 of a page that cannot
// render (the app's own is components/layout/unavailable.tsx), a form post too large. Inline styles:
// these answers have no stylesheet. Only escaped values go in.
import type { Company } from "@/lib/content/schemas";
import { telHref } from "@/lib/site/contact-links";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** A whole document around `body`, markup that is already safe. */
export function standaloneDocument(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#f5f7f9;color:#1c232b">` +
    `${body}</body></html>`
  );
}

export function standalonePage(options: {
  title: string;
  heading: string;
  text: string;
  link?: { href: string; label: string };
}): string {
  const { title, heading, text, link } = options;
  const back = link
    ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
    : "";
  return standaloneDocument(
    title,
    `<main style="min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:0 1.5rem;text-align:center">` +
      `<h1 style="font-size:3.75rem;margin:0;letter-spacing:-0.025em">${escapeHtml(heading)}</h1>` +
      `<p style="font-size:1.125rem;color:#47586a;margin-top:1rem">${escapeHtml(text)}</p>${back}</main>`,
  );
}

const TITLE = "Oops";
const TEXT = "The Page you're looking for isn't here.";

export const oopsPage = {
  title: TITLE,
  markup:
    `<main style="min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:0 1.5rem;text-align:center;background:#f5f7f9">` +
    `<h1 style="margin:0;font-size:3.75rem;line-height:1;font-weight:700;letter-spacing:-0.025em;color:#1c232b">${escapeHtml(TITLE)}</h1>` +
    `<p style="margin-top:1rem;font-size:1.125rem;color:#47586a">${escapeHtml(TEXT)}</p></main>`,
} as const;

export const UNAVAILABLE = {
  title: "Temporarily unavailable",
  heading: "This page is temporarily unavailable",
  text: "We could not load this page just now. Please try again shortly.",
} as const;

export type ContactFacts = { name: string; phone: string; email: string };

export const contactFacts = (company: Pick<Company, "name" | "phone" | "email">): ContactFacts => ({
  name: company.name,
  phone: company.phone[0],
  email: company.email,
});

export function unavailablePage({ name, phone, email }: ContactFacts): string {
  return standalonePage({
    title: `${UNAVAILABLE.title} | ${name}`,
    heading: name,
    text: `${UNAVAILABLE.heading}. ${UNAVAILABLE.text} To reach us now, call ${phone} or write to ${email}.`,
    link: { href: telHref(phone), label: `Call ${phone}` },
  });
}
