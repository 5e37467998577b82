// A stand-in for the website's POST /api/revalidate on a free loopback port: it records every request and
// answers 200 as the site does, or the statuses a test queues (503 for a site that is starting, 401 for
// a wrong secret).
import http from "node:http";
import type { AddressInfo } from "node:net";

type ReceivedCall = {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
};

export type FakeSite = {
  url: string;
  calls: ReceivedCall[];
  /** The statuses of the next answers, in order; then 200 again. */
  answerNext(...statuses: number[]): void;
  /** Forgets the calls and queued answers of an earlier test. */
  reset(): void;
  close(): Promise<void>;
};

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (text += chunk));
    request.on("end", () => resolve(text));
    request.on("error", reject);
  });
}

export async function startFakeSite(): Promise<FakeSite> {
  const calls: ReceivedCall[] = [];
  let queued: number[] = [];
  const server = http.createServer(async (request, response) => {
    const text = await readBody(request);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Kept as text: the test shows what was sent.
    }
    calls.push({
      method: request.method ?? "",
      path: request.url ?? "",
      authorization: request.headers.authorization,
      contentType: request.headers["content-type"],
      body,
    });
    const status = queued.shift() ?? 200;
    const answer =
      status === 200
        ? { revalidated: (body as { collections?: unknown }).collections ?? [] }
        : status === 401
          ? { error: "missing or wrong secret (send Authorization: Bearer <REVALIDATE_SECRET>)" }
          : { error: `status ${status}` };
    response.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answerNext: (...statuses) => void queued.push(...statuses),
    reset() {
      calls.length = 0;
      queued = [];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
