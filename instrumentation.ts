// Runs once when a server process starts (Next's instrumentation hook). On a long-running Node server
// it attaches the content change listeners, so pages follow edits instead of the clock. Builds and
// serverless hosts (where no process lives between requests) rely on POST /api/revalidate instead.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build" || process.env.VERCEL) return;
  if (process.env.CONTENT_LISTENERS === "off") return;
  const { loopbackRevalidate, startChangeFeed } = await import("@/lib/content/change-feed");
  startChangeFeed({ revalidate: loopbackRevalidate() });
}
