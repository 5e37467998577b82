// Starts the site the way a user does (`npm start`, after `npm run build`) on its own ports and its own
// embedded database file, and stops it again. Used by the e2e global setup and by tests that restart it.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "@/tests/support/ports";

export type RunningSite = { url: string; dbHost: string; dataDir: string; child: ChildProcess; log: string[] };

export type SiteEnv = {
  PORT: string;
  FIRESTORE_EMULATOR_HOST: string;
  FIRESTORE_BROWSER_HOST?: string;
  FIRESTORE_DATA_DIR: string;
  /** Set for a test's own site, e.g. REVALIDATE_SECRET or CONTENT_LISTENERS=off. */
  REVALIDATE_SECRET?: string;
  CONTENT_LISTENERS?: "off";
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
  private_key: "-----BEGIN PRIVATE KEY-----\nZmFrZS1rZXktZm9yLXRoZS1sZWFrLWNoZWNrLW9mLXRoZS1zaXRl\n-----END PRIVATE KEY-----\n",
};

export async function siteEnv(): Promise<SiteEnv> {
  return {
    PORT: String(await freePort()),
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${await freePort()}`,
    // The database's browser channel (live updates in open tabs); the default, gRPC port + 1, may be taken.
    FIRESTORE_BROWSER_HOST: `127.0.0.1:${await freePort()}`,
    FIRESTORE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "site-e2e-")),
  };
}

function childEnv(env: SiteEnv): NodeJS.ProcessEnv {
  // Tests must never reach a real project, whatever the developer's shell has.
  const { GOOGLE_APPLICATION_CREDENTIALS: _a, FIREBASE_SERVICE_ACCOUNT: _b, ...clean } = process.env;
  return { ...clean, ...env, FIREBASE_PROJECT_ID: E2E_PROJECT_ID, FIREBASE_SERVICE_ACCOUNT: JSON.stringify(FAKE_SERVICE_ACCOUNT), NEXT_TELEMETRY_DISABLED: "1", NEXT_PUBLIC_SITE_URL: `http://localhost:${env.PORT}`,
    // Jest sets NODE_ENV=test; the site is built and started as in production.
    NODE_ENV: "production",
  };
}

export function runNpm(args: string[], env: SiteEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", args, { env: childEnv(env), stdio: ["ignore", "inherit", "inherit"] });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`npm ${args.join(" ")} exited with ${code}`))));
  });
}

export async function startSite(env: SiteEnv, timeoutMs = 90_000): Promise<RunningSite> {
  const log: string[] = [];
  const child = spawn("npm", ["start"], { env: childEnv(env), detached: true, stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk: Buffer) => {
      log.push(chunk.toString());
      if (process.env.E2E_VERBOSE) process.stderr.write(chunk);
    });
  }
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited early:\n${log.join("")}`);
    try {
      const res = await fetch(`${url}/home`);
      if (res.status === 200) {
        return { url, dbHost: env.FIRESTORE_EMULATOR_HOST, dataDir: env.FIRESTORE_DATA_DIR, child, log };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stopSite({ child });
  throw new Error(`the site did not answer /home within ${timeoutMs} ms:\n${log.join("")}`);
}

/** Stops the site as Ctrl-C would (SIGINT to the process group) and waits for it to save and exit. */
export async function stopSite(site: Pick<RunningSite, "child">): Promise<void> {
  const { child } = site;
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
