// The strip of why the company is a safe supplier (years, registrations, valid certificates), on /home
// and in every footer: two live views of list items; the strip disappears when both are empty.
import type { ReactNode } from "react";
import { currentCertificates } from "@/lib/content/certificates";
import type { Certification, Company } from "@/lib/content/schemas";
import { companyOrDefault } from "@/lib/site/company";

const check = (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0" fill="currentColor">
    <path d="M10 1.5 3 4.5v5c0 4.2 2.9 7.9 7 9 4.1-1.1 7-4.8 7-9v-5l-7-3Zm-1.1 12.1L5.6 10.3l1.2-1.2 2.1 2.1 4.3-4.3 1.2 1.2-5.5 5.5Z" />
  </svg>
);

function Item({ children }: { children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      {check}
      <span>{children}</span>
    </li>
  );
}

/** `year`: this year by India's calendar (lib/content/read.ts, getIndiaYear). */
export function TrustRegistrations({ value, year }: { value: Company | null; year: number }) {
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
export function TrustCertificates({ value, now }: { value: Certification[]; now?: number }) {
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
        className={`mx-auto flex flex-wrap gap-x-6 gap-y-2 px-4 py-4 text-sm sm:px-6 lg:px-8 ${band ? "max-w-6xl [&_svg]:text-brand-ink" : "max-w-7xl"}`}
      >
        {children}
      </ul>
    </div>
  );
}
