// Runs once when a Node server process starts (from instrumentation.ts, Next's instrumentation hook), under
// `npm start` and under Next's own `next start` alike:
// - a site meant for a real project that lacks its settings stops here, naming each variable, rather
//   than serve without its content (the start script checks the same before it runs Next);
// - on a long-running Node server it attaches the content change listeners, so pages follow edits
//   instead of the clock, and every edit is kept in the history and checked for problems to mail. Builds
//   and serverless hosts (where no process lives between requests) rely on POST /api/revalidate instead,
//   called by the Cloud Function in functions/;
// - there too, it sweeps the files of forms never sent every hour (serverless hosts sweep when a form
//   asks for upload links: lib/forms/upload-links-route.ts).
export async function startNodeServer(): Promise<void> {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { configurationRefusal, readBuildRecord } =
    await import("@/lib/firebase/production-config");
  const refusal = configurationRefusal("start", process.env, readBuildRecord());
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const { addressHeader } = await import("@/lib/http/client-address");
  if (!addressHeader()) {
    console.warn(
      "[forms] no header names the visitor's address: every visitor shares one rate-limit allowance. " +
        "Run `npm start`, or put a proxy in front (deploy/nginx.conf) and name its header in TRUSTED_CLIENT_IP_HEADER.",
    );
  }
  if (process.env.VERCEL || process.env.CONTENT_LISTENERS === "off") return;
  const { loopbackRevalidate, startChangeFeed } = await import("@/lib/content/change-feed");
  const { contentProblemOptions } = await import("@/lib/notify/mail");
  startChangeFeed({ revalidate: loopbackRevalidate(), afterEdit: contentProblemOptions() });
  const { sweepNowAndThen } = await import("@/lib/forms/uploads");
  setInterval(() => void sweepNowAndThen(), 60 * 60_000).unref();
}
