// `npm run content -- …` as an owner runs it, against a database that is already running: each command's
// words, exit code and writes, called in-process (scripts/content-commands.ts); a few real runs of the
// command line prove that it opens the database the site would use and exits with the command's code.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { recordChange, versionOf } from "@/lib/content/history";
import { getDb } from "@/lib/firebase/admin";
import { getBucket } from "@/lib/firebase/storage";
import { runContentCommand } from "@/scripts/content-commands";
import { freePort } from "@/tests/support/ports";
import { clearDatabase, TEST_PROJECT_ID, useTestDatabase } from "@/tests/support/test-database";
import { useTestStorage } from "@/tests/support/test-storage";

jest.setTimeout(60_000);

const database = useTestDatabase();
const dir = mkdtempSync(path.join(os.tmpdir(), "content-tools-"));
// A Storage emulator the tools find listening, as they would the site's.
useTestStorage();
// The local keys (the preview link's) in a temporary folder, not the checkout's.
process.env.FIRESTORE_DATA_DIR = dir;

/** A command as the owner types it, in this process: its exit code and everything it printed. */
async function content(...args: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const record = (...parts: unknown[]) => void lines.push(parts.map(String).join(" "));
  const log = jest.spyOn(console, "log").mockImplementation(record);
  const error = jest.spyOn(console, "error").mockImplementation(record);
  try {
    return { code: await runContentCommand(args), out: lines.join("\n") };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

/** The real command line, typed in `cwd` (a folder of the checkout). */
function commandLine(
  env: Record<string, string>,
  args: string[],
  cwd = process.cwd(),
): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      "npm",
      ["run", "--silent", "content", "--", ...args],
      {
        cwd,
        env: {
          ...process.env,
          FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
          FIRESTORE_EMULATOR_HOST: database().host,
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
  const handlers = events.map((event) => [event, () => void seen.push(event)] as const);
  for (const [event, handler] of handlers) emitter.on(event, handler);
  try {
    await run();
  } finally {
    for (const [event, handler] of handlers) emitter.off(event, handler);
  }
  return seen;
}

const exists = async (collection: string, id: string) =>
  (await getDb().collection(collection).doc(id).get()).exists;

test("the command line opens the site's database, takes files as typed in a folder of the checkout, and exits with the command's code: 1 for a problem, 2 for a wrong command", async () => {
  await getDb().collection("Products").doc("broken-drill").set({ product_name: 42 });
  const folder = path.join(process.cwd(), "tests");
  const typed = path.relative(folder, path.join(dir, "from-a-folder.json"));
  const [check, unknown, exported] = await Promise.all([
    commandLine({}, ["check"]),
    commandLine({}, ["frobnicate"]),
    commandLine({}, ["export", typed], folder),
  ]);
  expect(check.code).toBe(1);
  expect(check.out).toContain(`Database: `);
  expect(check.out).toContain('Products/broken-drill: field "product_name" must be text');
  expect(unknown.code).toBe(2);
  expect(unknown.out).toContain('"frobnicate" is not a command of the content tools.');
  expect(unknown.out).toContain("usage: npm run content");
  expect([exported.code, exported.out]).toEqual([0, expect.stringContaining(`to ${typed}.`)]);
  expect(existsSync(path.join(dir, "from-a-folder.json"))).toBe(true);
});

test("check and export on the embedded database the tools start leave its save file as it was", async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "content-tools-embedded-"));
  const saveFile = path.join(dataDir, "firestore.json");
  const embedded = async (...args: string[]) =>
    commandLine(
      { FIRESTORE_EMULATOR_HOST: `127.0.0.1:${await freePort()}`, FIRESTORE_DATA_DIR: dataDir },
      args,
    );
  // Nothing saved yet: reading creates no file (and seeds nothing into one).
  expect((await embedded("check")).out).toContain("Checked 0 documents");
  expect(existsSync(saveFile)).toBe(false);

  expect((await embedded("seed")).code).toBe(0);
  const before = { text: readFileSync(saveFile, "utf8"), mtime: statSync(saveFile).mtimeMs };
  expect((await embedded("export", path.join(dir, "embedded.json"))).code).toBe(0);
  expect({ text: readFileSync(saveFile, "utf8"), mtime: statSync(saveFile).mtimeMs }).toEqual(
    before,
  );
});

