// The two shapes the site runs in, each started on loopback on an embedded database of the benchmark's
// own, in this process (data in memory, the demo content), so that every Firestore call a shape makes is
// counted at the database (rpcCounts):
// - serverless: the database alone with its browser channel, as `npm run db` runs it, beside Next's own
//   server, `next start` with the content listeners off, as a platform (Vercel) runs the site;
// - long-running: `npm start`, the site's own server, whose Firestore listeners keep its pages fresh.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { collectionNames, isContentCollection } from "@/lib/content/collections";
import { seedDemo } from "@/tests/e2e/support/database";
import { E2E_PROJECT_ID, revalidationCall } from "@/tests/e2e/support/site";
import { siteOrigins } from "@/dev/firestore/browser-channel/origins";
import { startBrowserChannel } from "@/dev/firestore/browser-channel/server";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/dev/firestore/emulator";
import { freePort, nextBinary, onStop, startChild, waitUntilServing } from "./processes";

export type Shape = {
  label: string;
  url: string;
  database: EmbeddedDatabase;
  stop(): Promise<void>;
};

const ROOT = path.resolve(__dirname, "..");
/** A file outside the proxy: waiting on it leaves the proxy's first status read to the warm-up. */
const READY_PATH = "/logo.svg";

type Started = {
  port: number;
  database: EmbeddedDatabase;
  env: NodeJS.ProcessEnv;
  stopAll(): Promise<void>;
};

/** The database (seeded as `npm run db` seeds an empty one), its own data folder and the site's environment. */
async function startDatabase(withBrowserChannel: boolean): Promise<Started> {
  const port = await freePort();
  // The site keeps its form keys in the data folder: never the repository's .data/ here.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const stopDir = onStop(async () => rmSync(dataDir, { recursive: true, force: true }));
  const database = await startEmbeddedDatabase({
    host: `127.0.0.1:${await freePort()}`,
    dataFile: null,
  });
  const stopDatabase = onStop(() => database.stop());
  // The seeding helper writes to the e2e tests' project id; the sites are told the same one.
  await seedDemo(database.host);
  // The sites never reach a real project, whatever the shell has.
  const {
    GOOGLE_APPLICATION_CREDENTIALS: _a,
    FIREBASE_SERVICE_ACCOUNT: _b,
    ...clean
  } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...clean,
    PORT: String(port),
    FIRESTORE_EMULATOR_HOST: database.host,
    FIREBASE_PROJECT_ID: E2E_PROJECT_ID,
    FIRESTORE_DATA_DIR: dataDir,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    // No credentials: Google's client libraries would otherwise look for a metadata server.
    METADATA_SERVER_DETECTION: "none",
  };
  let stopChannel = async () => {};
  if (withBrowserChannel) {
    // Pages open a live listener on the database's browser channel: without it their console shows errors.
    const channel = await startBrowserChannel({
      state: database.server.state,
      host: `127.0.0.1:${await freePort()}`,
      allowedOrigins: siteOrigins({ PORT: String(port) }),
      readable: isContentCollection,
    });
    stopChannel = onStop(() => channel.close());
    env.FIRESTORE_BROWSER_HOST = channel.host;
  }
  return {
    port,
    database,
    env,
    async stopAll() {
      await stopChannel();
      await stopDatabase();
      await stopDir();
    },
  };
}

async function serve(
  started: Started,
  label: string,
  command: string,
  args: string[],
): Promise<Shape> {
  const site = startChild(command, args, { cwd: ROOT, env: started.env });
  const url = `http://127.0.0.1:${started.port}`;
  try {
    await waitUntilServing(site, `${url}${READY_PATH}`);
  } catch (error) {
    await started.stopAll();
    throw error;
  }
  return {
    label,
    url,
    database: started.database,
    async stop() {
      await site.stop();
      await started.stopAll();
    },
  };
}

/**
 * `next start` (Next's own server, resolved from next's "bin") with CONTENT_LISTENERS=off. The build
 * rendered its pages from another database (the build's own, in .data/): one revalidation call, as the
 * Cloud Function makes after an edit, has them show this database's content. Otherwise, where that
 * database holds older content, every open tab would redraw the parts that differ, and the benchmark
 * would measure that instead of the page.
 */
export async function startServerless(): Promise<Shape> {
  const started = await startDatabase(true);
  const secret = randomBytes(16).toString("hex");
  started.env.CONTENT_LISTENERS = "off";
  started.env.REVALIDATE_SECRET = secret;
  const args = [nextBinary(), "start", "-p", String(started.port), "-H", "127.0.0.1"];
  const shape = await serve(started, "serverless (next start)", process.execPath, args);
  const [url, init] = revalidationCall(shape.url, secret, collectionNames);
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  if (res.status !== 200) {
    await shape.stop();
    throw new Error(
      `the serverless shape's revalidation call answered ${res.status}: ${await res.text()}`,
    );
  }
  return shape;
}

/** `npm start` on the database started here (it finds it listening, so it starts none of its own). */
export async function startLongRunning(): Promise<Shape> {
  const started = await startDatabase(false);
  return serve(started, "long-running (npm start)", "npm", ["start", "--", "-H", "127.0.0.1"]);
}
