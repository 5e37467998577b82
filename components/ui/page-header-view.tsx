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
    <header data-print="ink" className="page-hero">
      <div aria-hidden="true" className="hero-veil" />
      <div aria-hidden="true" className="hero-grid" />
      <div className="hero-inner">
        {trail && <Breadcrumbs trail={trail} />}
        {eyebrow && (
          <p className="mt-4 text-sm font-semibold uppercase tracking-[0.18em]">{eyebrow}</p>
        )}
        <h1 className="hero-title">{title}</h1>
        {lead && <p className="mt-4 max-w-2xl text-base sm:text-lg">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
