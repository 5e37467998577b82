// The yardstick for Lighthouse: an empty Next.js App Router page (a layout, one heading and a paragraph,
// a 2-line stylesheet), generated in a temporary folder at bench time, built by the repository's own
// `next` from the repository's node_modules with the site's bundler (Turbopack, Next 16's default), and
// served by `next start` on loopback. On this machine no Next.js 16 page reaches Lighthouse's absolute
// 0.98, so each route's score is read against this page's, measured in the same session.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, nextBinary, onStop, startChild, waitUntilServing } from "./processes";

const FILES: Record<string, string> = {
  "app/layout.tsx": `import "./globals.css";

export const metadata = { title: "An empty page", description: "A Next.js page with nothing on it." };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.tsx": `export default function Page() {
  return (
    <main>
      <h1>An empty page</h1>
      <p>One heading and a paragraph, to compare the site with.</p>
    </main>
  );
}
`,
  "app/globals.css": "body { margin: 2rem; font-family: sans-serif; }\nh1 { color: #1f4e79; }\n",
};

const REPO_MODULES = realpathSync(path.resolve(__dirname, "..", "node_modules"));

/** The deepest folder holding both paths. */
function commonAncestor(a: string, b: string): string {
  const [pa, pb] = [a.split(path.sep), b.split(path.sep)];
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i++;
  return pa.slice(0, i).join(path.sep) || path.sep;
}

export type EmptyPage = { dir: string; remove(): Promise<void> };

/** Writes and builds the page; it is removed at the end of the run (or by `remove`). */
export async function buildEmptyPage(timeoutMs = 300_000): Promise<EmptyPage> {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), "bench-empty-page-")));
  const remove = onStop(async () => rmSync(dir, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  symlinkSync(REPO_MODULES, path.join(dir, "node_modules"), "dir");
  // Turbopack compiles only files under its root, and the modules the link points to live in the
  // repository: the root is the folder holding both.
  writeFileSync(
    path.join(dir, "next.config.mjs"),
    `export default { turbopack: { root: ${JSON.stringify(commonAncestor(dir, REPO_MODULES))} } };\n`,
  );

  const build = startChild(process.execPath, [nextBinary(), "build"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => void build.stop().then(() => resolve(null)), timeoutMs);
    build.child.once("exit", (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  await build.stop();
  if (code !== 0)
    throw new Error(
      `the empty page did not build (${code === null ? "timed out" : `exit ${code}`}):\n${build.log.join("")}`,
    );
  return { dir, remove };
}

/** `next start` for the built page on a free loopback port. */
export async function serveEmptyPage(
  page: EmptyPage,
): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const server = startChild(
    process.execPath,
    [nextBinary(), "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: page.dir,
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitUntilServing(server, url);
  return { url, stop: server.stop };
}
