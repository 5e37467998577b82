// The repository's reverse-proxy configuration, deploy/nginx.conf, run by Debian's nginx in front of two
// instances of the site (one `npm start`, one `next start`) on one database: pages come through with
// their content and are cached briefly, what is private never is, the rate limit counts the address nginx
// saw and not one a client forged, the site's own 503 reaches visitors, and while no instance answers
// the last good pages are served and any other page answers the branded unavailable page.
// The file tested is the repository's own: only its port, instances, cache folder and page folder are
// replaced (each replacement fails loudly when its text is not found), inside a minimal top-level wrapper.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_COMPANY as company } from "@/lib/site/default-company";
import { RATE_LIMIT } from "@/lib/forms/rate-limit";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/dev/firestore/emulator";
import { freePort } from "@/tests/support/ports";
import { useBrowser } from "./support/browser";
import { connectAdmin, seedDemo } from "./support/database";
import { headingOf } from "./support/html";
import { sendInquiriesWithoutScripts } from "./support/no-script-inquiry";
import {
  revalidationCall,
  startNextServer,
  startSite,
  stopSite,
  type RunningSite,
  type SiteEnv,
} from "./support/site";

jest.setTimeout(120_000);

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const CONFIG = path.join(__dirname, "..", "..", "deploy", "nginx.conf");
const UNAVAILABLE_PAGE = path.join(__dirname, "..", "..", "deploy", "unavailable.html");
/** Pages the tests cache through nginx before the sites go down, and one never asked for. */
const CACHED = ["/home", "/products"];
const NEVER_ASKED = "/quality-control";

const newPage = useBrowser();
const secret = randomBytes(16).toString("hex");
const marker = `nginx address test ${Date.now()}`;
let database: EmbeddedDatabase;
let sites: RunningSite[] = [];
let nginx: ChildProcess | undefined;
let nginxLog: string[] = [];
let workDir: string;
let dataDir: string;
let proxyUrl: string;
let configCheck: { status: number | null; output: string };
const h1s = new Map<string, string>();

/** `text` with `from` replaced by `to`; throws unless `from` occurs exactly once. */
function replaceOnce(text: string, from: string, to: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1)
    throw new Error(
      `deploy/nginx.conf: expected exactly one ${JSON.stringify(from)}, found ${count}`,
    );
  return text.replace(from, () => to);
}

async function get(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; cache: string | null; headers: Headers; body: string }> {
  const res = await fetch(url, { redirect: "manual", ...init });
  return {
    status: res.status,
    cache: res.headers.get("x-cache-status"),
    headers: res.headers,
    body: await res.text(),
  };
}

async function until<T>(
  what: string,
  timeoutMs: number,
  attempt: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(
        `${what} within ${timeoutMs} ms; last: ${JSON.stringify(value, null, 1).slice(0, 600)}`,
      );
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function setOnline(online: boolean): Promise<void> {
  const admin = connectAdmin(database.host);
  try {
    await admin.db.doc("project/site").set({ online }, { merge: true });
  } finally {
    await admin.close();
  }
  // Each instance is told directly: through nginx the call would reach one of them only.
  for (const site of sites) {
    const res = await fetch(...revalidationCall(site.url, secret, ["project"]));
    expect(res.status).toBe(200);
  }
}

/** The wrapper an operator's /etc/nginx/nginx.conf stands for, with every path in the test's folder. */
function wrapper(dir: string): string {
  return [
    "daemon off;",
    "worker_processes 1;",
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    "events { worker_connections 256; }",
    "http {",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
      (name) => `  ${name}_temp_path ${dir}/${name}_temp;`,
    ),
    `  include ${dir}/website.conf;`,
    "}",
    "",
  ].join("\n");
}

