// A page section with an h2; `tinted` alternates the background so long pages read as blocks.
import type { ReactNode } from "react";

export type SectionProps = {
  id?: string;
  title: string;
  intro?: string;
  tinted?: boolean;
  action?: ReactNode;
  children: ReactNode;
};

export function Section({ id, title, intro, tinted, action, children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={tinted ? "bg-steel-50" : "bg-white"}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-3xl">
            <div aria-hidden="true" className="mb-3 h-1 w-12 rounded bg-brand-ink" />
            <h2
              id={headingId}
              className="text-2xl font-bold tracking-tight text-steel-900 sm:text-3xl"
            >
              {title}
            </h2>
            {intro && <p className="mt-3 text-steel-600">{intro}</p>}
          </div>
          {action}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
