// The closing band of most pages: an invitation to send an inquiry or call.
import { ButtonLink } from "@/components/ui/button-link";
import { telHref } from "@/lib/site/contact-links";
import { company } from "@/lib/site/facts";

export function InquiryCta({ heading, text }: { heading?: string; text?: string }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-steel-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {heading ?? "Need a tool made or reground?"}
          </h2>
          <p className="mt-3 text-steel-200">
            {text ?? "Send us a drawing, a sample or a description and our engineers will reply within one working day."}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href="/contact-us" variant="light">
            Send an inquiry
          </ButtonLink>
          <a
            href={telHref}
            className="inline-flex items-center justify-center rounded-md border border-white/40 px-5 py-3 text-sm font-semibold hover:bg-white/10"
          >
            Call {company.phone}
          </a>
        </div>
      </div>
    </section>
  );
}
