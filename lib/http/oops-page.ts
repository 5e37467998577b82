// The Oops page shown instead of the whole site while the owners have switched it off, as one piece of
// markup: the proxy answers it (503) before any page renders, and an open tab draws it when the switch
// goes off while the page is open (LiveShell, components/layout/live-shell.tsx, through
// components/layout/oops.tsx), so both are the same page. Inline styles, because the proxy's answer has
// no stylesheet. Plain strings (no React, no zod), so it is cheap in the proxy and in the browser.
import { escapeHtml } from "@/lib/http/standalone-page";

const TITLE = "Oops";
const TEXT = "The Page you're looking for isn't here.";

export const oopsPage = {
  title: TITLE,
  markup:
    `<main style="min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:0 1.5rem;text-align:center;background:#f5f7f9">` +
    `<h1 style="margin:0;font-size:3.75rem;line-height:1;font-weight:700;letter-spacing:-0.025em;color:#1c232b">${escapeHtml(TITLE)}</h1>` +
    `<p style="margin-top:1rem;font-size:1.125rem;color:#47586a">${escapeHtml(TEXT)}</p></main>`,
} as const;
