// The site's call-to-action link styles: solid brand, outlined, and light (on a brand background).
import { SiteLink } from "@/components/ui/site-link";
import type { ReactNode } from "react";

const styles = {
  // Hover underlines rather than lightening or darkening, so the text keeps its computed contrast.
  solid: "bg-brand text-on-brand underline-offset-4 hover:underline",
  outline: "border border-brand-ink text-brand-ink hover:bg-brand hover:text-on-brand",
  light: "bg-white text-steel-900 hover:bg-steel-100",
} as const;

export function ButtonLink({ href, children, variant = "solid", download }: { href: string; children: ReactNode; variant?: keyof typeof styles; download?: boolean }) {
  const className = `inline-flex items-center justify-center gap-2 rounded-md px-5 py-3 text-sm font-semibold shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-ink ${styles[variant]}`;
  // Files (datasheets) are plain anchors: the client router would try to render them as pages.
  if (download) {
    return (
      <a href={href} className={className} download>
        {children}
      </a>
    );
  }
  return (
    <SiteLink href={href} className={className}>
      {children}
    </SiteLink>
  );
}
