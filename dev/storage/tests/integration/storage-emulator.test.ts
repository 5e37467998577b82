// The local Storage emulator with the clients the site uses: firebase-admin's Storage client (save,
// download with a range, list, metadata, delete, resumable sessions, signed links) and a browser-style
// upload (fetch with an Origin, as a page sends a file to the session its server opened), and the files
// kept across a restart.
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { cert, deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { startStorageEmulator, type StorageEmulator } from "@/dev/storage/server";
import { freePort } from "@/tests/support/ports";

const BUCKET = "demo-test.appspot.com";
const SITE = "http://localhost:3999";
const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const KEY = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "storage-emulator-"));

let emulator: StorageEmulator;
let app: App;
const bucket = () => getStorage(app).bucket(BUCKET);

beforeAll(async () => {
  emulator = await startStorageEmulator({
    host: `127.0.0.1:${await freePort()}`,
    dataDir,
    signingKey: KEY,
    maxObjectBytes: 1024 * 1024,
  });
  // firebase-admin reads the address when its Storage client is made.
  delete process.env.STORAGE_EMULATOR_HOST;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = emulator.host;
  app = initializeApp(
    {
      projectId: "demo-test",
      credential: cert({
        projectId: "demo-test",
        clientEmail: "local@emulator.invalid",
        privateKey: KEY,
      }),
    },
    `storage-test-${Date.now()}`,
  );
});

afterAll(async () => {
  await deleteApp(app);
  await emulator.close();
});

test("save, read back whole and in part, list by prefix, read metadata, delete", async () => {
  const data = Buffer.from("%PDF-1.7\n" + "x".repeat(5000));
  await bucket()
    .file("inquiries/a/1-drawing.pdf")
    .save(data, {
      resumable: false,
      contentType: "application/pdf",
      metadata: { metadata: { original_name: "drawing.pdf" } },
    });
  await bucket()
    .file("inquiries/b/1-photo.jpg")
    .save(Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]), {
      resumable: false,
      contentType: "image/jpeg",
    });

  const [whole] = await bucket().file("inquiries/a/1-drawing.pdf").download();
  expect(whole.equals(data)).toBe(true);
  const [head] = await bucket().file("inquiries/a/1-drawing.pdf").download({ start: 0, end: 8 });
  expect(head.toString()).toBe("%PDF-1.7\n");

  const [listed] = await bucket().getFiles({ prefix: "inquiries/a/" });
  expect(listed.map((f) => f.name)).toEqual(["inquiries/a/1-drawing.pdf"]);
  const [metadata] = await listed[0].getMetadata();
  expect(metadata).toMatchObject({
    size: String(data.length),
    contentType: "application/pdf",
    metadata: { original_name: "drawing.pdf" },
  });

  await listed[0].setMetadata({ metadata: { submitted: "true" } });
  expect((await listed[0].getMetadata())[0].metadata).toEqual({
    original_name: "drawing.pdf",
    submitted: "true",
  });

  await bucket().file("inquiries/a/1-drawing.pdf").delete();
  expect((await bucket().file("inquiries/a/1-drawing.pdf").exists())[0]).toBe(false);
  expect((await bucket().getFiles({ prefix: "inquiries/" }))[0].map((f) => f.name)).toEqual([
    "inquiries/b/1-photo.jpg",
  ]);
});

test("a resumable session opened for a page takes the file from that page (CORS), and nothing more than declared", async () => {
  const data = Buffer.from("ISO-10303-21;\nHEADER;\nENDSEC;\n");
  const file = bucket().file("inquiries/c/1-punch.step");
  const [session] = await file.createResumableUpload({
    metadata: { contentType: "application/step", contentLength: data.length },
    origin: SITE,
  });

  const preflight = await fetch(session, {
    method: "OPTIONS",
    headers: { origin: SITE, "access-control-request-method": "PUT" },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get("access-control-allow-origin")).toBe(SITE);
  const otherSite = await fetch(session, {
    method: "OPTIONS",
    headers: { origin: "http://evil.example", "access-control-request-method": "PUT" },
  });
  expect(otherSite.headers.get("access-control-allow-origin")).toBeNull();

  const put = await fetch(session, {
    method: "PUT",
    body: data,
    headers: { origin: SITE, "content-type": "application/step" },
  });
  expect(put.status).toBe(200);
  expect(put.headers.get("access-control-allow-origin")).toBe(SITE);
  expect((await file.download())[0].equals(data)).toBe(true);

  const [tooMuch] = await bucket()
    .file("inquiries/c/2-more.step")
    .createResumableUpload({ metadata: { contentLength: 10 }, origin: SITE });
  expect(
    (await fetch(tooMuch, { method: "PUT", body: Buffer.alloc(11), headers: { origin: SITE } }))
      .status,
  ).toBe(400);
  expect((await bucket().file("inquiries/c/2-more.step").exists())[0]).toBe(false);
});

test("firebase-admin's own resumable upload (chunks and all) arrives whole", async () => {
  const data = Buffer.alloc(300_000, 7);
  await bucket()
    .file("inquiries/d/1-big.pdf")
    .save(data, { resumable: true, contentType: "application/pdf" });
  expect((await bucket().file("inquiries/d/1-big.pdf").download())[0].equals(data)).toBe(true);
});

test("a V4 signed link downloads the file until it expires; a changed link does not", async () => {
  const data = Buffer.from("%PDF-1.4 signed");
  const file = bucket().file("inquiries/e/1-signed.pdf");
  await file.save(data, { resumable: false, contentType: "application/pdf" });
  const [link] = await file.getSignedUrl({
    version: "v4",
    action: "read",
    expires: Date.now() + 7 * 24 * 3600_000,
  });
  expect(new URL(link).host).toBe(emulator.host);
  const ok = await fetch(link);
  expect(ok.status).toBe(200);
  expect(Buffer.from(await ok.arrayBuffer()).equals(data)).toBe(true);

  const other = link.replace("1-signed.pdf", "1-other.pdf");
  expect((await fetch(other)).status).toBe(403);
  const [expired] = await file.getSignedUrl({
    version: "v4",
    action: "read",
    expires: Date.now() + 1000,
  });
  await new Promise((r) => setTimeout(r, 2100));
  expect((await fetch(expired)).status).toBe(403);
});

test("files are kept across a restart", async () => {
  await bucket().file("kept/1.txt").save(Buffer.from("still here"), { resumable: false });
  const host = emulator.host;
  await emulator.close();
  emulator = await startStorageEmulator({ host, dataDir, signingKey: KEY });
  // Let the clients notice their kept-alive connections to the old server are gone.
  await new Promise((r) => setTimeout(r, 200));
  expect((await bucket().file("kept/1.txt").download())[0].toString()).toBe("still here");
});

test("what it does not emulate is answered 501, naming the request", async () => {
  const res = await fetch(`http://${emulator.host}/storage/v1/b`);
  expect(res.status).toBe(501);
  expect(await res.text()).toContain("/storage/v1/b");
});
