// What a visitor is told when a page cannot be rendered just now (the database is away and the page was
// never rendered before): the words, and the same page as self-contained HTML for the server to answer
// with 503 (proxy.ts), so it reads the same without scripts. The site's own rendering of it is
// components/layout/unavailable.tsx.
import { telHref } from "@/lib/site/contact-links";
import { company } from "@/lib/site/facts";
import { standalonePage } from "@/lib/http/standalone-page";

export const UNAVAILABLE = {
  title: "Temporarily unavailable",
  heading: "This page is temporarily unavailable",
  text: "We could not load this page just now. Please try again shortly.",
} as const;

/** The branded page as a complete HTML document. */
export function unavailablePage(): string {
  return standalonePage({
    title: `${UNAVAILABLE.title} | ${company.name}`,
    heading: company.name,
    text: `${UNAVAILABLE.heading}. ${UNAVAILABLE.text} To reach us now, call ${company.phone} or write to ${company.email}.`,
    link: { href: telHref, label: `Call ${company.phone}` },
  });
}
