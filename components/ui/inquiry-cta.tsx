// The closing band of most pages. Its parts are slots, so each can follow its own collection live.
import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button-link";

const CTA_HEADING = "Need a tool made or reground?";
const CTA_TEXT =
  "Send us a drawing, a sample or a description and our engineers will reply within one working day.";

export function InquiryCta({
  heading = CTA_HEADING,
  text = CTA_TEXT,
  call,
}: {
  heading?: ReactNode;
  text?: ReactNode;
  call: ReactNode;
}) {
  return (
    <section
      aria-labelledby="cta-heading"
      data-print="hide"
      className="bg-steel-900 text-white [--focus-ring:#fff]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-3 text-steel-200">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href="/contact-us" variant="light">
            Send an inquiry
          </ButtonLink>
          {call}
        </div>
      </div>
    </section>
  );
}
