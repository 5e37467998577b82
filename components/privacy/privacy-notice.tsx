"use client";
// The parts of /privacy, live views of `privacy` (else lib/site/default-privacy.ts) and `company`.
import { PageHeaderView } from "@/components/ui/page-header-view";
import { Section } from "@/components/ui/section";
import type { Company, Privacy } from "@/lib/content/schemas";
import { companyOrDefault } from "@/lib/site/company";
import { mailtoHref } from "@/lib/site/contact-links";
import { privacyOrDefault } from "@/lib/site/default-privacy";
import { privacyPage } from "@/lib/site/facts";
import { indiaDayText } from "@/lib/site/india-date";
import { live } from "@/components/live/live";

function PrivacyNoticeView({ value }: { value: Privacy | null }) {
  const notice = privacyOrDefault(value);
  return (
    <>
      <PageHeaderView
        title={notice.title}
        lead={notice.intro}
        trail={[{ name: privacyPage.label, path: privacyPage.href }]}
      >
        {notice.updated && (
          <p className="mt-4 text-sm">{`Last updated ${indiaDayText(notice.updated)}`}</p>
        )}
      </PageHeaderView>
      {notice.sections.map((section, i) => (
        <Section key={i} id={`privacy-${i + 1}`} title={section.heading} tinted={i % 2 === 1}>
          <p className="max-w-3xl whitespace-pre-line leading-relaxed text-steel-700">
            {section.text}
          </p>
        </Section>
      ))}
    </>
  );
}

function PrivacyContactView({ value }: { value: Company | null }) {
  const company = companyOrDefault(value);
  return (
    <Section id="privacy-contact" title="Contact" tinted>
      <p className="max-w-3xl leading-relaxed text-steel-700">
        For a question or request about your personal data, write to {company.name} at{" "}
        <a
          href={mailtoHref(company.email)}
          className="break-all font-semibold text-brand-ink underline underline-offset-4"
        >
          {company.email}
        </a>
        , or by post to {company.address.join(", ")}.
      </p>
    </Section>
  );
}

export const PrivacyNotice = live("privacy", PrivacyNoticeView);
export const PrivacyContact = live("company", PrivacyContactView);
