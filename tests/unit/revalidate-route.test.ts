/**
 * Node, also when the mutation tests run it (Stryker's environment reports coverage):
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// POST /api/revalidate: who may call it (the secret or this process's own token, compared in constant
// time), what it accepts, and what a call does: each named collection's tag marked stale with the
// stale-while-revalidate profile, and what the proxy kept of them read again.
import { revalidateTag } from "next/cache";
import { POST } from "@/app/api/revalidate/route";
import { isAuthorizedRevalidation, processRevalidationToken } from "@/lib/content/revalidation";
import { forgetSiteState } from "@/lib/http/site-state";

jest.mock("next/cache", () => ({ revalidateTag: jest.fn() }));
jest.mock("@/lib/http/site-state", () => ({ forgetSiteState: jest.fn() }));

const SECRET = "the-site-secret";
beforeEach(() => {
  process.env.REVALIDATE_SECRET = SECRET;
  jest.mocked(revalidateTag).mockClear();
  jest.mocked(forgetSiteState).mockClear();
});

const call = (body: unknown, authorization = `Bearer ${SECRET}`) =>
  POST(
    new Request("http://localhost/api/revalidate", {
      method: "POST",
      headers: { authorization, "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

test("the secret or this process's token is accepted, nothing else", () => {
  const env = { REVALIDATE_SECRET: SECRET };
  expect(isAuthorizedRevalidation(`Bearer ${SECRET}`, env)).toBe(true);
  expect(isAuthorizedRevalidation(`Bearer ${processRevalidationToken()}`, {})).toBe(true);
  for (const header of [null, "", SECRET, "Bearer ", `Bearer ${SECRET}x`, `Basic ${SECRET}`])
    expect([header, isAuthorizedRevalidation(header, env)]).toEqual([header, false]);
  expect(isAuthorizedRevalidation("Bearer anything", {})).toBe(false);
});

test("without the secret, or with a wrong one, nothing is marked", async () => {
  for (const authorization of ["", "Bearer wrong"]) {
    const res = await call({ collections: ["home"] }, authorization);
    expect(res.status).toBe(401);
    expect((await res.json()).error).toMatch(/REVALIDATE_SECRET/);
  }
  expect(revalidateTag).not.toHaveBeenCalled();
});

test("a body that is not JSON, too large, or names no content collection is refused with a reason", async () => {
  const refusals: [unknown, number, RegExp][] = [
    ["{not json", 400, /must be JSON/],
    [{ collections: [] }, 400, /at least one/],
    [{ collections: ["Inquiries"] }, 400, /collections/],
    [{ collections: ["home"], extra: 1 }, 400, /body/],
    [{ collections: ["home"], pad: "x".repeat(5000) }, 413, /4096 bytes/],
  ];
  for (const [body, status, reason] of refusals) {
    const res = await call(body);
    expect([body, res.status]).toEqual([body, status]);
    expect((await res.json()).error).toMatch(reason);
  }
  expect(revalidateTag).not.toHaveBeenCalled();
});

test("each named collection is marked stale once (stale-while-revalidate); and the proxy reads again what it kept of them", async () => {
  const res = await call({ collections: ["Products", "home", "Products"] });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(await res.json()).toEqual({ revalidated: ["Products", "home"] });
  expect(jest.mocked(revalidateTag).mock.calls).toEqual([
    ["content:Products", "max"],
    ["content:home", "max"],
  ]);
  // What the proxy kept of them (the switch, the detail pages' ids) is read again.
  expect(forgetSiteState).toHaveBeenCalledWith(["Products", "home"]);
});