test("check and export only read: an empty database is reported as such, not filled; a full one is left as it is", async () => {
  const file = path.join(dir, "empty.json");
  const writes = await writesDuring(async () => {
    const check = await content("check");
    expect(check.out).toContain("Checked 0 documents");
    expect(check.out).toContain("project has no document");
    expect(check.code).toBe(1);
    expect((await content("export", file)).code).toBe(0);
  });
  expect(writes).toEqual([]);
  expect(
    Object.values(JSON.parse(readFileSync(file, "utf8"))).every(
      (docs) => Object.keys(docs as object).length === 0,
    ),
  ).toBe(true);

  expect(await content("seed")).toEqual({ code: 0, out: expect.stringMatching(/^Wrote \d+ demo/) });
  await getDb().collection("Products").doc("broken-drill").set({ product_name: 42 });
  const full = await writesDuring(async () => {
    const check = await content("check");
    expect(check.code).toBe(1);
    expect(check.out).toMatch(/Checked \d+ documents: 1 problem/);
    expect(check.out).toContain('Products/broken-drill: field "product_name"');
    expect((await content("export", path.join(dir, "full.json"))).code).toBe(0);
  });
  expect(full).toEqual([]);
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
  expect(out).toContain('  - Products/bad-one: field "product_name" must not be empty');
  expect(out).toContain('  - Products/bad-one: field "order" must be a number, not text');
  expect(await exists("Products", "good-one")).toBe(false);
  expect(await exists("clients", "acme")).toBe(false);
  writeFileSync(file, "{ not json");
  expect(await content("import", file)).toEqual({
    code: 1,
    out: expect.stringMatching(/^Cannot read .* as JSON: .*Nothing was written\.$/),
  });
});

// (Timestamps and every collection: tests/integration/content-maintenance.test.ts.)
test("export then import restores the database; the mails are exported, not imported, so the email extension sends nothing again", async () => {
  await content("seed");
  const mail = { to: ["sales@precitech-tools.in"], message: { subject: "Inquiry", text: "t" } };
  await getDb().collection("mail").doc("inquiry-q1").set(mail);
  const file = path.join(dir, "all.json");
  expect((await content("export", file)).out).toMatch(
    /^Exported \d+ documents from \d+ collections to .*all\.json\.\nStored files: 0$/,
  );
  const dump = JSON.parse(readFileSync(file, "utf8"));
  expect(Object.keys(dump.Products)).toContain("form-tools");
  expect(dump.mail).toEqual({ "inquiry-q1": mail });

  clearDatabase(database());
  expect(await content("import", file)).toEqual({
    code: 0,
    out: expect.stringMatching(/^Imported \d+ documents from .*all\.json\.$/),
  });
  expect((await getDb().collection("Products").doc("form-tools").get()).get("product_name")).toBe(
    "Form Tools",
  );
  expect((await getDb().collection("mail").get()).size).toBe(0);
});

test("online off and on switch the first project record, and say so", async () => {
  await content("seed");
  expect((await content("online", "off")).out).toBe(
    "The site is now switched off (project/site): open pages follow at once, and new visits on every server within a minute.",
  );
  expect((await getDb().collection("project").doc("site").get()).data()).toEqual({ online: false });
  expect((await content("online", "on")).code).toBe(0);
  expect((await getDb().collection("project").doc("site").get()).data()).toEqual({ online: true });
});

