// `npm run content -- …` as an owner runs it, against a database that is already running.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { getDb } from "@/lib/firebase/admin";
import { clearDatabase, TEST_PROJECT_ID, useTestDatabase } from "@/tests/support/test-database";

jest.setTimeout(60_000);

const database = useTestDatabase();
const dir = mkdtempSync(path.join(os.tmpdir(), "content-tools-"));

function content(...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      "npm",
      ["run", "--silent", "content", "--", ...args],
      { env: { ...process.env, FIRESTORE_EMULATOR_HOST: database().host, FIREBASE_PROJECT_ID: TEST_PROJECT_ID } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}


test("check seeds an empty emulator with the demo content and finds no problems", async () => {
  const { code, out } = await content("check");
  expect(out).toMatch(/Checked \d+ documents: no problems/);
  expect(code).toBe(0);
  expect((await getDb().collection("Products").get()).size).toBeGreaterThanOrEqual(6);
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
      Products: { "good-one": { product_name: "Good reamer" }, "bad-one": { product_name: "", order: "first" } },
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
  expect((await getDb().collection("Products").doc("form-tools").get()).data()?.product_name).toBe("Form Tools");
  const inquiry = (await getDb().collection("Inquiries").doc("q1").get()).data();
  expect(inquiry?.created_at.toDate().toISOString()).toBe("2026-05-01T08:30:00.000Z");
});

test("export includes the notification mails; an import leaves them out so the email extension sends nothing again", async () => {
  await content("seed");
  const mail = { to: ["sales@precitech-tools.in"], replyTo: "asha@gundlav-eng.in", message: { subject: "Inquiry from Asha", text: "t", html: "h" } };
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
  expect(out).toContain("usage: npm run content");
});
