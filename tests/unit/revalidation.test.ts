/**
 * @jest-environment node
 */
// The revalidation endpoint's rules: who may call it (the secret or this process's own token, compared
// in constant time), what it accepts, and what a call does: each named collection's tag marked stale
// (stale-while-revalidate), once more after every render under way has finished, and the proxy told to
// ask for the switch and the ids again when `project`, `Products` or `Services` was named.
import { revalidateTag } from "next/cache";
import { switchEpoch } from "@/lib/http/site-facts";
import {
  isAuthorizedRevalidation,
  processRevalidationToken,
  revalidateCollections,
  revalidationRequest,
  SETTLE_MS,
} from "@/lib/content/revalidation";

jest.mock("next/cache", () => ({ revalidateTag: jest.fn() }));

beforeEach(() => jest.mocked(revalidateTag).mockClear());

test("the secret or this process's token is accepted, nothing else", () => {
  const env = { REVALIDATE_SECRET: "the-site-secret" };
  expect(isAuthorizedRevalidation("Bearer the-site-secret", env)).toBe(true);
  expect(isAuthorizedRevalidation(`Bearer ${processRevalidationToken()}`, env)).toBe(true);
  expect(isAuthorizedRevalidation(`Bearer ${processRevalidationToken()}`, {})).toBe(true);
  for (const header of [
    null,
    "",
    "the-site-secret",
    "Bearer ",
    "Bearer the-site-secre",
    "Bearer the-site-secretx",
    "Basic the-site-secret",
  ]) {
    expect([header, isAuthorizedRevalidation(header, env)]).toEqual([header, false]);
  }
  expect(isAuthorizedRevalidation("Bearer anything", {})).toBe(false);
});

test("the body names known content collections only", () => {
  expect(revalidationRequest.safeParse({ collections: ["Products", "home"] }).success).toBe(true);
  for (const body of [
    { collections: [] },
    { collections: ["Inquiries"] },
    { collections: "Products" },
    { collections: ["home"], extra: 1 },
    {},
  ]) {
    expect([body, revalidationRequest.safeParse(body).success]).toEqual([body, false]);
  }
});

test("a call marks each named collection stale at once (stale-while-revalidate), and again once renders under way have finished", async () => {
  jest.useFakeTimers();
  try {
    const later: (() => Promise<void>)[] = [];
    revalidateCollections(["Products", "home", "Products"], (work) => later.push(work));
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([
      ["content:Products", "max"],
      ["content:home", "max"],
    ]);
    expect(later).toHaveLength(1);
    const settled = later[0]();
    await jest.advanceTimersByTimeAsync(SETTLE_MS - 1);
    expect(revalidateTag).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    await settled;
    expect(jest.mocked(revalidateTag).mock.calls.slice(2)).toEqual([
      ["content:Products", "max"],
      ["content:home", "max"],
    ]);
  } finally {
    jest.useRealTimers();
  }
  // Longer than a render can wait for the database (5 s).
  expect(SETTLE_MS).toBeGreaterThan(5_000);
});

test("naming project, Products or Services makes the proxy ask for the switch and the ids again; other collections do not", () => {
  const before = switchEpoch();
  revalidateCollections(["home", "clients"], () => undefined);
  expect(switchEpoch()).toBe(before);
  revalidateCollections(["project"], () => undefined);
  revalidateCollections(["Products"], () => undefined);
  revalidateCollections(["Services", "home"], () => undefined);
  expect(switchEpoch()).toBe(before + 3);
});
