// The production server behind `npm start` (started by scripts/site.ts): Next's own request handler
// behind a plain Node HTTP server, for two things `next start` cannot do:
// - the rate limit needs the connection's own address, which Next does not pass to server actions
//   (it passes X-Forwarded-For, which any client can write): it is put in a header of the site's own,
//   replacing any copy the client sent (lib/client-address.ts);
// - a page that fails to render while the database is away is answered with the branded page, 503 and
//   Retry-After, so crawlers and visitors know it is temporary; pages render again as soon as the
//   database answers, without a restart;
// - pages are answered from a shared cache in memory, as a CDN would answer them (lib/response-cache.ts),
//   emptied by every accepted revalidation, so that traffic costs neither renders nor Next's routing.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import next from "next";
import { addressHeader, CONNECTION_ADDRESS_HEADER } from "@/lib/client-address";
import { databaseAway } from "@/lib/database-health";
import { createResponseCache } from "@/lib/response-cache";
import { unavailablePage } from "@/lib/unavailable";

/** Seconds a visitor or crawler is asked to wait after a page failed during an outage. */
const OUTAGE_RETRY_AFTER_SECONDS = 30;

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

type Callback = (error?: Error | null) => void;
const callbackIn = (args: unknown[]) => args.find((arg): arg is Callback => typeof arg === "function");

/**
 * A 5xx about to be written while the database is away is replaced, before any byte of it is sent, by
 * the branded page (lib/unavailable.ts) with 503 and Retry-After. Next renders an error as an empty shell
 * that scripts fill in; this page reads the same without them, and for crawlers.
 */
function outageAs503(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== "GET" && req.method !== "HEAD") return;
  // API routes answer for themselves: the health check's own 503 is what an uptime monitor reads.
  if (req.url?.startsWith("/api/")) return;
  const original = { writeHead: res.writeHead.bind(res), write: res.write.bind(res), end: res.end.bind(res) };
  let mode: "undecided" | "pass" | "replace" = "undecided";
  const decide = (status: number) => {
    if (mode === "undecided") mode = status >= 500 && databaseAway() ? "replace" : "pass";
    return mode;
  };
  let sent = false;
  const sendPage = () => {
    if (sent) return;
    sent = true;
    // The security policy set for this answer stays; what described the failed page goes.
    for (const name of res.getHeaderNames()) if (!KEPT_HEADERS.has(name)) res.removeHeader(name);
    const body = unavailablePage();
    original.writeHead(503, {
      "content-type": "text/html; charset=utf-8",
      "content-length": String(Buffer.byteLength(body)),
      "retry-after": String(OUTAGE_RETRY_AFTER_SECONDS),
      "cache-control": "no-store",
    });
    original.end(req.method === "HEAD" ? undefined : body);
  };
  const writeHead = (status: number, ...rest: unknown[]) =>
    decide(status) === "pass" ? (original.writeHead as (s: number, ...r: unknown[]) => ServerResponse)(status, ...rest) : res;
  const write = (chunk: unknown, ...rest: unknown[]) => {
    if (decide(res.statusCode) === "pass") return (original.write as (c: unknown, ...r: unknown[]) => boolean)(chunk, ...rest);
    sendPage();
    callbackIn(rest)?.();
    return true;
  };
  const end = (...args: unknown[]) => {
    if (decide(res.statusCode) === "pass") return (original.end as (...a: unknown[]) => ServerResponse)(...args);
    sendPage();
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
  const server = createServer((req, res) => {
    if (cache.serve(req, res)) return;
    vouchForAddress(req);
    outageAs503(req, res);
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
