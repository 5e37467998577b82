"use client";
// Shown inside the site's shell when a page fails to render: the branded "try again shortly" page. While
// the database is away, the proxy answers a page that was never served before with the same words, 503
// and Retry-After, before Next tries to render it (lib/http/site-state.ts). The page itself is loaded
// when it is needed (a static file, served while the database is away), not with every page; a page
// whose server render failed has it in its HTML meanwhile.
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
  // The company's phone and e-mail as the tab's listener has them (the header's and footer's), else the defaults.
  const company = useLive("company", null, record);
  return (
    <Suspense>
      <Unavailable retry={retry} company={company} />
    </Suspense>
  );
}
