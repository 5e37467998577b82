// What the readers do when the database does not answer (a fake in place of the client, so the failure
// is immediate): at run time the error is logged and thrown, so Next keeps serving the last good page; a
// build for a real project stops with a message that says what to check (the demo fallback of a build
// on the embedded database is in content-build-fallback.test.ts). Also the lookups by id, the ids the
// build prerenders and the switch the proxy asks for.
import * as read from "@/lib/content/read";
import { withDb as adminWithDb } from "@/lib/firebase/admin";
import { restoreEnvAfterEach } from "@/tests/support/environment";

jest.mock("@/lib/firebase/admin", () => ({ withDb: jest.fn() }));

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
let error: jest.SpyInstance;
let warn: jest.SpyInstance;

beforeEach(() => {
  for (const name of ENV) delete process.env[name];
  withDb.mockReset();
  withDb.mockRejectedValue(new Error("14 UNAVAILABLE: No connection established"));
  error = jest.spyOn(console, "error").mockImplementation(() => {});
  warn = jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

/** A client whose collections hold the given documents. */
function database(collections: Record<string, Record<string, Record<string, unknown>>>) {
  const docs = (name: string) =>
    Object.entries(collections[name] ?? {}).map(([id, data]) => ({ id, data: () => data }));
  const doc = (name: string, id: string) => ({
    get: async () => {
      const data = collections[name]?.[id];
      return { id, exists: data !== undefined, data: () => data };
    },
  });
  const query = (name: string) => ({
    get: async () => ({ docs: docs(name) }),
    select: () => query(name),
    limit: () => query(name),
    doc: (id: string) => doc(name, id),
  });
  const db = { collection: query };
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
