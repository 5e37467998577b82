"use client";
// Shown instead of the whole document when the root layout itself cannot render (it reads the site
// switch, the colour, the products and the social links; on a cold start with the database away there
// is nothing cached to read). It has its own <html> and the default theme (the stylesheet's defaults), and
// needs no data. It is part of every page's first load, so it stays small.
import { useEffect } from "react";
import "./globals.css";
import { Unavailable } from "@/components/layout/unavailable";
import { company } from "@/lib/site/facts";
import { UNAVAILABLE } from "@/lib/http/unavailable-page";

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error("[layout] render failed:", error);
  }, [error]);
  return (
    <html lang="en">
      <head>
        <title>{`${UNAVAILABLE.title} | ${company.name}`}</title>
        <meta name="robots" content="noindex" />
      </head>
      <body className="flex min-h-dvh flex-col">
        <Unavailable retry={retry} />
      </body>
    </html>
  );
}
