// The site's call-to-action link styles: solid brand, outlined, and light (on a brand background).
import { SiteLink } from "@/components/ui/site-link";
import type { ReactNode } from "react";

// The looks are named utilities (app/globals.css): a page repeats them for every button.
const styles = {
  solid: "button-solid",
  outline: "button-outline",
  light: "button-light",
} as const;

export function ButtonLink({
  href,
  children,
  variant = "solid",
  download,
}: {
  href: string;
  children: ReactNode;
  variant?: keyof typeof styles;
  download?: boolean;
}) {
  const className = `button-link ${styles[variant]}`;
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
