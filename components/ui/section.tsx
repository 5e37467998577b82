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
      <div className="section-inner">
        <div className="section-top">
          <div className="max-w-3xl">
            <div aria-hidden="true" className="section-rule" />
            <h2 id={headingId} className="section-title">
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