beforeAll(async () => {
  const host = `127.0.0.1:${await freePort()}`;
  database = await startEmbeddedDatabase({ host, dataFile: null });
  await seedDemo(host);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "nginx-site-"));
  const env = async (): Promise<SiteEnv> => ({
    PORT: String(await freePort()),
    FIRESTORE_EMULATOR_HOST: host,
    FIRESTORE_DATA_DIR: dataDir,
    REVALIDATE_SECRET: secret,
    TRUSTED_CLIENT_IP_HEADER: "x-real-ip",
  });
  // Both shapes behind one nginx: the long-running server and Next's own.
  const [envA, envB] = [await env(), await env()];
  const started = await Promise.allSettled([startSite(envA), startNextServer(envB)]);
  // Whichever started is stopped in afterAll, also when the other did not.
  sites = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  for (const result of started) if (result.status === "rejected") throw result.reason;

  workDir = mkdtempSync(path.join(os.tmpdir(), "nginx-"));
  // Run as root (as in a CI container), nginx's workers drop to an unprivileged user, who must reach in.
  chmodSync(workDir, 0o755);
  const port = await freePort();
  proxyUrl = `http://127.0.0.1:${port}`;
  let conf = readFileSync(CONFIG, "utf8");
  conf = replaceOnce(conf, "    listen 80;\n", `    listen 127.0.0.1:${port};\n`);
  conf = replaceOnce(
    conf,
    "    server 127.0.0.1:3000;\n    server 127.0.0.1:3001;\n",
    sites.map((site) => `    server ${new URL(site.url).host};\n`).join(""),
  );
  conf = replaceOnce(
    conf,
    "proxy_cache_path /var/cache/nginx/website ",
    `proxy_cache_path ${workDir}/cache `,
  );
  conf = replaceOnce(conf, "root /var/www/website;", `root ${workDir}/pages;`);
  writeFileSync(path.join(workDir, "website.conf"), conf);
  writeFileSync(path.join(workDir, "nginx.conf"), wrapper(workDir));
  mkdirSync(path.join(workDir, "pages"));
  copyFileSync(UNAVAILABLE_PAGE, path.join(workDir, "pages", "unavailable.html"));

  const args = [
    "-p",
    workDir,
    "-c",
    path.join(workDir, "nginx.conf"),
    "-e",
    path.join(workDir, "error.log"),
  ];
  // `nginx -t` writes its verdict to stderr and exits non-zero when the file does not pass.
  const check = spawnSync(NGINX, ["-t", ...args], { encoding: "utf8" });
  configCheck = { status: check.status, output: `${check.stdout}${check.stderr}` };
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${configCheck.output}`);
  nginxLog = [];
  nginx = spawn(NGINX, args, { stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [nginx.stdout, nginx.stderr])
    stream?.on("data", (chunk: Buffer) => nginxLog.push(chunk.toString()));
  // Ready when it answers something never cached.
  await until(
    "nginx did not answer",
    10_000,
    async () => {
      if (nginx?.exitCode !== null)
        throw new Error(
          `nginx exited: ${nginxLog.join("")}${readFileSync(path.join(workDir, "error.log"), "utf8")}`,
        );
      return fetch(`${proxyUrl}/api/health`).then(
        (res) => res.status,
        () => 0,
      );
    },
    (status) => status === 200,
  );
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once("exit", resolve));
    nginx.kill("SIGTERM");
    await exited;
  }
  await Promise.all(sites.map((site) => stopSite(site)));
  await database?.stop();
  // E2E_KEEP=1 keeps nginx's folder (its error.log, the config as tested) for a look afterwards.
  if (workDir && !process.env.E2E_KEEP) rmSync(workDir, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("nginx -t accepts the configuration as deployed", () => {
  expect(configCheck.status).toBe(0);
  expect(configCheck.output).toMatch(/syntax is ok/);
  expect(configCheck.output).toMatch(/test is successful/);
});

test("pages come through with their content, a second answer is nginx's copy, and nothing private or posted is cached", async () => {
  for (const route of CACHED) {
    const direct = headingOf((await get(`${sites[0].url}${route}`)).body);
    expect(direct).toBeTruthy();
    const first = await get(`${proxyUrl}${route}`);
    expect([route, first.status, headingOf(first.body)]).toEqual([route, 200, direct]);
    expect(first.cache).toMatch(/^(MISS|EXPIRED)$/);
    const second = await get(`${proxyUrl}${route}`);
    expect([route, second.status, second.cache, headingOf(second.body)]).toEqual([
      route,
      200,
      "HIT",
      direct,
    ]);
    h1s.set(route, direct!);
  }

  // The form's start: no-store, so asked of the site every time.
  const tokens: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await get(`${proxyUrl}/api/form-token`);
    expect(res.status).toBe(200);
    expect(res.cache).not.toBe("HIT");
    tokens.push((JSON.parse(res.body) as { token: string }).token);
  }
  expect(tokens[0]).not.toBe(tokens[1]);

  // A post to a page nginx holds a copy of goes to the site; the cache is not even asked.
  const posted = await get(`${proxyUrl}/home`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "a=1",
  });
  expect(posted.cache).toBeNull();
  expect(posted.headers.get("cache-control")).toMatch(/no-store/);
});

test("eight posts without JavaScript through nginx, each forging X-Real-IP and X-Forwarded-For, write only the rate limit's five", async () => {
  const visitors = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => ({
    headers: { "X-Real-IP": `203.0.113.${i}`, "X-Forwarded-For": `198.51.100.${i}` },
    message: `Inquiry number ${i} about form tools`,
  }));
  const answers = await sendInquiriesWithoutScripts(
    newPage,
    `${proxyUrl}/contact-us`,
    marker,
    visitors,
  );
  const admin = connectAdmin(database.host);
  try {
    const written = await admin.db.collection("Inquiries").where("company", "==", marker).get();
    expect(written.size).toBe(RATE_LIMIT.max);
  } finally {
    await admin.close();
  }
  expect(answers.filter((text) => /^Thank you, Ravi Desai\./.test(text))).toHaveLength(
    RATE_LIMIT.max,
  );
  expect(answers.filter((text) => /wait about ten minutes/.test(text))).toHaveLength(
    8 - RATE_LIMIT.max,
  );
});

test("the site's own 503 (switched off) reaches visitors through nginx instead of a stale copy, and the pages come back when switched on", async () => {
  await setOnline(false);
  try {
    const off = await until(
      "nginx did not pass on the switched-off site's 503",
      15_000,
      () => get(`${proxyUrl}/home`),
      (res) => res.status === 503,
    );
    expect(off.body).toContain("Oops");
    expect(off.headers.get("retry-after")).toBeTruthy();
    // Not kept either: the next visitor is answered by the site again.
    expect((await get(`${proxyUrl}/home`)).cache).not.toBe("HIT");
  } finally {
    await setOnline(true);
  }
  const on = await until(
    "the site did not come back through nginx",
    15_000,
    () => get(`${proxyUrl}/home`),
    (res) => res.status === 200,
  );
  expect(headingOf(on.body)).toBe(h1s.get("/home"));
});

test("with every instance down, pages cached before are served from nginx's copy and any other page answers the branded unavailable page", async () => {
  await Promise.all(sites.map((site) => stopSite(site)));
  for (const route of CACHED) {
    const res = await get(`${proxyUrl}${route}`);
    expect([route, res.status, headingOf(res.body)]).toEqual([route, 200, h1s.get(route)]);
    expect(res.cache).toMatch(/^(HIT|STALE)$/);
  }
  const missing = await get(`${proxyUrl}${NEVER_ASKED}`);
  expect(missing.status).toBe(503);
  expect(missing.headers.get("content-type")).toMatch(/^text\/html/);
  expect(missing.headers.get("retry-after")).toBe("30");
  expect(missing.body).toContain(company.name.replace("&", "&amp;"));
  expect(missing.body).toMatch(/temporarily unavailable/i);
  expect(missing.body).toMatch(/try again shortly/i);
  // Not nginx's own error page ("<hr><center>nginx/1.x</center>").
  expect(missing.body).not.toMatch(/<center>nginx/i);
});
