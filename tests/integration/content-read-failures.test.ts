// What the readers do when the database does not answer (a fake in place of the client, so the failure
// is immediate): at run time the error is logged and thrown, so Next keeps serving the last good page; a
// build for a real project stops with a message that says what to check (the demo fallback of a build
// on the embedded database is in content-build-fallback.test.ts). Also the lookups by id, the ids the
// build prerenders, the switch the proxy asks for, the preview's drafts, and how long Next may keep a
// read (the certificates' until the next one expires).
import { cacheLife as nextCacheLife } from "next/cache";
import { draftMode as nextDraftMode } from "next/headers";
import * as read from "@/lib/content/read";
import { withDb as adminWithDb } from "@/lib/firebase/admin";
import { restoreEnvAfterEach } from "@/tests/support/environment";

jest.mock("@/lib/firebase/admin", () => ({ withDb: jest.fn() }));
jest.mock("next/cache", () => ({ cacheTag: jest.fn(), cacheLife: jest.fn() }));
// Outside a request Next's draftMode() throws: the site is not in preview.
jest.mock("next/headers", () => ({ draftMode: jest.fn() }));

const ENV = [
  "NEXT_PHASE",
  "FIRESTORE_EMULATOR_HOST",
  "FIREBASE_SERVICE_ACCOUNT",
  "GOOGLE_APPLICATION_CREDENTIALS",
  "FIREBASE_PROJECT_ID",
  "NEXT_PUBLIC_FIREBASE_PROJECT_ID",
];
restoreEnvAfterEach(...ENV);
const withDb = jest.mocked(adminWithDb);
const cacheLife = jest.mocked(nextCacheLife);
const draftMode = jest.mocked(nextDraftMode);
let error: jest.SpyInstance;
let warn: jest.SpyInstance;

