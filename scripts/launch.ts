// `npm run dev | build | start`: checks the configuration, opens the database the site uses (starting the
// embedded one when no other is configured), seeds the demo content into an empty local database, opens
// Storage for the forms' files the same way (dev and start), then runs Next.js with them. A site meant for a real project that lacks its settings stops here, before any
// database is opened: it never falls back to the embedded one.
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readFileSync, rmSync } from "node:fs";
import { loadEnvConfig } from "@next/env";
import { notifyRecipients, RecipientConfigError } from "@/lib/notify/recipients";
import { databaseTarget } from "@/lib/firebase/config";
import {
  configurationRefusal,
  platformSiteUrl,
  readBuildRecord,
  writeBuildRecord,
} from "@/lib/firebase/production-config";
import { openDatabase } from "@/dev/firestore/open";
import { openStorage } from "@/dev/storage/open";

const [mode, ...rest] = process.argv.slice(2);
if (mode !== "dev" && mode !== "build" && mode !== "start") {
  console.error("usage: node --import tsx scripts/launch.ts dev|build|start [next options]");
  process.exit(2);
}

/**
 * The environment Next will see: the process's, with the same files Next reads (.env, .env.local, …).
 * Loading them changes process.env, which Next would inherit as already processed: the environment is
 * put back so Next reads the files itself.
 */
function configuredEnv(): Record<string, string | undefined> {
  const before = { ...process.env };
  const env = {
    ...loadEnvConfig(process.cwd(), mode === "dev", { info: () => undefined, error: console.error })
      .combinedEnv,
  };
  for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key];
  Object.assign(process.env, before);
  return env;
}

/** Stops the start with a message naming each variable at fault, before anything runs. */
function checkConfiguration(env: Record<string, string | undefined>): boolean {
  const refusal = configurationRefusal(
    mode === "build" ? "build" : "start",
    env,
    mode === "start" ? readBuildRecord() : undefined,
  );
  if (refusal) {
    console.error(refusal);
    return false;
  }
  try {
    const recipients = notifyRecipients(env);
    const count = recipients.inquiries.length + recipients.applications.length;
    console.log(
      count
        ? `[site] form notifications to ${count} address(es)`
        : "[site] form notifications: none configured (no mail documents)",
    );
    return true;
  } catch (error) {
    if (!(error instanceof RecipientConfigError)) throw error;
    console.error(`[site] configuration error: ${error.message}`);
    return false;
  }
}

/** A port given to Next on the command line (`-p 4000`, `--port=4000`) is the site's port too. */
function portFromArgs(args: string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "-p" || args[i] === "--port") return args[i + 1];
    const m = /^--port=(\d+)$/.exec(args[i]);
    if (m) return m[1];
  }
  return undefined;
}

/** The `next` command as the package declares it (its "bin"). */
function nextBinary(): string {
  const manifest = require.resolve("next/package.json");
  const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as { bin: Record<string, string> };
  return path.join(path.dirname(manifest), bin.next);
}

async function main(): Promise<number> {
  const env = configuredEnv();
  const platformUrl =
    mode === "build" && !env.NEXT_PUBLIC_SITE_URL ? platformSiteUrl(env) : undefined;
  if (platformUrl) {
    // Compiled into the pages (links, sitemap, structured data) like a value that was set.
    process.env.NEXT_PUBLIC_SITE_URL = env.NEXT_PUBLIC_SITE_URL = platformUrl;
    console.log(
      `[site] NEXT_PUBLIC_SITE_URL is not set: the project's production address on Vercel, ${platformUrl}`,
    );
  }
  if (!checkConfiguration(env)) return 1;
  if (mode === "build") {
    // Next's data cache survives between builds (and is restored by hosts' build caches). An earlier
    // build's entries would be served to this build's pages while they revalidate: pages would show
    // that build's content (demo content included), and an unreachable database would go unnoticed.
    rmSync(".next/cache/fetch-cache", { recursive: true, force: true });
  }
  const port = portFromArgs(rest);
  if (port) process.env.PORT = port;
  // The build has no pages open in a browser: only dev and start serve live updates.
  // Which database is decided with the files Next reads too: a real project named in .env.local only is
  // that project, not the embedded database (whose address Next would then be given in the environment).
  const database = await openDatabase({ seed: true, browserChannel: mode !== "build", env });
  console.log(`[site] database: ${database.description}`);
  // The build uploads nothing.
  const storage = mode === "build" ? undefined : await openStorage(env);
  if (storage) console.log(`[site] storage: ${storage.description}`);

  // `start` runs the site's own server around Next (scripts/serve.ts: the visitor's real address for
  // the rate limit), without this script's react-server condition. Like this script (package.json), it
  // runs in Node with tsx's loader, not under the tsx command: that command kills its child when the
  // child does not answer a Ctrl-C within 30 ms, and a busy machine can take longer; this script would
  // then never save the embedded database.
  const command =
    mode === "start"
      ? [
          "--import",
          pathToFileURL(require.resolve("tsx")).href,
          path.join(__dirname, "serve.ts"),
          ...rest,
        ]
      : [nextBinary(), mode, ...rest];
  const child = spawn(process.execPath, command, { stdio: "inherit", env: process.env });
  const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
  process.on("SIGINT", forward("SIGINT"));
  process.on("SIGTERM", forward("SIGTERM"));
  const code = await new Promise<number>((resolve) =>
    child.on("exit", (c, s) => resolve(c ?? (s ? 1 : 0))),
  );
  await storage?.close();
  await database.close();
  if (mode === "build" && code === 0) {
    const target = databaseTarget(env);
    writeBuildRecord({
      database: target.kind === "cloud" ? "project" : "emulator",
      projectId: target.projectId,
    });
  }
  return code;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error("[site] startup failed:", error);
    process.exit(1);
  },
);
