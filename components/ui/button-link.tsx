// The site's call-to-action links. The looks are utilities of app/globals.css: a page repeats them.
import type { ReactNode } from "react";

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
    <a href={href} className={className}>
      {children}
    </a>
  );
}
