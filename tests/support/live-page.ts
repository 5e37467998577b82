// Serves a bare page with the real firebase web SDK (bundled once with esbuild) on a free port, so
// browser tests can run the SDK against the live channel without building the site.
import http from "node:http";
import path from "node:path";
import { build } from "esbuild";
import { freePort } from "./ports";

export type LivePageServer = {
  origin: string;
  url(dbHost: string, projectId: string): string;
  close(): Promise<void>;
};

let bundle: Promise<string> | undefined;

function bundleEntry(): Promise<string> {
  bundle ??= build({
    entryPoints: [path.join(__dirname, "live-page-entry.ts")],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2020",
    logLevel: "silent",
  }).then((result) => result.outputFiles[0].text);
  return bundle;
}

export async function startLivePage(): Promise<LivePageServer> {
  const script = await bundleEntry();
  const port = await freePort();
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith("/live.js")) {
      res.writeHead(200, { "Content-Type": "text/javascript" });
      return void res.end(script);
    }
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end(
      '<!doctype html><html><head><title>live</title></head><body><script src="/live.js"></script></body></html>',
    );
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (dbHost, projectId) =>
      `${origin}/?db=${encodeURIComponent(dbHost)}&project=${encodeURIComponent(projectId)}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
