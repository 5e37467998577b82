"use client";
// The strip of why the company is a safe supplier (years, registrations, valid certificates), on /home
// and in every footer: two live views of list items; the strip disappears when both are empty.
import type { ReactNode } from "react";
import { currentCertificates, nextExpiry } from "@/lib/content/certificates";
import type { Certification, Company } from "@/lib/content/schemas";
import { companyOrDefault } from "@/lib/site/company";
import { live } from "@/components/live/live";

/** An item after its check mark (drawn by the stylesheet: `trust-item`). */
function Item({ children }: { children: ReactNode }) {
  return (
    <li className="trust-item">
      <span>{children}</span>
    </li>
  );
}

/** `year`: this year by India's calendar (lib/content/read.ts, getIndiaYear). */
function TrustRegistrationsView({ value, year }: { value: Company | null; year: number }) {
  const { founded, gstin, udyam } = companyOrDefault(value);
  const years = founded === undefined ? 0 : Math.max(0, year - founded);
  return (
    <>
      {years > 0 && (
        <Item>
          <strong>{years} years</strong> in business, since {founded}
        </Item>
      )}
      {gstin && (
        <Item>
          GSTIN <strong>{gstin}</strong>
        </Item>
      )}
      {udyam && (
        <Item>
          Udyam <strong>{udyam}</strong>
        </Item>
      )}
    </>
  );
}

/** `now`: as for CertificatesSection. */
function TrustCertificatesView({ value, now }: { value: Certification[]; now?: number }) {
  return (now === undefined ? value : currentCertificates(value, now)).map((cert) => (
    <Item key={cert.id}>
      <strong>{cert.name}</strong>
    </Item>
  ));
}

export function TrustStrip({ look, children }: { look: "band" | "footer"; children: ReactNode }) {
  const band = look === "band";
  return (
    <div
      className={`has-[ul:empty]:hidden ${band ? "border-b border-steel-200 bg-white text-steel-700" : "border-t border-current/25"}`}
    >
      <ul
        aria-label="Registrations and certificates"
        className={`trust-list ${band ? "max-w-6xl [--check:var(--brand-ink)]" : "max-w-7xl"}`}
      >
        {children}
      </ul>
    </div>
  );
}

export const TrustCertificates = live("certifications", TrustCertificatesView, nextExpiry);
export const TrustRegistrations = live("company", TrustRegistrationsView);
