"use client";
// Shown inside the site's shell when a page fails to render (the proxy's 503 has the same words). The
// page is loaded when needed, not with every page; a failed server render has it in its HTML.
import { lazy, Suspense, useEffect } from "react";
import type { Company } from "@/lib/content/schemas";
import { useLive } from "@/lib/live/use-live";

const Unavailable = lazy(() =>
  import("@/components/layout/unavailable").then((m) => ({ default: m.Unavailable })),
);
const record = (company: Company | null) => company;

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error("[page] render failed:", error);
  }, [error]);
  // The company as the tab's listener has it, else the defaults.
  const company = useLive("company", null, record);
  return (
    <Suspense>
      <Unavailable retry={retry} company={company} />
    </Suspense>
  );
}