test("a command missing its argument, or given a wrong one, says which and how to write it", async () => {
  const cases: [string[], string][] = [
    [["export"], "export needs the file to write, such as: npm run content -- export content.json"],
    [["import"], "import needs the JSON file to read"],
    [["import", "--as-is"], "import needs the JSON file to read"],
    [["preview"], "preview needs the path of a page"],
    [
      ["online", "maybe"],
      'online takes on or off, not "maybe", such as: npm run content -- online off',
    ],
    [["online"], "online takes on or off, such as"],
    [[], '"" is not a command of the content tools.'],
  ];
  for (const [args, said] of cases) {
    const { code, out } = await content(...args);
    expect([args, code]).toEqual([args, 2]);
    expect(out).toContain(said);
    expect(out).toContain("usage: npm run content");
  }
  const wrong = await content("history", "products/reamers");
  expect(wrong.code).toBe(1);
  expect(wrong.out).toContain(
    "with the collection spelled as in Firestore (project, color, social_media, company, home, about_us, privacy, Products,",
  );
  expect(await content("undo", "Products/reamers", "two")).toEqual({
    code: 1,
    out: '"two" is not a version number: see npm run content -- history Products/reamers. Nothing was written.',
  });
  expect((await content("undo", "Products/reamers", "0")).out).toContain(
    '"0" is not a version number',
  );
});

test("export lists the stored files; check reports every inquiry and application whose files are missing from Storage", async () => {
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
  expect(exportRun.out).toContain("Stored files: 1\n  inquiries/q-ok/1-drawing.pdf (16 bytes)");
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
  expect(typo).toEqual({
    code: 1,
    out: "There is no document Products/reamer: did you mean Products/reamers? No link was made.",
  });
  const page = await content("preview", "/about");
  expect(page.code).toBe(1);
  expect(page.out).toContain("/about is not a page of the site: the pages are /home, /about-us,");
  expect((await content("preview", "//elsewhere.example")).out).toBe(
    '"//elsewhere.example" is not a page of the site: give its path, such as /products/reamers. No link was made.',
  );
  // With no public address set, the link is to the port the site runs on.
  const local = await commandLine({ PORT: "3456", NEXT_PUBLIC_SITE_URL: "" }, ["preview", "/home"]);
  expect(local.out).toMatch(/\nhttp:\/\/localhost:3456\/api\/preview\?path=%2Fhome&/);
});

test("history and undo list the versions, put one back, and for an id typed wrong name the one meant", async () => {
  await content("seed");
  const ref = getDb().collection("clients").doc("kept");
  await ref.set({ name: "Kept Ltd" });
  const created = versionOf(await ref.get());
  await recordChange(getDb(), { collection: "clients", id: "kept", before: null, after: created });
  await ref.delete();
  await recordChange(getDb(), { collection: "clients", id: "kept", before: created, after: null });

  const history = await content("history", "clients/kept");
  expect(history.out).toMatch(
    /^clients\/kept: 2 kept version\(s\), newest first\. `npm run content -- undo clients\/kept N` puts it back as it was before change N\.\n {4}1 {2}\S+ \S+ IST {2}deleted {2}\(by the console or another client\)\n {4}2 {2}\S+ \S+ IST {2}created/,
  );
  expect(await content("undo", "clients/kept", "3")).toEqual({
    code: 1,
    out: "clients/kept has no version 3: its versions are 1 to 2 (npm run content -- history clients/kept). Nothing was written. There is no document clients/kept.",
  });
  expect(await exists("clients", "kept")).toBe(false);
  expect(await content("undo", "clients/kept")).toEqual({
    code: 0,
    out: "clients/kept is back as it was before change 1.",
  });
  expect((await ref.get()).data()).toEqual({ name: "Kept Ltd" });
  // The undo is kept too: undoing it deletes the document again.
  expect((await content("undo", "clients/kept")).out).toBe(
    "clients/kept is deleted again, as it was before change 1 created it.",
  );

  const typo = await content("history", "Products/reamer");
  expect(typo.out).toBe(
    "Products/reamer: no kept version (changes are kept for 90 days from when the site's listeners or its Cloud Function run).\nThere is no document Products/reamer: did you mean Products/reamers?",
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
  expect(await exists("clients", "acme")).toBe(false);

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
  const broken = await content("import", "--as-is", file);
  expect(broken.code).toBe(1);
  expect(broken.out).toContain("nothing was written");
  expect(broken.out).not.toContain("--as-is");
  expect(await exists("clients", "beta")).toBe(false);
});
