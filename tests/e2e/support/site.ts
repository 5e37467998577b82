// Starts the site the two ways it runs (after `npm run build`), on its own ports and its own embedded
// database file, and stops it again: `npm start` (the long-running server with its listeners), and the
// serverless shape, `npm run db` beside Next's own `next start` with the listeners off, as a platform
// runs it. Used by the e2e global setup and by tests that start sites of their own.
//
// Each instance runs from a copy of the build of its own, as every server of a real deployment has: Next
// writes the pages and data it renders again into its build folder, and a server reads what it finds
// there, so sites of different databases sharing one folder would serve each other's pages (a page of a
// test that switched its site off, say).
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "@/tests/support/ports";

export type RunningSite = {
  url: string;
  dbHost: string;
  dataDir: string;
  child: ChildProcess;
  log: string[];
  dir?: string;
};

export type SiteEnv = {
  PORT: string;
  FIRESTORE_EMULATOR_HOST: string;
  FIRESTORE_BROWSER_HOST?: string;
  /** The local Storage emulator (the default, 127.0.0.1:9199, may be taken). */
  FIREBASE_STORAGE_EMULATOR_HOST?: string;
  FIRESTORE_DATA_DIR: string;
  /** Set for a test's own site, e.g. REVALIDATE_SECRET or CONTENT_LISTENERS=off. */
  REVALIDATE_SECRET?: string;
  CONTENT_LISTENERS?: "off";
  /** Who is mailed about inquiries and applications: set, so the owners' mail documents are written and can be checked. */
  NOTIFY_INQUIRIES_TO?: string;
  NOTIFY_APPLICATIONS_TO?: string;
  /** Who is told of content the site cannot show. */
  NOTIFY_CONTENT_TO?: string;
  /** As on Vercel: the visitor's address is the platform's X-Real-IP. */
  VERCEL?: "1";
  /** Behind a reverse proxy (deploy/nginx.conf): the header it sets to the visitor's address. */
  TRUSTED_CLIENT_IP_HEADER?: string;
  /** How long an instance without listeners keeps the site switch it read (default 45). */
  SITE_STATE_SECONDS?: string;
};

export const E2E_PROJECT_ID = "demo-e2e";

/**
 * A service account that opens nothing: the site is built and started with it in the environment (the
 * emulator address still wins), so a test can show that it reaches no client file and no page.
 */
export const FAKE_SERVICE_ACCOUNT = {
  type: "service_account",
  project_id: E2E_PROJECT_ID,
  client_email: "leak-check@demo-e2e.iam.gserviceaccount.com",
  private_key:
    "-----BEGIN PRIVATE KEY-----\nZmFrZS1rZXktZm9yLXRoZS1sZWFrLWNoZWNrLW9mLXRoZS1zaXRl\n-----END PRIVATE KEY-----\n",
};

export async function siteEnv(): Promise<SiteEnv> {
  return {
    PORT: String(await freePort()),
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${await freePort()}`,
    // The database's browser channel (live updates in open tabs); the default, gRPC port + 1, may be taken.
    FIRESTORE_BROWSER_HOST: `127.0.0.1:${await freePort()}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${await freePort()}`,
    FIRESTORE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "site-e2e-")),
    NOTIFY_INQUIRIES_TO: "sales@example.com",
    NOTIFY_APPLICATIONS_TO: "hr@example.com",
  };
}

/** The environment a site of the tests runs with (and the content tools, to act on its database with its keys). */
export function childEnv(env: SiteEnv): NodeJS.ProcessEnv {
  // Tests must never reach a real project, whatever the developer's shell has.
  const {
    GOOGLE_APPLICATION_CREDENTIALS: _a,
    FIREBASE_SERVICE_ACCOUNT: _b,
    ...clean
  } = process.env;
  return {
    ...clean,
    ...env,
    FIREBASE_PROJECT_ID: E2E_PROJECT_ID,
    FIREBASE_SERVICE_ACCOUNT: JSON.stringify(FAKE_SERVICE_ACCOUNT),
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_PUBLIC_SITE_URL: `http://localhost:${env.PORT}`,
    // Jest sets NODE_ENV=test; the site is built and started as in production.
    NODE_ENV: "production",
  };
}

export function runNpm(args: string[], env: SiteEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", args, {
      env: childEnv(env),
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`npm ${args.join(" ")} exited with ${code}`)),
    );
  });
}

const ROOT = path.resolve(__dirname, "..", "..", "..");
/** Not linked into an instance's folder: the build (copied instead), local data, history. */
const NOT_LINKED = new Set([".next", ".data", ".git"]);

