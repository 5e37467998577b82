// The page shown when a page cannot be rendered (database away, never rendered before), with how to
// reach the company. Needs no data: `company` is what the tab knows (app/error.tsx), else the defaults
// (app/global-error.tsx). The words and the proxy's HTML copy are in lib/http/standalone-page.ts.
import type { Company } from "@/lib/content/schemas";
import { companyOrDefault } from "@/lib/site/company";
import { mailtoHref, telHref } from "@/lib/site/contact-links";
import { UNAVAILABLE } from "@/lib/http/standalone-page";

/** `titled`: the document's title too (app/global-error.tsx has no other). */
export function Unavailable({
  retry,
  company: record,
  titled,
}: {
  retry?: () => void;
  company?: Company | null;
  titled?: boolean;
}) {
  const company = companyOrDefault(record);
  const [phone] = company.phone;
  return (
    <main className="flex flex-1 flex-col bg-steel-50">
      {titled ? <title>{`${UNAVAILABLE.title} | ${company.name}`}</title> : null}
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-ink">
          {company.name}
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-steel-900 sm:text-4xl">
          {UNAVAILABLE.heading}
        </h1>
        <p className="mt-4 text-steel-700">{UNAVAILABLE.text}</p>
        <p className="mt-2 text-steel-700">
          To reach us now, call{" "}
          <a
            href={telHref(phone)}
            className="font-semibold text-brand-ink underline underline-offset-4"
          >
            {phone}
          </a>{" "}
          or write to{" "}
          <a
            href={mailtoHref(company.email)}
            className="font-semibold text-brand-ink underline underline-offset-4"
          >
            {company.email}
          </a>
          .
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {retry ? (
            <button type="button" onClick={() => retry()} className="button-link button-solid">
              Try again
            </button>
          ) : null}
          {/* A plain link: the client router may be what failed. */}
          <a href="/home" className="button-link button-outline">
            Go to the home page
          </a>
        </div>
      </div>
    </main>
  );
}
