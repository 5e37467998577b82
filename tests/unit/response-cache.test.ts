/** @jest-environment node */
// The production server's shared page cache, in front of a stand-in for Next on a real HTTP server:
// what it keeps, for how long, what empties it, and what it never keeps.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createResponseCache, sharedMaxAge, type ResponseCache } from "@/lib/response-cache";

type Answer = { status?: number; headers?: Record<string, string>; body?: string; delayMs?: number; endDelayMs?: number };

let server: Server;
let base: string;
let cache: ResponseCache;
let clock: number;
let calls: string[];
// What the stand-in for Next answers, by path.
let answers: Record<string, Answer>;

const PAGE = { "cache-control": "s-maxage=60, stale-while-revalidate=300", etag: '"v1"', "content-type": "text/html; charset=utf-8" };

function next(req: IncomingMessage, res: ServerResponse): void {
  const path = req.url ?? "";
  calls.push(`${req.method} ${path}`);
  const answer = answers[path.split("?")[0]] ?? { status: 404, headers: { "cache-control": "no-store" }, body: "missing" };
  const send = () => {
    res.writeHead(answer.status ?? 200, answer.headers ?? PAGE);
    // Written in two parts, as a streamed render is.
    const body = answer.body ?? `page ${path} #${calls.length}`;
    res.write(body.slice(0, 3));
    if (answer.endDelayMs) setTimeout(() => res.end(body.slice(3)), answer.endDelayMs);
    else res.end(body.slice(3));
  };
  if (answer.delayMs) setTimeout(send, answer.delayMs);
  else send();
}

