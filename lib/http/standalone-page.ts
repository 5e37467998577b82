// A complete, self-contained HTML page for answers the proxy gives without rendering the app (the
// switched-off site, a form post that is too large). Only fixed text and escaped values go in.
const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** A whole document around `body`, markup that is already safe (fixed, with escaped values). */
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
