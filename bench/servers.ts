// What the benchmark starts, all on loopback, and how it is stopped again (at the end, on an error, on
// Ctrl-C): the database and its browser channel in this process, as `npm run db` runs them, so that
// every call a site makes is counted at the database; the site under Next's own `next start` (what
// `npm start` runs); an empty Next.js App Router page built from the same node_modules; wrk; Chromium.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@/dev/firestore/open";
import { collectionNames } from "@/lib/content/collections";
import { freePort } from "@/tests/support/ports";
import { readWrkReport, type Load } from "./figures";

const ROOT = path.resolve(__dirname, "..");
const NEXT = require.resolve("next/dist/bin/next");
const cleanups: (() => unknown)[] = [];
/** Every child still running, with its exit. */
const children = new Map<ChildProcess, Promise<unknown>>();
process.on("exit", () => children.forEach((_, child) => child.kill("SIGKILL")));

export const sleep = (ms: number) => new Promise<false>((r) => setTimeout(() => r(false), ms));
export const onStop = (cleanup: () => unknown) => void cleanups.push(cleanup);

async function stop(child: ChildProcess): Promise<void> {
  const exited = children.get(child);
  if (!exited) return;
  child.kill("SIGINT");
  const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(force);
}

/** Stops every child (a site before the database it reads), then the rest, newest first. */
export async function stopAll(): Promise<void> {
  await Promise.all([...children.keys()].map(stop));
  for (const cleanup of cleanups.splice(0).reverse())
    await Promise.resolve(cleanup()).catch((e: unknown) => console.error("[bench]", e));
}

/** A child process, its output kept for errors; stopping it is a SIGINT, then a SIGKILL after 10 s. */
function start(command: string, args: string[], cwd = ROOT) {
  const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (c) => output.push(`${c}`));
  const exited = new Promise<number | null>((resolve) => child.once("close", resolve));
  children.set(child, exited);
  void exited.then(() => children.delete(child));
  return { exited, output, stop: () => stop(child) };
}

export const hasWrk = () => !spawnSync("wrk", ["--version"]).error;

/** wrk (a Node client would saturate a core before the site does), a request over 2 s an error. */
export async function wrk(url: string, seconds: number, connections: number): Promise<Load> {
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "2s", "--latency", url];
  const run = start("wrk", args);
  if ((await run.exited) !== 0) throw new Error(`wrk ${url}: ${run.output.join("")}`);
  return { path: new URL(url).pathname, ...readWrkReport(run.output.join("")) };
}

/** `next start` in `cwd` on `port`, once `path` answers 200; its output goes into the error if never. */
async function serve(cwd: string, port: number, path: string) {
  const server = start(process.execPath, [NEXT, "start", "-H", "127.0.0.1", "-p", `${port}`], cwd);
  for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
    const signal = AbortSignal.timeout(5_000);
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal }).catch(() => null);
    if (res?.status === 200) return server.stop;
    if (await Promise.race([server.exited.then(() => true), sleep(300)])) break;
  }
  await server.stop();
  throw new Error(`next start did not serve ${path}:\n${server.output.join("").slice(-4000)}`);
}

/** The database and its browser channel, seeded with the demo content, in a data folder of their own. */
export async function startDatabase(sitePort: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  onStop(() => rmSync(dataDir, { recursive: true, force: true }));
  // The sites started from here inherit this environment, and never reach a real project.
  delete process.env.GOOGLE_APPLICATION_CREDENTIALS;
  delete process.env.FIREBASE_SERVICE_ACCOUNT;
  const host = async () => `127.0.0.1:${await freePort()}`;
  Object.assign(process.env, {
    PORT: `${sitePort}`,
    FIRESTORE_DATA_DIR: dataDir,
    FIRESTORE_EMULATOR_HOST: await host(),
    FIRESTORE_BROWSER_HOST: await host(),
    FIREBASE_STORAGE_EMULATOR_HOST: await host(),
    REVALIDATE_SECRET: randomBytes(16).toString("hex"),
    NEXT_TELEMETRY_DISABLED: "1",
  });
  const database = await openDatabase({ seed: true, browserChannel: true });
  onStop(() => database.close());
  if (!database.embedded) throw new Error(`${process.env.FIRESTORE_EMULATOR_HOST} is taken`);
  return database.embedded;
}

/**
 * The site on the port given to startDatabase; with the content listeners off, the serverless shape.
 * The build rendered its pages from another database: one revalidation call, as the Cloud Function
 * makes after an edit, has them show this one's, or every open tab would redraw what differs.
 */
export async function startSite(contentListeners: "on" | "off") {
  process.env.CONTENT_LISTENERS = contentListeners;
  const url = `http://127.0.0.1:${process.env.PORT}`;
  const stop = await serve(ROOT, Number(process.env.PORT), "/logo.svg");
  const res = await fetch(`${url}/api/revalidate`, {
    method: "POST",
    headers: { authorization: `Bearer ${process.env.REVALIDATE_SECRET}` },
    body: JSON.stringify({ collections: collectionNames }),
  });
  if (res.status !== 200) throw new Error(`revalidation answered ${res.status}`);
  return { url, stop };
}

/** A layout, one heading and a paragraph, in a temporary folder beside a link to node_modules. */
const EMPTY_PAGE = {
  // Turbopack compiles only files under its root, which must hold the linked modules too.
  "next.config.mjs": `export default { turbopack: { root: "/" } };`,
  "app/layout.js": `export const metadata = { title: "An empty page", description: "Nothing on it." };
export default function Layout({ children }) {
  return <html lang="en"><body style={{ margin: "2rem", fontFamily: "sans-serif" }}>{children}</body></html>;
}`,
  "app/page.js": `export default function Page() {
  return <main><h1>An empty page</h1><p>One heading and a paragraph, to compare the site with.</p></main>;
}`,
};

/** Builds the empty page with the repository's `next` and serves it on a free port; returns its address. */
export async function serveEmptyPage(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-empty-page-"));
  onStop(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, "app"));
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  for (const [file, text] of Object.entries(EMPTY_PAGE)) writeFileSync(path.join(dir, file), text);
  const build = start(process.execPath, [NEXT, "build"], dir);
  if ((await build.exited) !== 0) throw new Error(`empty page: ${build.output.join("")}`);
  const port = await freePort();
  await serve(dir, port, "/");
  return `http://127.0.0.1:${port}/`;
}
