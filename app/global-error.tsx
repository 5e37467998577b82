"use client";
// Shown instead of the whole document when the root layout cannot render (a cold start with the database
// away), with the default theme and company facts. In every first load, so its body loads when needed.
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