beforeEach(() => {
  for (const name of ENV) delete process.env[name];
  withDb.mockReset();
  cacheLife.mockReset();
  draftMode.mockReset().mockRejectedValue(new Error("outside a request"));
  withDb.mockRejectedValue(new Error("14 UNAVAILABLE: No connection established"));
  error = jest.spyOn(console, "error").mockImplementation(() => {});
  warn = jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

type Collections = Record<string, Record<string, Record<string, unknown>>>;

/**
 * A client whose collections hold the given documents; `listed`, when given, is what a whole-collection
 * read returns (a list cached before documents were added). Paths are refused as Firestore refuses them.
 */
function database(collections: Collections, listed: Collections = collections) {
  const docs = (name: string) =>
    Object.entries(listed[name] ?? {}).map(([id, data]) => ({ id, data: () => data }));
  const doc = (name: string, id: string) => {
    if (id.includes("/"))
      throw new Error(`Value for argument "documentPath" must point to a document`);
    return {
      get: async () => {
        const data = collections[name]?.[id];
        return { id, exists: data !== undefined, data: () => data };
      },
    };
  };
  const query = (name: string) => ({
    get: async () => ({ docs: docs(name) }),
    select: () => query(name),
    limit: () => query(name),
    doc: (id: string) => doc(name, id),
  });
  const collection = (name: string) => {
    if (!name) throw new Error('Value for argument "collectionPath" is not a valid resource path');
    return query(name);
  };
  const db = { collection };
  withDb.mockImplementation(async (work) => work(db as never));
}

const building = () => (process.env.NEXT_PHASE = "phase-production-build");

test("at run time a failed read is logged with its collection and thrown", async () => {
  await expect(read.getProducts()).rejects.toThrow("14 UNAVAILABLE");
  expect(error).toHaveBeenCalledWith(
    "[content] could not read Products:",
    "14 UNAVAILABLE: No connection established",
  );
  withDb.mockRejectedValue("a bare reason");
  await expect(read.getClients()).rejects.toBe("a bare reason");
  expect(error).toHaveBeenLastCalledWith("[content] could not read clients:", "a bare reason");
  expect(warn).not.toHaveBeenCalled();
});

test("a build for a real project stops with the project and what to check", async () => {
  building();
  process.env.FIREBASE_SERVICE_ACCOUNT = JSON.stringify({ project_id: "precitech-site" });
  process.env.FIREBASE_PROJECT_ID = "precitech-site";
  await expect(read.getHome()).rejects.toThrow(
    "The build could not read the Firestore project precitech-site: 14 UNAVAILABLE: No connection established. " +
      "A real project's site is never built from demo content: check the network, the credentials and FIREBASE_PROJECT_ID, then build again.",
  );
  // Without a project id the credentials name it.
  delete process.env.FIREBASE_PROJECT_ID;
  withDb.mockRejectedValue("refused");
  await expect(read.getServices()).rejects.toThrow(
    "The build could not read the Firestore project (from credentials): refused. ",
  );
  // Nothing fell back: the next read asks the database again.
  await expect(read.getServices()).rejects.toThrow("(from credentials)");
  expect(withDb).toHaveBeenCalledTimes(3);
  expect(warn).not.toHaveBeenCalled();
});

test("once the database answers, a build reads it and not the demo", async () => {
  building();
  database({ clients: { acme: { name: "Acme", logo: "https://example.com/acme.png" } } });
  expect((await read.getClients()).map((c) => c.id)).toEqual(["acme"]);
  expect(warn).not.toHaveBeenCalled();
});

test("a record is looked up by id in its list, and the prerendered pages are the listed ones", async () => {
  database({
    Products: { reamer: { product_name: "Reamer" }, broken: { product_name: 7 } },
    Services: { edm: { name: "Wire EDM" } },
  });
  expect((await read.getProduct("reamer"))?.product_name).toBe("Reamer");
  // A document that does not fit the content model has no page.
  expect(await read.getProduct("broken")).toBeNull();
  expect(await read.getService("no-such-service")).toBeNull();
  expect(await read.productParams()).toEqual([{ id: "reamer" }]);
  expect(await read.serviceParams()).toEqual([{ id: "edm" }]);
});

test("the switch the proxy asks for is read from the database now: the first usable record, online when there is none", async () => {
  database({ project: { b: { online: true }, a: { online: false } } });
  expect((await read.readFirstNow("project", 2000))?.online ?? true).toBe(false);
  database({ project: { a: { online: "no" } } });
  expect((await read.readFirstNow("project", 2000))?.online ?? true).toBe(true);
  expect(withDb).toHaveBeenLastCalledWith(expect.any(Function), 2000);
});

test("with no usable record the site is online, the colour is the default and there are no social links", async () => {
  database({});
  expect((await read.readFirstNow("project", 2000))?.online ?? true).toBe(true);
  expect(await read.getSocialMedia()).toEqual({ id: "" });
  expect((await read.getColor()).id).toBe("");
});

test("a product added since its list was read is found by its id; an id Firestore cannot name is not looked up", async () => {
  const reamer = { product_name: "Reamer" };
  database({ Products: { reamer, punch: { product_name: "Punch" } } }, { Products: { reamer } });
  expect((await read.getProduct("punch"))?.product_name).toBe("Punch");
  expect(await read.getProduct("no-such-product")).toBeNull();
  withDb.mockClear();
  expect(await read.readRecordNow("Products", "../etc", false)).toBeNull();
  expect(withDb).not.toHaveBeenCalled();
  expect(warn).not.toHaveBeenCalled();
});

test("in the preview, drafts are listed and found by id; elsewhere they are not", async () => {
  const catalogue = {
    Products: { drill: { product_name: "Drill" }, tap: { product_name: "Tap", draft: true } },
  };
  database(catalogue, { Products: { drill: catalogue.Products.drill } });
  expect(await read.readRecordNow("Products", "tap", false)).toBeNull();
  expect(await read.getProduct("tap")).toBeNull();
  expect((await read.readRecordNow("Products", "tap", true))?.product_name).toBe("Tap");
  draftMode.mockResolvedValue({ isEnabled: true } as never);
  expect((await read.getProduct("tap"))?.product_name).toBe("Tap");
  database(catalogue);
  expect((await read.getProducts()).map((p) => p.id)).toEqual(["drill", "tap"]);
  draftMode.mockResolvedValue({ isEnabled: false } as never);
  expect((await read.getProducts()).map((p) => p.id)).toEqual(["drill"]);
});

test("a page is kept by the content profile; the build's demo content only a second, so the running site reads its database", async () => {
  database({ clients: { acme: { name: "Acme" } } });
  await read.getClients();
  await read.getProduct("unlisted");
  expect(cacheLife.mock.calls).toEqual([["content"], ["content"], ["content"]]);
});

describe("certificates", () => {
  const NOW = Date.parse("2026-03-31T18:00:00Z"); // 23:30 on 31 March in India
  const certificate = (valid_until?: string) => ({ name: "ISO 9001", issuer: "TÜV", valid_until });
  beforeEach(() => jest.spyOn(Date, "now").mockReturnValue(NOW));

  test("those still valid are shown, an expired one is left out and logged for the owners", async () => {
    database({
      certifications: {
        lapsed: certificate("2026-03-30"),
        current: certificate("2026-03-31"),
        lasting: certificate(),
      },
    });
    expect((await read.getCertifications()).map((c) => c.id)).toEqual(["current", "lasting"]);
    expect(warn).toHaveBeenCalledWith(
      '[content] certifications/lapsed: field "valid_until" 2026-03-30 has passed: the certificate is no longer shown (renew it or delete the document) (document left out)',
    );
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test("a read is kept no longer than the next expiry within the hour, else by the content profile", async () => {
    /** How long Next may keep the certificates' read with one that ends `until`. */
    const keptFor = async (until?: string) => {
      database({ certifications: { one: certificate(until) } });
      await read.getCertifications();
      return cacheLife.mock.calls.at(-1)?.[0];
    };
    const seconds = (revalidate: number) => ({ stale: 300, revalidate, expire: 31_536_000 });
    // 31 March ends in India in 30 minutes.
    expect(await keptFor("2026-03-31")).toEqual(seconds(1800));
    // A moment with seconds: the read ends at the first whole second after it.
    expect(await keptFor("2026-04-01T00:00:00.500+05:30")).toEqual(seconds(1801));
    // Exactly an hour away, or later, or never: the usual hour.
    for (const until of ["2026-04-01T00:30:00+05:30", "2026-04-01", undefined])
      expect(await keptFor(until)).toBe("content");
  });
});

test("this year is India's: at 01:30 on 1 January there, while it is still the old year in UTC", async () => {
  jest.spyOn(Date, "now").mockReturnValue(Date.parse("2026-12-31T20:00:00Z"));
  expect(await read.getIndiaYear()).toBe(2027);
  expect(cacheLife).toHaveBeenCalledWith("content");
});
