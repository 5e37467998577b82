// Runs once when a Node server process starts, before it serves a request: a misconfigured site stops
// here naming each variable (never falling back to demo content); the database and Storage are made
// sure of (the project, running emulators, or embedded ones started here); on a long-running server the
// change listeners attach and unsent forms' files are swept hourly. Serverless hosts (VERCEL, or
// CONTENT_LISTENERS=off) rely on the Cloud Function's POST /api/revalidate and sweep on upload requests.
export async function startServer(): Promise<void> {
  const { configurationRefusal } = await import("@/lib/firebase/production-config");
  const refusal = configurationRefusal(
    "start",
    process.env,
    process.env.SITE_BUILT_FOR === "project",
  );
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const { openDatabase } = await import("@/dev/firestore/open");
  const { openStorage } = await import("@/dev/storage/open");
  const database = await openDatabase({ seed: true, browserChannel: true });
  console.log(`[site] database: ${database.description}`);
  console.log(`[site] storage: ${(await openStorage()).description}`);
  const { addressHeader } = await import("@/lib/http/client-address");
  if (!addressHeader()) {
    console.warn(
      "[forms] no header names the visitor's address, so every visitor shares one rate-limit allowance: " +
        "put a proxy in front (deploy/nginx.conf) and name its header in TRUSTED_CLIENT_IP_HEADER.",
    );
  }
  if (process.env.VERCEL || process.env.CONTENT_LISTENERS === "off") return;
  const { loopbackRevalidate, startChangeFeed } = await import("@/lib/content/change-feed");
  const { contentProblemOptions } = await import("@/lib/notify/mail");
  startChangeFeed({ revalidate: loopbackRevalidate, afterEdit: contentProblemOptions() });
  const { sweepNowAndThen } = await import("@/lib/forms/uploads");
  setInterval(() => void sweepNowAndThen(), 60 * 60_000).unref();
}
