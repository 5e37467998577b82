"use client";
// Shown inside the site's shell when a page fails to render (for example a page never rendered before,
// while the database cannot be reached): the branded "try again shortly" page. The start script's server
// answers it with 503 and Retry-After while the database is away (scripts/serve.ts).
import { useEffect } from "react";
import { Unavailable } from "@/components/layout/unavailable";

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error("[page] render failed:", error);
  }, [error]);
  return <Unavailable retry={retry} />;
}
