// A forgotten variable never puts the demo catalogue where the company's site should be: a start whose
// environment names a real project but has no credentials stops with a message naming what to set
// (`npm start` is Next's own `next start`), and never starts (or seeds) the embedded database.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isListening } from "@/dev/firestore/emulator";
import { freePort } from "@/tests/support/ports";

jest.setTimeout(120_000);

/** The embedded database's address when nothing names another. */
const EMBEDDED_DEFAULT = "127.0.0.1:8080";

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    // Its own process group, so that a start which does not refuse is stopped with the server it ran
    // (`npx` leaves Next's server behind, holding the output open) and the test fails instead of hanging.
    const child = spawn(command, args, { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 90_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

/** A shell that names a real project and nothing else: no credentials, no emulator. */
async function acmeEnv(): Promise<NodeJS.ProcessEnv> {
  const {
    FIRESTORE_EMULATOR_HOST: _h,
    FIRESTORE_BROWSER_HOST: _b,
    FIREBASE_SERVICE_ACCOUNT: _s,
    GOOGLE_APPLICATION_CREDENTIALS: _g,
    REVALIDATE_SECRET: _r,
    ...rest
  } = process.env;
  return {
    ...rest,
    FIREBASE_PROJECT_ID: "acme-tools",
    NODE_ENV: "production",
    PORT: String(await freePort()),
    FIRESTORE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "acme-")),
  };
}

test("npm start (next start) naming a real project without credentials exits non-zero, names FIREBASE_SERVICE_ACCOUNT and starts no database", async () => {
  const busyBefore = await isListening(EMBEDDED_DEFAULT);
  const env = await acmeEnv();
  const { code, out } = await run("npm", ["start"], env);
  expect(code).not.toBe(0);
  expect(out).toContain("FIREBASE_SERVICE_ACCOUNT");
  expect(out).toContain("REVALIDATE_SECRET");
  expect(out).not.toContain("demo content written");
  if (!busyBefore) expect(await isListening(EMBEDDED_DEFAULT)).toBe(false);
  // Nothing was written where the local database keeps its data.
  expect(readdirSync(env.FIRESTORE_DATA_DIR!)).toEqual([]);
});
