// What a visitor is told when a page cannot be rendered just now (the database is away and the page was
// never rendered before): the words, and the same page as self-contained HTML for the server to answer
// with 503 (proxy.ts), so it reads the same without scripts. The site's own rendering of it is
// components/layout/unavailable.tsx. The proxy has no database client: it learns the company's name,
// phone and e-mail with the site switch (lib/http/site-state.ts), else shows the defaults.
import type { Company } from "@/lib/content/schemas";
import { telHref } from "@/lib/site/contact-links";
import { standalonePage } from "@/lib/http/standalone-page";

export const UNAVAILABLE = {
  title: "Temporarily unavailable",
  heading: "This page is temporarily unavailable",
  text: "We could not load this page just now. Please try again shortly.",
} as const;

/** The company's facts the page shows. */
export type ContactFacts = { name: string; phone: string; email: string };

export const contactFacts = (company: Pick<Company, "name" | "phone" | "email">): ContactFacts => ({
  name: company.name,
  phone: company.phone[0],
  email: company.email,
});

/** The branded page as a complete HTML document. */
export function unavailablePage({ name, phone, email }: ContactFacts): string {
  return standalonePage({
    title: `${UNAVAILABLE.title} | ${name}`,
    heading: name,
    text: `${UNAVAILABLE.heading}. ${UNAVAILABLE.text} To reach us now, call ${phone} or write to ${email}.`,
    link: { href: telHref(phone), label: `Call ${phone}` },
  });
}
