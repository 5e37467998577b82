// A build on the embedded database or an emulator that does not answer (a fake in place of the client)
// renders the demo catalogue: announced once, and the database is not asked again for the rest of the
// build. The fallback lasts as long as the module, so this file holds the one test that sets it off.
import { cacheLife as nextCacheLife } from "next/cache";
import { demoContent } from "@/lib/content/demo-content";
import * as read from "@/lib/content/read";
import { withDb as adminWithDb } from "@/lib/firebase/admin";
import { restoreEnvAfterEach } from "@/tests/support/environment";

jest.mock("@/lib/firebase/admin", () => ({ withDb: jest.fn() }));
jest.mock("next/cache", () => ({ cacheTag: jest.fn(), cacheLife: jest.fn() }));

const withDb = jest.mocked(adminWithDb);
const cacheLife = jest.mocked(nextCacheLife);
restoreEnvAfterEach("NEXT_PHASE", "FIRESTORE_EMULATOR_HOST");
let error: jest.SpyInstance;
let warn: jest.SpyInstance;

beforeEach(() => {
  process.env.NEXT_PHASE = "phase-production-build";
  process.env.FIRESTORE_EMULATOR_HOST = "127.0.0.1:9";
  // As the client fails: a query's get() rejects.
  const query = {
    select: () => query,
    limit: () => query,
    get: () => Promise.reject(new Error("14 UNAVAILABLE: No connection established")),
  };
  withDb.mockImplementation(async (work) => work({ collection: () => query } as never));
  error = jest.spyOn(console, "error").mockImplementation(() => {});
  warn = jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const demoIds = (name: keyof typeof demoContent) => Object.keys(demoContent[name]);

test("a build on the embedded database or an emulator renders the demo catalogue, says so once and asks no more", async () => {
  expect((await read.getProducts()).map((p) => p.id)).toEqual(demoIds("Products"));
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith(
    "[content] no database during the build (14 UNAVAILABLE: No connection established); rendering demo content",
  );
  expect(withDb).toHaveBeenCalledTimes(1);

  expect((await read.getServices()).map((s) => s.id)).toEqual(demoIds("Services"));
  expect((await read.getProduct(demoIds("Products")[0]))?.id).toBe(demoIds("Products")[0]);
  expect(await read.getProduct("no-such-product")).toBeNull();
  expect(await read.productParams()).toEqual(demoIds("Products").map((id) => ({ id })));
  expect(await read.serviceParams()).toEqual(demoIds("Services").map((id) => ({ id })));
  expect(withDb).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(error).not.toHaveBeenCalled();
  // Kept a second: `npm start` seeds the database, and the running site renders again from it.
  expect(cacheLife).toHaveBeenCalledWith({ stale: 300, revalidate: 1, expire: 31_536_000 });
});
