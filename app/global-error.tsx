"use client";
// Shown instead of the whole document when the root layout itself cannot render (it reads the site
// switch, the colour, the products and the social links; on a cold start with the database away there
// is nothing cached to read). It has its own <html> and the default theme (the stylesheet's defaults), and
// needs no data: it shows the company's default facts (lib/site/default-company.ts). It is part of every
// page's first load, so it stays small: the page's body and its title are loaded when they are needed (see
// app/error.tsx).
import { lazy, Suspense, useEffect } from "react";
import "./globals.css";

const Unavailable = lazy(() =>
  import("@/components/layout/unavailable").then((m) => ({ default: m.Unavailable })),
);

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error("[layout] render failed:", error);
  }, [error]);
  return (
    <html lang="en">
      <head>
        <meta name="robots" content="noindex" />
      </head>
      <body className="flex min-h-dvh flex-col">
        <Suspense>
          <Unavailable retry={retry} titled />
        </Suspense>
      </body>
    </html>
  );
}