/**
 * The folder one instance runs in, removed when it stops: the project's files linked, the build copied
 * (without the build tool's own cache, which no server reads).
 */
function instanceDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-instance-"));
  for (const entry of readdirSync(ROOT))
    if (!NOT_LINKED.has(entry)) symlinkSync(path.join(ROOT, entry), path.join(dir, entry));
  const buildCache = path.join(ROOT, ".next", "cache", "turbopack");
  cpSync(path.join(ROOT, ".next"), path.join(dir, ".next"), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (from) => !from.startsWith(buildCache),
  });
  return dir;
}

/** A child process of the test, detached so it can be stopped with its own children; its output is kept. */
function spawnLogged(
  command: string,
  args: string[],
  env: SiteEnv,
  log: string[],
  cwd?: string,
): ChildProcess {
  const child = spawn(command, args, {
    env: childEnv(env),
    cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk: Buffer) => {
      log.push(chunk.toString());
      if (process.env.E2E_VERBOSE) process.stderr.write(chunk);
    });
  }
  return child;
}

/** Waits until `url` answers 200 (the prerendered home page), or the child exits or time runs out. */
async function waitForHome(
  site: Pick<RunningSite, "child" | "dir">,
  url: string,
  log: string[],
  timeoutMs: number,
): Promise<void> {
  const { child } = site;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited early:\n${log.join("")}`);
    try {
      const res = await fetch(`${url}/home`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stopSite(site);
  throw new Error(`the site did not answer /home within ${timeoutMs} ms:\n${log.join("")}`);
}

/** The revalidation call the Cloud Function makes, as `fetch` arguments: POST /api/revalidate with the secret. */
export function revalidationCall(
  siteUrl: string,
  secret: string,
  collections: readonly string[],
): [string, RequestInit] {
  return [
    `${siteUrl}/api/revalidate`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      body: JSON.stringify({ collections }),
    },
  ];
}

/** `npm start`: the long-running server, which opens (or starts) the database itself. */
export async function startSite(env: SiteEnv, timeoutMs = 90_000): Promise<RunningSite> {
  const log: string[] = [];
  const dir = instanceDir();
  const child = spawnLogged("npm", ["start"], env, log, dir);
  const url = `http://127.0.0.1:${env.PORT}`;
  await waitForHome({ child, dir }, url, log, timeoutMs);
  return {
    url,
    dbHost: env.FIRESTORE_EMULATOR_HOST,
    dataDir: env.FIRESTORE_DATA_DIR,
    child,
    log,
    dir,
  };
}

/**
 * Next's own server alone, as a platform runs it: `npx next start` with the listeners off, on a database
 * that runs elsewhere (`startDatabase`, or one the test started in-process).
 */
export async function startNextServer(env: SiteEnv, timeoutMs = 90_000): Promise<RunningSite> {
  const log: string[] = [];
  const dir = instanceDir();
  const child = spawnLogged(
    "npx",
    ["next", "start", "-p", env.PORT],
    { CONTENT_LISTENERS: "off", ...env },
    log,
    dir,
  );
  const url = `http://127.0.0.1:${env.PORT}`;
  await waitForHome({ child, dir }, url, log, timeoutMs);
  return {
    url,
    dbHost: env.FIRESTORE_EMULATOR_HOST,
    dataDir: env.FIRESTORE_DATA_DIR,
    child,
    log,
    dir,
  };
}

export type RunningDatabase = { host: string; child: ChildProcess; log: string[] };

/** `npm run db`: the embedded database on its own (with its browser channel), until stopped. */
export async function startDatabase(env: SiteEnv, timeoutMs = 60_000): Promise<RunningDatabase> {
  const log: string[] = [];
  const child = spawnLogged("npm", ["run", "db"], env, log);
  const deadline = Date.now() + timeoutMs;
  while (!log.join("").includes("[db] run the site with")) {
    if (child.exitCode !== null) throw new Error(`npm run db exited early:\n${log.join("")}`);
    if (Date.now() > deadline) {
      await stopSite({ child });
      throw new Error(`npm run db did not start within ${timeoutMs} ms:\n${log.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { host: env.FIRESTORE_EMULATOR_HOST, child, log };
}

/**
 * Stops the site as Ctrl-C would (SIGINT to the process group), waits for it to save and exit, and
 * removes its instance's folder.
 */
export async function stopSite(site: Pick<RunningSite, "child" | "dir">): Promise<void> {
  await stopProcess(site.child);
  if (site.dir) rmSync(site.dir, { recursive: true, force: true });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    process.kill(-child.pid, "SIGINT");
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  }, 15_000);
  await exited;
  clearTimeout(timer);
}
