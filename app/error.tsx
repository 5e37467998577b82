"use client";
// Shown inside the site's shell when a page fails to render: the branded "try again shortly" page. While
// the database is away, the proxy answers a page that was never served before with the same words, 503
// and Retry-After, before Next tries to render it (lib/http/site-status.ts).
import { useEffect } from "react";
import { Unavailable } from "@/components/layout/unavailable";

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error("[page] render failed:", error);
  }, [error]);
  return <Unavailable retry={retry} />;
}
