/**
 * @jest-environment node
 */
// POST /api/revalidate answers its caller within a bounded time whatever holds up its own requests to
// this server (a Cloud Function that is never answered retries, and a test waiting on it hangs): the
// collections are then marked in the endpoint's own request.
const revalidateCollections = jest.fn();
jest.mock("next/server", () => ({ after: jest.fn() }));
jest.mock("@/lib/content/revalidation", () => {
  const actual = jest.requireActual("@/lib/content/revalidation");
  return {
    ...actual,
    revalidateCollections: (...args: unknown[]) => revalidateCollections(...args),
  };
});

import { POST } from "@/app/api/revalidate/route";

const SECRET = "route-test-secret";
const realFetch = globalThis.fetch;

beforeEach(() => {
  process.env.REVALIDATE_SECRET = SECRET;
  revalidateCollections.mockClear();
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  jest.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const call = (
  body: string = JSON.stringify({ collections: ["home"] }),
  path = "/api/revalidate",
  authorization = `Bearer ${SECRET}`,
) =>
  POST(
    new Request(`http://127.0.0.1:3000${path}`, {
      method: "POST",
      headers: { authorization, "content-type": "application/json" },
      body,
    }),
  );

test("a server that never answers its own requests still lets the caller have its answer, with the collections marked", async () => {
  jest.useFakeTimers();
  // Requests to this server that neither answer nor give up (their time limits ignored).
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
  const answered = call();
  await jest.advanceTimersByTimeAsync(10_000);
  const res = await Promise.race([answered, Promise.resolve(null)]);
  expect(res?.status).toBe(200);
  expect(revalidateCollections).toHaveBeenCalledWith(["home"], expect.any(Function));
});

test("a marking request answered: the pages are asked for again and the collections are not marked here", async () => {
  const asked: string[] = [];
  let page = 0;
  globalThis.fetch = jest.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    asked.push(url.pathname + url.search);
    return url.pathname === "/home"
      ? new Response(`home ${page++}`)
      : Response.json({ revalidated: ["home"] });
  }) as typeof fetch;
  const res = await call();
  expect(res.status).toBe(200);
  expect(asked[0]).toBe("/api/revalidate?stage=mark");
  expect(asked.slice(1)).toEqual(["/home", "/home"]);
  expect(revalidateCollections).not.toHaveBeenCalled();
});

test("the marking request marks the named collections itself and asks for no page", async () => {
  globalThis.fetch = jest.fn() as typeof fetch;
  const res = await call(
    JSON.stringify({ collections: ["Products", "Products"] }),
    "/api/revalidate?stage=mark",
  );
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ revalidated: ["Products"] });
  expect(revalidateCollections).toHaveBeenCalledWith(
    ["Products", "Products"],
    expect.any(Function),
  );
  expect(globalThis.fetch).not.toHaveBeenCalled();
});

test("a wrong secret, or a body over 4 KB, is refused before anything is marked or asked for", async () => {
  globalThis.fetch = jest.fn() as typeof fetch;
  expect((await call(undefined, undefined, `Bearer ${SECRET}x`)).status).toBe(401);
  const padded = JSON.stringify({ collections: ["home"], note: "x".repeat(4096) });
  const res = await call(padded);
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ error: "the body is over 4096 bytes" });
  expect(revalidateCollections).not.toHaveBeenCalled();
  expect(globalThis.fetch).not.toHaveBeenCalled();
});
