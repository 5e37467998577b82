// The server behind `npm start`: Next's own request handler behind a plain Node HTTP server (Next's
// documented custom server), for the one thing `next start` cannot do: tell the site the visitor's
// address. Next passes a client's own X-Forwarded-For through unchanged (it fills the header in only when
// it is missing), so a bot could dodge the forms' rate limit by sending one. Here the header is replaced
// by the connection's own address on every request, and the site is told to trust it. Behind a reverse
// proxy that names its own header (TRUSTED_CLIENT_IP_HEADER), requests pass through unchanged.
import { createServer } from "node:http";
import next from "next";
import { CONNECTION_ADDRESS_HEADER } from "@/lib/http/client-address";

function option(args: string[], names: string[]): string | undefined {
  const at = args.findIndex((arg) => names.includes(arg));
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const port = Number(option(args, ["-p", "--port"]) ?? process.env.PORT ?? 3000);
  const hostname = option(args, ["-H", "--hostname"]);
  // The proxy asks this server for the site's status on loopback at PORT (lib/http/site-status.ts).
  process.env.PORT = String(port);
  const vouch = !process.env.TRUSTED_CLIENT_IP_HEADER?.trim();
  if (vouch) process.env.TRUSTED_CLIENT_IP_HEADER = CONNECTION_ADDRESS_HEADER;
  const app = next({ dev: false, dir: process.cwd(), port, hostname: hostname ?? "localhost" });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = createServer((req, res) => {
    if (vouch) {
      for (const claimed of ["x-real-ip", "forwarded"]) delete req.headers[claimed];
      req.headers[CONNECTION_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
    }
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
