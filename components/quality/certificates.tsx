"use client";
// The certificates still valid on /quality-control, a live view of `certifications`.
import { currentCertificates, nextExpiry } from "@/lib/content/certificates";
import type { Certification } from "@/lib/content/schemas";
import { Section } from "@/components/ui/section";
import { indiaDayText } from "@/lib/site/india-date";
import { live } from "@/components/live/live";

/** `now`: the moment a tab draws it (the server's content is already what is valid at its render). */
function CertificatesSectionView({ value, now }: { value: Certification[]; now?: number }) {
  const shown = now === undefined ? value : currentCertificates(value, now);
  if (shown.length === 0) return null;
  return (
    <Section
      id="certificates"
      title="Certificates"
      intro="Our management system and our measurements are checked by independent bodies."
      tinted
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((cert) => (
          <li
            key={cert.id}
            className="flex flex-col rounded-lg border border-steel-200 bg-white p-6 shadow-sm"
          >
            <h3 className="card-title">{cert.name}</h3>
            <dl className="mt-3 flex-1 space-y-2 text-sm">
              <div>
                <dt className="text-steel-600">Issued by</dt>
                <dd className="font-medium text-steel-900">{cert.issuer}</dd>
              </div>
              {cert.number && (
                <div>
                  <dt className="text-steel-600">Certificate number</dt>
                  <dd className="font-medium text-steel-900">{cert.number}</dd>
                </div>
              )}
              {cert.valid_until && (
                <div>
                  <dt className="text-steel-600">Valid until</dt>
                  <dd className="font-medium text-steel-900">{indiaDayText(cert.valid_until)}</dd>
                </div>
              )}
            </dl>
            {cert.file && (
              <a
                href={cert.file}
                className="mt-4 text-sm font-semibold text-brand-ink underline-offset-4 hover:underline"
                target="_blank"
                rel="noopener noreferrer"
              >
                View the certificate (PDF)<span className="sr-only">: {cert.name}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export const CertificatesSection = live("certifications", CertificatesSectionView, nextExpiry);
