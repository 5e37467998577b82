// Runs once when a Node server process starts (`next dev`, `next start`), before it serves a request:
// - a site that cannot run as configured stops here, naming each variable (a real project's settings,
//   a mail recipient), and never falls back to the embedded database and its demo content;
// - the database and Storage the site uses are made sure of: the configured project, emulators already
//   listening at FIRESTORE_EMULATOR_HOST / FIREBASE_STORAGE_EMULATOR_HOST, or else the embedded ones,
//   started in this process (an empty local database gets the demo content);
// - on a long-running server the content change listeners are attached, so pages follow edits and every
//   edit is kept in the history and checked for problems to mail; and the files of forms never sent are
//   swept every hour. Serverless hosts (VERCEL, or CONTENT_LISTENERS=off) rely on POST /api/revalidate,
//   called by the Cloud Function in functions/, and sweep when a form asks for upload links.
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
