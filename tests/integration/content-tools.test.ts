// `npm run content -- …` as an owner runs it, against a database that is already running.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { getDb } from "@/lib/firebase/admin";
import { freePort } from "@/tests/support/ports";
import { getBucket } from "@/lib/firebase/storage";
import { clearDatabase, TEST_PROJECT_ID, useTestDatabase } from "@/tests/support/test-database";
import { useTestStorage } from "@/tests/support/test-storage";

jest.setTimeout(60_000);

const database = useTestDatabase();
const dir = mkdtempSync(path.join(os.tmpdir(), "content-tools-"));
// A Storage emulator the tools find listening, as they would the site's.
useTestStorage();

function content(...args: string[]): Promise<{ code: number; out: string }> {
  return contentWith({ FIRESTORE_EMULATOR_HOST: database().host }, ...args);
}

function contentWith(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number; out: string }> {
  return contentIn(process.cwd(), env, ...args);
}

/** As typed in `cwd`, a folder of the checkout. */
function contentIn(
  cwd: string,
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      "npm",
      ["run", "--silent", "content", "--", ...args],
      // The test's Storage (the default address may be another copy's); local keys in a temporary folder.
      {
        cwd,
        env: {
          ...process.env,
          FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
          FIREBASE_STORAGE_EMULATOR_HOST: process.env.FIREBASE_STORAGE_EMULATOR_HOST,
          FIRESTORE_DATA_DIR: dir,
          ...env,
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

/** Every document write the database sees while `run` runs. */
async function writesDuring(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const { emitter } = database().server.state;
  const events = ["create-document", "update-document", "delete-document"] as const;
  const record = (event: string) => () => seen.push(event);
  const handlers = events.map((event) => [event, record(event)] as const);
  for (const [event, handler] of handlers) emitter.on(event, handler);
  try {
    await run();
  } finally {
    for (const [event, handler] of handlers) emitter.off(event, handler);
  }
  return seen;
}

test("check and export on an empty database only read: nothing is seeded or written", async () => {
  const file = path.join(dir, "empty.json");
  const writes = await writesDuring(async () => {
    const check = await content("check");
    // An empty database is reported as such, not filled.
    expect(check.out).toContain("Checked 0 documents");
    expect(check.out).toContain("project has no document");
    expect(check.code).toBe(1);
    expect((await content("export", file)).code).toBe(0);
  });
  expect(writes).toEqual([]);
  expect((await getDb().collection("Products").get()).size).toBe(0);
  expect(
    Object.values(JSON.parse(readFileSync(file, "utf8"))).every(
      (docs) => Object.keys(docs as object).length === 0,
    ),
  ).toBe(true);
});

test("check and export of a full database change no document", async () => {
  expect((await content("seed")).code).toBe(0);
  await getDb().collection("Products").doc("broken-drill").set({ product_name: 42 });
  const writes = await writesDuring(async () => {
    const check = await content("check");
    expect(check.out).toMatch(/Checked \d+ documents: 1 problem/);
    expect((await content("export", path.join(dir, "full.json"))).code).toBe(0);
  });
  expect(writes).toEqual([]);
  expect((await getDb().collection("Products").doc("broken-drill").get()).data()).toEqual({
    product_name: 42,
  });
});

test("check and export on the embedded database the tools start leave its save file as it was", async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "content-tools-embedded-"));
  const saveFile = path.join(dataDir, "firestore.json");
  const embedded = async () => ({
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${await freePort()}`,
    FIRESTORE_DATA_DIR: dataDir,
  });
  // Nothing saved yet: reading creates no file (and seeds nothing into one).
  expect((await contentWith(await embedded(), "check")).out).toContain("Checked 0 documents");
  expect(existsSync(saveFile)).toBe(false);

  expect((await contentWith(await embedded(), "seed")).code).toBe(0);
  const before = { text: readFileSync(saveFile, "utf8"), mtime: statSync(saveFile).mtimeMs };
  expect((await contentWith(await embedded(), "check")).code).toBe(0);
  expect(
    (await contentWith(await embedded(), "export", path.join(dir, "embedded.json"))).code,
  ).toBe(0);
  expect({ text: readFileSync(saveFile, "utf8"), mtime: statSync(saveFile).mtimeMs }).toEqual(
    before,
  );
});

test("check names a bad document and its field, and exits non-zero", async () => {
  await content("seed");
  await getDb().collection("Products").doc("broken-drill").set({ product_name: 42 });
  const { code, out } = await content("check");
  expect(code).toBe(1);
  expect(out).toContain('Products/broken-drill: field "product_name"');
});

test("import of a file with one bad document writes nothing and says why", async () => {
  const file = path.join(dir, "bad.json");
  writeFileSync(
    file,
    JSON.stringify({
      Products: {
        "good-one": { product_name: "Good reamer" },
        "bad-one": { product_name: "", order: "first" },
      },
      clients: { acme: { name: "Acme" } },
    }),
  );
  const { code, out } = await content("import", file);
  expect(code).toBe(1);
  expect(out).toContain("nothing was written");
  expect(out).toContain('Products/bad-one: field "product_name"');
  expect(out).toContain('Products/bad-one: field "order"');
  expect((await getDb().collection("Products").doc("good-one").get()).exists).toBe(false);
  expect((await getDb().collection("clients").doc("acme").get()).exists).toBe(false);
});

test("export then import restores every collection, timestamps included", async () => {
  await content("seed");
  const { Timestamp } = await import("firebase-admin/firestore");
  const at = Timestamp.fromDate(new Date("2026-05-01T08:30:00Z"));
  await getDb().collection("Inquiries").doc("q1").set({ name: "Ravi", created_at: at });
  const file = path.join(dir, "all.json");
  expect((await content("export", file)).code).toBe(0);
  const dump = JSON.parse(readFileSync(file, "utf8"));
  expect(Object.keys(dump.Products)).toContain("form-tools");

  clearDatabase(database());
  const imported = await content("import", file);
  expect(imported.code).toBe(0);
  expect((await getDb().collection("Products").doc("form-tools").get()).data()?.product_name).toBe(
    "Form Tools",
  );
  const inquiry = (await getDb().collection("Inquiries").doc("q1").get()).data();
  expect(inquiry?.created_at.toDate().toISOString()).toBe("2026-05-01T08:30:00.000Z");
});

test("export includes the notification mails; an import leaves them out so the email extension sends nothing again", async () => {
  await content("seed");
  const mail = {
    to: ["sales@precitech-tools.in"],
    replyTo: "asha@gundlav-eng.in",
    message: { subject: "Inquiry from Asha", text: "t", html: "h" },
  };
  await getDb().collection("mail").doc("inquiry-q1").set(mail);
  const file = path.join(dir, "with-mail.json");
  expect((await content("export", file)).code).toBe(0);
  expect(JSON.parse(readFileSync(file, "utf8")).mail).toEqual({ "inquiry-q1": mail });

  clearDatabase(database());
  const imported = await content("import", file);
  expect(imported.code).toBe(0);
  expect((await getDb().collection("Products").doc("form-tools").get()).exists).toBe(true);
  expect((await getDb().collection("mail").get()).size).toBe(0);
});

test("online off and on switch the first project record", async () => {
  await content("seed");
  expect((await content("online", "off")).code).toBe(0);
  expect((await getDb().collection("project").doc("site").get()).data()).toEqual({ online: false });
  expect((await content("online", "on")).code).toBe(0);
  expect((await getDb().collection("project").doc("site").get()).data()).toEqual({ online: true });
});

test("an unknown command prints the usage and exits 2", async () => {
  const { code, out } = await content("frobnicate");
  expect(code).toBe(2);
  expect(out).toContain('"frobnicate" is not a command of the content tools.');
  expect(out).toContain("usage: npm run content");
});

test("a command missing its argument, or given a wrong one, says which and how to write it", async () => {
  const cases: [string[], string][] = [
    [["export"], "export needs the file to write, such as: npm run content -- export content.json"],
    [["import"], "import needs the JSON file to read"],
    [["preview"], "preview needs the path of a page"],
    [
      ["online", "maybe"],
      'online takes on or off, not "maybe", such as: npm run content -- online off',
    ],
    [["online"], "online takes on or off, such as"],
  ];
  for (const [args, said] of cases) {
    const { code, out } = await content(...args);
    expect([args, code]).toEqual([args, 2]);
    expect(out).toContain(said);
  }
  const wrong = await content("history", "products/reamers");
  expect(wrong.code).toBe(1);
  expect(wrong.out).toContain(
    "with the collection spelled as in Firestore (project, color, social_media, company, home, about_us, privacy, Products,",
  );
});

test("export lists the stored files; check reports every inquiry and application whose files are missing from Storage", async () => {
  clearDatabase(database());
  await getBucket()
    .file("inquiries/q-ok/1-drawing.pdf")
    .save(Buffer.from("%PDF-1.7 drawing"), { resumable: false, contentType: "application/pdf" });
  const file = (id: string) => ({
    name: "drawing.pdf",
    size: 16,
    type: "application/pdf",
    path: `inquiries/${id}/1-drawing.pdf`,
    bucket: getBucket().name,
  });
  await getDb()
    .collection("Inquiries")
    .doc("q-ok")
    .set({ kind: "products", files: [file("q-ok")] });
  await getDb()
    .collection("Inquiries")
    .doc("q-gone")
    .set({ kind: "job_work", files: [file("q-gone")] });
  await getDb()
    .collection("Career")
    .doc("a-gone")
    .set({ name: "Ravi", files: [{ name: "cv.pdf", path: "applications/a-gone/1-cv.pdf" }] });

  const exported = path.join(dir, "with-files.json");
  const exportRun = await content("export", exported);
  expect(exportRun.code).toBe(0);
  expect(exportRun.out).toContain("inquiries/q-ok/1-drawing.pdf (16 bytes)");
  const dump = JSON.parse(readFileSync(exported, "utf8"));
  expect(dump.__storage__).toEqual({
    "inquiries/q-ok/1-drawing.pdf": {
      size: 16,
      type: "application/pdf",
      created: expect.any(String),
    },
  });

  const check = await content("check");
  expect(check.code).toBe(1);
  expect(check.out).toContain(
    'Inquiries/q-gone: field "files" lists drawing.pdf at inquiries/q-gone/1-drawing.pdf, which is missing from Storage',
  );
  expect(check.out).toContain(
    'Career/a-gone: field "files" lists cv.pdf at applications/a-gone/1-cv.pdf, which is missing from Storage',
  );
  expect(check.out).toContain("(3 files of inquiries and applications checked in Storage)");
  expect(check.out).not.toContain("Inquiries/q-ok");
  // The export imports back: the file list is left out.
  expect((await content("import", exported)).code).toBe(0);
});

test("preview makes a link for a page of the site, a draft's included, and for a mistyped page says which is meant instead", async () => {
  await content("seed");
  await getDb()
    .collection("Products")
    .doc("new-drill")
    .set({ product_name: "New drill", draft: true });
  for (const page of [
    "/products/new-drill",
    "/products/reamers",
    "/technology/cnc-tool-grinding",
    "/contact-us",
    "/products?category=reamers",
  ]) {
    const made = await content("preview", page);
    expect([page, made.code]).toEqual([page, 0]);
    expect(made.out).toMatch(/\/api\/preview\?path=/);
  }
  const typo = await content("preview", "/products/reamer");
  expect(typo.code).toBe(1);
  expect(typo.out).toContain(
    "There is no document Products/reamer: did you mean Products/reamers? No link was made.",
  );
  expect(typo.out).not.toContain("/api/preview?");
  const page = await content("preview", "/about");
  expect(page.code).toBe(1);
  expect(page.out).toContain("/about is not a page of the site: the pages are /home, /about-us,");
});

test("history and undo of an id typed wrong say there is no such document and name the one meant", async () => {
  await content("seed");
  const history = await content("history", "Products/reamer");
  expect(history.out).toContain("Products/reamer: no kept version");
  expect(history.out).toContain(
    "There is no document Products/reamer: did you mean Products/reamers?",
  );
  const undo = await content("undo", "Products/Reamers");
  expect(undo.code).toBe(1);
  expect(undo.out).toContain(
    "Products/Reamers has no kept version. Nothing was written. There is no document Products/Reamers: did you mean Products/reamers?",
  );
  // Nothing like it: only that there is none.
  expect((await content("history", "clients/zzzzzzzzzz")).out).toContain(
    "There is no document clients/zzzzzzzzzz.",
  );
});

test("an export of a database holding a problem the site lives with can be put back as it is, when asked", async () => {
  clearDatabase(database());
  await getDb()
    .collection("Products")
    .doc("drill")
    .set({ product_name: "Drill", sumary: "typed wrong" });
  await getDb().collection("clients").doc("acme").set({ name: "Acme" });
  const file = path.join(dir, "backup.json");
  expect((await content("export", file)).code).toBe(0);
  clearDatabase(database());

  const refused = await content("import", file);
  expect(refused.code).toBe(1);
  expect(refused.out).toContain('Products/drill: field "sumary" is not a field the site reads');
  expect(refused.out).toContain(`npm run content -- import ${file} --as-is`);
  expect((await getDb().collection("clients").doc("acme").get()).exists).toBe(false);

  const asIs = await content("import", file, "--as-is");
  expect(asIs.code).toBe(0);
  expect(asIs.out).toContain("Imported 2 documents");
  expect(asIs.out).toContain('Products/drill: field "sumary" is not a field the site reads');
  expect((await getDb().collection("Products").doc("drill").get()).data()).toEqual({
    product_name: "Drill",
    sumary: "typed wrong",
  });

  // What cannot be written as it is stays refused: nothing is written.
  writeFileSync(
    file,
    JSON.stringify({ clients: { "a/b": { name: "Slash" }, beta: { name: "Beta" } } }),
  );
  const broken = await content("import", file, "--as-is");
  expect(broken.code).toBe(1);
  expect(broken.out).toContain("nothing was written");
  expect((await getDb().collection("clients").doc("beta").get()).exists).toBe(false);
});

test("a file named from a folder of the checkout is that folder's, as the owner typed it", async () => {
  await content("seed");
  const folder = path.join(process.cwd(), "tests");
  const typed = path.relative(folder, path.join(dir, "from-a-folder.json"));
  const run = (...args: string[]) =>
    contentIn(folder, { FIRESTORE_EMULATOR_HOST: database().host }, ...args);
  const exported = await run("export", typed);
  expect([exported.code, exported.out]).toEqual([0, expect.stringContaining(`to ${typed}.`)]);
  expect(existsSync(path.join(dir, "from-a-folder.json"))).toBe(true);
  expect((await run("import", typed)).code).toBe(0);
});
