// The production server behind `npm start` (started by scripts/site.ts): Next's own request handler
// behind a plain Node HTTP server, for two things `next start` cannot do:
// - the rate limit needs the connection's own address, which Next does not pass to server actions
//   (it passes X-Forwarded-For, which any client can write): it is put in a header of the site's own,
//   replacing any copy the client sent (lib/client-address.ts);
// - a page that fails to render is answered with its last good copy from the shared cache below
//   (stale-if-error); without one, while the database is away, with the branded page, 503 and
//   Retry-After, so crawlers and visitors know it is temporary. Once a read has failed, pages with a
//   last good copy are answered with it at once, without a render that would wait for the database,
//   and the server asks the database again every few seconds; pages render again as soon as it
//   answers, without a restart;
// - pages are answered from a shared cache in memory, as a CDN would answer them (lib/response-cache.ts),
//   emptied by every accepted revalidation, so that traffic costs neither renders nor Next's routing.
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import next from "next";
import { addressHeader, CONNECTION_ADDRESS_HEADER } from "@/lib/client-address";
import { databaseAway } from "@/lib/database-health";
import { liveSiteFacts } from "@/lib/content/site-facts";
import { createResponseCache, type Answer } from "@/lib/response-cache";
import { unavailablePage } from "@/lib/unavailable";

/** Seconds a visitor or crawler is asked to wait after a page failed during an outage. */
const OUTAGE_RETRY_AFTER_SECONDS = 30;
/** While the database is away, how often the server asks it again (through its own health check). */
const OUTAGE_PROBE_MS = 2000;

function option(args: string[], names: string[]): string | undefined {
  const at = args.findIndex((arg) => names.includes(arg));
  return at >= 0 ? args[at + 1] : undefined;
}

/** Only the header the operator trusts survives; the client's own claims about its address are dropped. */
function vouchForAddress(req: IncomingMessage): void {
  const trusted = addressHeader();
  for (const claimed of ["x-forwarded-for", "x-real-ip", "forwarded"]) {
    if (claimed !== trusted) delete req.headers[claimed];
  }
  req.headers[CONNECTION_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
}

const KEPT_HEADERS = new Set([
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
]);

type WriteHead = (status: number, headers: OutgoingHttpHeaders) => unknown;
type End = (body?: Buffer | string) => unknown;

/** Writes a whole answer (no body for HEAD) through the response's own functions or those under a wrapper. */
function writeAnswer(req: IncomingMessage, { status, headers, body }: Answer, writeHead: WriteHead, end: End): void {
  writeHead(status, { ...headers, "content-length": String(Buffer.byteLength(body)) });
  end(req.method === "HEAD" ? undefined : body);
}

type Callback = (error?: Error | null) => void;
const callbackIn = (args: unknown[]) => args.find((arg): arg is Callback => typeof arg === "function");

/** The branded page (lib/unavailable.ts) with 503 and Retry-After, for a page that failed during an outage. */
function outagePage(): Answer {
  return {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "retry-after": String(OUTAGE_RETRY_AFTER_SECONDS),
      "cache-control": "no-store",
    },
    body: unavailablePage(),
  };
}

/**
 * A failed page (a 5xx other than the site's own 503) about to be written is replaced, before any byte
 * of it is sent, by what `instead` gives (nothing: the 5xx goes out). Next renders an error as an empty
 * shell that scripts fill in; the answers put in its place read the same without them, and for crawlers.
 */
function replaceFailures(req: IncomingMessage, res: ServerResponse, instead: () => Answer | undefined): void {
  if (req.method !== "GET" && req.method !== "HEAD") return;
  // API routes answer for themselves: the health check's own 503 is what an uptime monitor reads.
  if (req.url?.startsWith("/api/")) return;
  const original = { writeHead: res.writeHead.bind(res), write: res.write.bind(res), end: res.end.bind(res) };
  let decided = false;
  let replacement: Answer | undefined;
  const replaced = (status: number) => {
    if (!decided) {
      decided = true;
      // A 503 is the site's own answer (switched off, come back later), not a failure.
      replacement = status >= 500 && status !== 503 ? instead() : undefined;
    }
    return replacement !== undefined;
  };
  let sent = false;
  const send = () => {
    if (sent || !replacement) return;
    sent = true;
    // The security policy set for this answer stays unless the replacement brings its own; what
    // described the failed page goes.
    for (const name of res.getHeaderNames()) if (!KEPT_HEADERS.has(name)) res.removeHeader(name);
    writeAnswer(req, replacement, original.writeHead, original.end);
  };
  const writeHead = (status: number, ...rest: unknown[]) =>
    replaced(status) ? res : (original.writeHead as (s: number, ...r: unknown[]) => ServerResponse)(status, ...rest);
  const write = (chunk: unknown, ...rest: unknown[]) => {
    if (!replaced(res.statusCode)) return (original.write as (c: unknown, ...r: unknown[]) => boolean)(chunk, ...rest);
    send();
    callbackIn(rest)?.();
    return true;
  };
  const end = (...args: unknown[]) => {
    if (!replaced(res.statusCode)) return (original.end as (...a: unknown[]) => ServerResponse)(...args);
    send();
    callbackIn(args)?.();
    return res;
  };
  res.writeHead = writeHead as unknown as ServerResponse["writeHead"];
  res.write = write as unknown as ServerResponse["write"];
  res.end = end as unknown as ServerResponse["end"];
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const port = Number(option(args, ["-p", "--port"]) ?? process.env.PORT ?? 3000);
  const hostname = option(args, ["-H", "--hostname"]);
  const app = next({ dev: false, dir: process.cwd(), port, hostname: hostname ?? "localhost" });
  await app.prepare();
  const handle = app.getRequestHandler();
  const cache = createResponseCache();
  // The health check's read (GET /api/health) reports to the database's health like any other.
  const loopback = !hostname || hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname.includes(":") ? `[${hostname}]` : hostname;
  let probedAt = 0;
  const probeDatabase = () => {
    if (Date.now() - probedAt < OUTAGE_PROBE_MS) return;
    probedAt = Date.now();
    fetch(`http://${loopback}:${port}/api/health`)
      .then((answer) => answer.body?.cancel())
      .catch(() => undefined);
  };
  const server = createServer((req, res) => {
    if (cache.serve(req, res)) return;
    const staleCopy = cache.staleCopyOf(req);
    // While the database is away, a page with a last good copy gets it at once instead of a render that
    // would wait for the database, which is asked again meanwhile. Not if the owners had switched the
    // site off: the proxy answers that from what it last knew.
    const copy = databaseAway() && liveSiteFacts()?.online !== false ? staleCopy() : undefined;
    if (copy) {
      probeDatabase();
      writeAnswer(req, copy, res.writeHead.bind(res), res.end.bind(res));
      return;
    }
    vouchForAddress(req);
    replaceFailures(req, res, () => staleCopy() ?? (databaseAway() ? outagePage() : undefined));
    handle(req, res).catch((error: unknown) => {
      console.error("[serve] request failed:", error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  console.log(`[serve] ready on http://${hostname ?? "localhost"}:${port}`);
  const stop = () => {
    server.close();
    app.close().finally(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error("[serve] could not start:", error);
  process.exit(1);
});
