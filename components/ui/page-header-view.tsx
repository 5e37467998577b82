// The band at the top of a content page without its JSON-LD (page-header.tsx), safe in client views.
// Its text is --on-brand at full strength: a faded one could drop below 4.5:1 on a mid-tone brand.
import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "@/components/seo/breadcrumbs";

export type PageHeaderProps = {
  title: string;
  lead?: string;
  eyebrow?: string;
  trail?: Crumb[];
  children?: ReactNode;
};

export function PageHeaderView({ title, lead, eyebrow, trail, children }: PageHeaderProps) {
  return (
    <header
      data-print="ink"
      className="relative overflow-hidden bg-brand text-on-brand [--focus-ring:var(--on-brand)]"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(115deg,var(--brand-veil),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-10 [background-image:linear-gradient(rgba(255,255,255,.6)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,.6)_1px,transparent_1px)] [background-size:32px_32px]"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {trail && <Breadcrumbs trail={trail} />}
        {eyebrow && (
          <p className="mt-4 text-sm font-semibold uppercase tracking-[0.18em]">{eyebrow}</p>
        )}
        <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        {lead && <p className="mt-4 max-w-2xl text-base sm:text-lg">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