beforeEach(async () => {
  clock = 1_000_000;
  calls = [];
  answers = { "/home": {}, "/api/revalidate": { headers: { "cache-control": "no-store" }, body: "{}" } };
  cache = createResponseCache({ maxEntries: 3, now: () => clock });
  server = createServer((req, res) => {
    if (!cache.serve(req, res)) next(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = async (path: string, headers: Record<string, string> = {}, method = "GET") => {
  const res = await fetch(base + path, { method, headers });
  return { status: res.status, body: await res.text(), headers: res.headers };
};

test("a page with a shared max-age is answered from memory the second time, same bytes and headers, with its age", async () => {
  const first = await get("/home");
  clock += 5_000;
  const second = await get("/home");
  expect(calls).toEqual(["GET /home"]);
  expect(second.status).toBe(200);
  expect(second.body).toBe(first.body);
  expect(second.headers.get("etag")).toBe('"v1"');
  expect(second.headers.get("cache-control")).toBe(PAGE["cache-control"]);
  expect(second.headers.get("content-type")).toBe(PAGE["content-type"]);
  expect(second.headers.get("content-length")).toBe(String(Buffer.byteLength(first.body)));
  expect(second.headers.get("age")).toBe("5");
  expect(first.headers.get("age")).toBeNull();
});

test("a kept copy of a page Next rendered for the request says it is a cache hit", async () => {
  answers["/fresh"] = { headers: { ...PAGE, "x-nextjs-cache": "MISS" } };
  expect((await get("/fresh")).headers.get("x-nextjs-cache")).toBe("MISS");
  expect((await get("/fresh")).headers.get("x-nextjs-cache")).toBe("HIT");
  expect((await get("/home")).headers.get("x-nextjs-cache")).toBeNull();
});

test("a kept page expires after its shared max-age", async () => {
  await get("/home");
  clock += 59_999;
  await get("/home");
  expect(calls).toHaveLength(1);
  clock += 1;
  await get("/home");
  expect(calls).toHaveLength(2);
});

test("an accepted revalidation empties the cache once answered; a refused one does not", async () => {
  await get("/home");
  answers["/api/revalidate"] = { status: 401, headers: { "cache-control": "no-store" }, body: "{}" };
  await get("/api/revalidate", {}, "POST");
  await get("/home");
  expect(calls.filter((c) => c === "GET /home")).toHaveLength(1);
  answers["/api/revalidate"] = { status: 200, headers: { "cache-control": "no-store" }, body: "{}" };
  await get("/api/revalidate", {}, "POST");
  expect(cache.size).toBe(0);
  await get("/home");
  expect(calls.filter((c) => c === "GET /home")).toHaveLength(2);
});

test("the cache is emptied as a revalidation's acceptance is written, before its answer is over", async () => {
  await get("/home");
  answers["/api/revalidate"] = { headers: { "cache-control": "no-store" }, body: "{}", endDelayMs: 200 };
  const accepted = await fetch(`${base}/api/revalidate`, { method: "POST" });
  expect(accepted.status).toBe(200);
  expect(cache.size).toBe(0);
  await get("/home");
  expect(calls.filter((c) => c === "GET /home")).toHaveLength(2);
  await accepted.text();
});

test("a page whose render began before the cache was emptied is passed on but not kept", async () => {
  answers["/slow"] = { delayMs: 150 };
  const slow = get("/slow");
  await new Promise((resolve) => setTimeout(resolve, 30));
  await get("/api/revalidate", {}, "POST");
  expect((await slow).status).toBe(200);
  expect(cache.size).toBe(0);
  await get("/slow");
  expect(calls.filter((c) => c === "GET /slow")).toHaveLength(2);
});

test.each([
  ["an error", { status: 500, headers: PAGE }],
  ["a 404", { status: 404, headers: PAGE }],
  ["no-store", { headers: { "cache-control": "no-store" } }],
  ["private", { headers: { "cache-control": "private, s-maxage=60" } }],
  ["a browser max-age only", { headers: { "cache-control": "public, max-age=60" } }],
  ["a cookie", { headers: { ...PAGE, "set-cookie": "a=b" } }],
  ["a stale copy", { headers: { ...PAGE, "x-nextjs-cache": "STALE" } }],
])("%s is never kept", async (_name, answer) => {
  answers["/x"] = answer;
  await get("/x");
  await get("/x");
  expect(calls).toEqual(["GET /x", "GET /x"]);
  expect(cache.size).toBe(0);
});

test("posts and navigation payloads (rsc) go to Next every time", async () => {
  answers["/x"] = {};
  await get("/x", {}, "POST");
  await get("/x", {}, "POST");
  await get("/x", { rsc: "1" });
  await get("/x", { rsc: "1" });
  expect(calls).toEqual(["POST /x", "POST /x", "GET /x", "GET /x"]);
});

test("answers differ by accepted encoding, scheme and query", async () => {
  await get("/home", { "accept-encoding": "gzip" });
  await get("/home", { "accept-encoding": "identity" });
  await get("/home", { "accept-encoding": "gzip", "x-forwarded-proto": "https" });
  expect(calls).toHaveLength(3);
  await get("/home", { "accept-encoding": "gzip" });
  await get("/home", { "accept-encoding": "gzip", "x-forwarded-proto": "https" });
  expect(calls).toHaveLength(3);
  await get("/home?a=1", { "accept-encoding": "gzip" });
  expect(calls).toHaveLength(4);
});

test("HEAD is answered from a kept page without a body; a matching If-None-Match gets 304", async () => {
  const first = await get("/home");
  const head = await get("/home", {}, "HEAD");
  expect(head.status).toBe(200);
  expect(head.body).toBe("");
  expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(first.body)));
  const notModified = await get("/home", { "if-none-match": '"v1"' });
  expect(notModified.status).toBe(304);
  expect(notModified.headers.get("etag")).toBe('"v1"');
  expect(calls).toEqual(["GET /home"]);
});

test("at most maxEntries pages are kept; the least recently used goes first", async () => {
  answers["/a"] = {};
  answers["/b"] = {};
  answers["/c"] = {};
  await get("/a");
  await get("/b");
  await get("/c");
  await get("/a");
  await get("/home");
  expect(cache.size).toBe(3);
  calls = [];
  await get("/a");
  await get("/b");
  expect(calls).toEqual(["GET /b"]);
});

test("a page over the size limit is passed on whole but not kept", async () => {
  const small = createResponseCache({ maxBodyBytes: 10, now: () => clock });
  cache = small;
  answers["/big"] = { body: "x".repeat(11) };
  expect((await get("/big")).body).toBe("x".repeat(11));
  expect(small.size).toBe(0);
});

test("sharedMaxAge reads the shared max-age only when a shared cache may keep the answer", () => {
  expect(sharedMaxAge("s-maxage=3600, stale-while-revalidate=60")).toBe(3600);
  expect(sharedMaxAge("public, max-age=10, S-MAXAGE=20")).toBe(20);
  expect(sharedMaxAge("s-maxage=0")).toBeNull();
  expect(sharedMaxAge("private, s-maxage=5")).toBeNull();
  expect(sharedMaxAge("no-cache, s-maxage=5")).toBeNull();
  expect(sharedMaxAge("max-age=5")).toBeNull();
  expect(sharedMaxAge(undefined)).toBeNull();
});

describe("the last good copy of a page (stale-if-error)", () => {
  // As the requests `get` sends: fetch asks for gzip or deflate.
  const request = (url: string, method = "GET", headers: Record<string, string> = {}) =>
    ({ method, url, headers: { "accept-encoding": "gzip, deflate", ...headers } }) as unknown as IncomingMessage;
  const staleCopy = (req: IncomingMessage) => cache.staleCopyOf(req)();

  test("outlives an invalidation and an expiry, marked as a stale copy no one may keep or revalidate", async () => {
    const first = await get("/home");
    await get("/api/revalidate", {}, "POST");
    expect(cache.size).toBe(0);
    clock += 7_000;
    const copy = staleCopy(request("/home"));
    expect(copy?.status).toBe(200);
    expect(String(copy?.body)).toBe(first.body);
    expect(copy?.headers).toMatchObject({ "cache-control": "no-store", "x-nextjs-cache": "STALE", age: "7", "content-type": PAGE["content-type"] });
    expect(copy?.headers.etag).toBeUndefined();
    clock += 60_000;
    expect(String(staleCopy(request("/home"))?.body)).toBe(first.body);
    expect(String(staleCopy(request("/home", "HEAD"))?.body)).toBe(first.body);
  });

  test("is looked up by the request as it arrived, before Next adds its forwarding headers", async () => {
    const good = await get("/home");
    const req = request("/home");
    const later = cache.staleCopyOf(req);
    req.headers["x-forwarded-proto"] = "http";
    expect(String(later()?.body)).toBe(good.body);
  });

  test("is the newest good render, and only for up to a day after it", async () => {
    await get("/home");
    clock += 61_000;
    const second = await get("/home");
    expect(calls).toHaveLength(2);
    expect(String(staleCopy(request("/home"))?.body)).toBe(second.body);
    clock += 24 * 60 * 60 * 1000;
    expect(staleCopy(request("/home"))).toBeDefined();
    clock += 1;
    expect(staleCopy(request("/home"))).toBeUndefined();
  });

  test("is kept from a render that overlapped an invalidation, though that render is not answered as fresh", async () => {
    answers["/slow"] = { delayMs: 150 };
    const slow = get("/slow");
    await new Promise((resolve) => setTimeout(resolve, 30));
    await get("/api/revalidate", {}, "POST");
    const body = (await slow).body;
    expect(cache.size).toBe(0);
    expect(String(staleCopy(request("/slow"))?.body)).toBe(body);
  });

  test("stays even when the failed render is not kept; never for pages never kept, other keys, posts or payloads", async () => {
    const good = await get("/home");
    await get("/api/revalidate", {}, "POST");
    answers["/home"] = { status: 500, headers: PAGE };
    expect((await get("/home")).status).toBe(500);
    expect(String(staleCopy(request("/home"))?.body)).toBe(good.body);
    answers["/x"] = { status: 500, headers: PAGE };
    await get("/x");
    expect(staleCopy(request("/x"))).toBeUndefined();
    expect(staleCopy(request("/home?a=1"))).toBeUndefined();
    expect(staleCopy(request("/home", "GET", { "accept-encoding": "br" }))).toBeUndefined();
    expect(staleCopy(request("/home", "POST"))).toBeUndefined();
    expect(staleCopy(request("/home", "GET", { rsc: "1" }))).toBeUndefined();
  });
});
