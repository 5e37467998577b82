"use client";
// The footer's live views of the `company` record. Links are at least 24 px tall (WCAG 2.5.8).
import type { Company } from "@/lib/content/schemas";
import { companyOrDefault } from "@/lib/site/company";
import { mailtoHref, telHref } from "@/lib/site/contact-links";
import { COPYRIGHT_YEAR } from "@/lib/site/facts";
import { siteDescription } from "@/lib/site/default-company";
import { live } from "@/components/live/live";

function FooterAboutView({ value }: { value: Company | null }) {
  return (
    <p className="max-w-xs text-sm leading-relaxed">
      {companyOrDefault(value).tagline ?? siteDescription}
    </p>
  );
}

function FooterContactView({
  value,
  linkClassName,
}: {
  value: Company | null;
  linkClassName: string;
}) {
  const company = companyOrDefault(value);
  return (
    <address className="not-italic leading-relaxed">
      {company.address.map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
      {company.phone.map((phone) => (
        <a key={phone} href={telHref(phone)} className={`${linkClassName} mt-1 block w-fit py-1`}>
          {phone}
        </a>
      ))}
      <a href={mailtoHref(company.email)} className={`${linkClassName} block w-fit break-all py-1`}>
        {company.email}
      </a>
    </address>
  );
}

/** `year`: this year by India's calendar (lib/content/read.ts, getIndiaYear). */
function FooterCopyrightView({ value, year }: { value: Company | null; year: number }) {
  return (
    <p data-testid="copyright">
      © {COPYRIGHT_YEAR}
      {/* The en dash as a character reference: the site's own words keep every page Latin-1
          (serverless.test.ts), and React writes a dash typed here as the character. */}
      <span dangerouslySetInnerHTML={{ __html: "&#8211;" }} />
      {year} {companyOrDefault(value).name}. All rights reserved.
    </p>
  );
}

export const FooterAbout = live("company", FooterAboutView);
export const FooterContact = live("company", FooterContactView);
export const FooterCopyright = live("company", FooterCopyrightView);
