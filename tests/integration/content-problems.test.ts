// The owners are told of content the site cannot show, against the embedded Firestore: one mail per new
// problem of a document, none for the same problems again or for fewer of them, one when all are gone,
// nothing at all without recipients. What follows an edit: its history kept and its problems told, a
// failure of either only logged; expired certificates told without an edit.
import type { Firestore } from "firebase-admin/firestore";
import { getDb } from "@/lib/firebase/admin";
import {
  afterContentEdit,
  checkExistingDocument,
  checkExpiredCertificates,
  noticeExpiredCertificates,
  noticeProblems,
  PROBLEMS_COLLECTION,
} from "@/lib/content/after-edit";
import { demoContent } from "@/lib/content/demo-content";
import { HISTORY_COLLECTION, type Version } from "@/lib/content/history";
import { useTestDatabase } from "@/tests/support/test-database";

jest.setTimeout(30_000);
useTestDatabase();

const options = {
  recipients: ["owner@precitech.example"],
  consoleUrl: (c: string, id: string) => `https://console.example/${c}/${id}`,
};
const mails = async () =>
  (await getDb().collection("mail").get()).docs.map(
    (d) => d.data() as { to: string[]; message: { subject: string; text: string; html: string } },
  );

test("a new problem is told once, fewer problems are not told, and the fix is told once", async () => {
  const broken = { product_name: 42, image: "not a picture" };
  expect(await noticeProblems(getDb(), "Products", "bar", broken, options)).toBe("told");
  expect(await noticeProblems(getDb(), "Products", "bar", broken, options)).toBe("unchanged");
  const [told] = await mails();
  expect(told.to).toEqual(options.recipients);
  expect(told.message.subject).toBe("Website: Products/bar is not shown as typed");
  expect(told.message.text).toContain('field "product_name" must be text, not a number');
  expect(told.message.text).toContain("leaves this document out");
  expect(told.message.text).toContain("https://console.example/Products/bar");
  // One fixed, one left: nobody is told; a new one: told again, with all that is left.
  expect(
    await noticeProblems(
      getDb(),
      "Products",
      "bar",
      { product_name: "Bar", image: "not a picture" },
      options,
    ),
  ).toBe("unchanged");
  expect(
    await noticeProblems(
      getDb(),
      "Products",
      "bar",
      { product_name: "Bar", image: "not a picture", order: "first" },
      options,
    ),
  ).toBe("told");
  expect(await mails()).toHaveLength(2);
  expect(await noticeProblems(getDb(), "Products", "bar", { product_name: "Bar" }, options)).toBe(
    "fixed",
  );
  expect((await mails()).map((m) => m.message.subject)).toContain("Website: Products/bar is fixed");
  expect((await getDb().collection(PROBLEMS_COLLECTION).get()).size).toBe(0);
});

test("what was typed is never markup in the mail, and a document that is fine costs no mail", async () => {
  // The id, and a field name the site does not read (named in the list of problems), are both typed.
  expect(
    await noticeProblems(getDb(), "clients", "<b>x</b>", { name: "", "<i>y</i>": "z" }, options),
  ).toBe("told");
  const [told] = await mails();
  expect(told.message.text).toContain('field "<i>y</i>" is not a field the site reads');
  expect(told.message.html).not.toMatch(/<b>|<i>/);
  expect(told.message.html).toContain("&lt;b&gt;x&lt;/b&gt;");
  expect(told.message.html).toContain("&lt;i&gt;y&lt;/i&gt;");
  expect(await noticeProblems(getDb(), "clients", "fine", { name: "Fine Ltd" }, options)).toBe(
    "unchanged",
  );
  expect(await noticeProblems(getDb(), "clients", "<b>x</b>", null, options)).toBe("fixed");
  const deleted = (await mails()).find((m) => m.message.text.includes("was deleted"))!;
  // Not 'is fixed': a document deleted by mistake is told how to put it back.
  expect(deleted.message.subject).toBe("Website: clients/<b>x</b> was deleted");
  expect(deleted.message.text).toContain(
    "If that was a mistake, npm run content -- undo clients/<b>x</b> puts it back.",
  );
});

test("the mail names a wrong entry as the owners count it, says what the site shows meanwhile, and tells of a misspelled field", async () => {
  const company = {
    name: "Shreeji Precision Works",
    phone: ["+91 99099 11111", "98 76"],
    email: "sales at shreeji",
    address: ["Plot 12", "Vapi"],
    Tagline: "Tools",
  };
  expect(await noticeProblems(getDb(), "company", "main", company, options)).toBe("told");
  const [told] = await mails();
  expect(told.message.text).toContain('field "phone, entry 2" must be a number a phone can dial');
  expect(told.message.text).toContain(
    "shows the document without what is named below, with its built-in value in place of email.",
  );
  expect(told.message.text).toContain(
    'field "Tagline" is not a field the site reads, so what it holds is not shown: did you mean "tagline"?',
  );
});

test("with nobody to tell, nothing is written", async () => {
  expect(
    await noticeProblems(getDb(), "Products", "bar", { product_name: 42 }, { recipients: [] }),
  ).toBe("unchanged");
  expect(await mails()).toEqual([]);
  expect((await getDb().collection(PROBLEMS_COLLECTION).get()).size).toBe(0);
});

test("a settings document left out says what the site uses instead: the next that fits, or its built-in one", async () => {
  expect(await noticeProblems(getDb(), "color", "theme", { code: "#12345" }, options)).toBe("told");
  const [told] = await mails();
  expect(told.message.text).toContain(
    "Until it is fixed, the site leaves this document out and uses the next color document that fits, or else its built-in theme colour.",
  );
});

test("an opening whose open is typed as text is told as not shown: it is closed until the owners fix it", async () => {
  expect(
    await noticeProblems(
      getDb(),
      "career_detail",
      "cnc",
      { title: "CNC operator", open: "false" },
      options,
    ),
  ).toBe("told");
  const [told] = await mails();
  expect(told.message.text).toContain("Until it is fixed, the site leaves this document out.");
  expect(told.message.text).toContain(
    'field "open" must be true (shown, taking applications) or false (closed): a boolean, not text',
  );
});

test("a draft is told as a draft: the site shows it in no case, and once it fits only the preview does", async () => {
  expect(
    await noticeProblems(
      getDb(),
      "Products",
      "new-drill",
      { product_name: "New drill", image: "drill.svg", draft: true },
      options,
    ),
  ).toBe("told");
  expect(
    await noticeProblems(
      getDb(),
      "Products",
      "new-drill",
      { product_name: "New drill", draft: true },
      options,
    ),
  ).toBe("fixed");
  const all = await mails();
  const told = all.find((m) => m.message.subject.endsWith("is not shown as typed"))!;
  const fixed = all.find((m) => m.message.subject.endsWith("is fixed"))!;
  expect(told.message.text).not.toContain("the site shows the document");
  expect(told.message.text).toContain(
    "It is a draft, so the site does not show it; published as it is, it would be shown without what is named below.",
  );
  expect(fixed.message.text).not.toContain("the site shows it as typed");
  expect(fixed.message.text).toContain(
    "Products/new-drill now fits. It is a draft: only a preview shows it, until its draft is set to false.",
  );
});

test("a certificate that expired is told as expired, not as something typed wrong, with what to do", async () => {
  const cert = { name: "ISO 9001:2015", issuer: "TUV", valid_until: "2026-03-31" };
  const at = { ...options, now: new Date("2026-04-02T00:00:00Z") };
  expect(await noticeProblems(getDb(), "certifications", "iso", cert, at)).toBe("told");
  const [told] = await mails();
  expect(told.message.subject).toBe("Website: certifications/iso has expired");
  expect(told.message.text).not.toContain("Something typed");
  expect(told.message.text).toContain(
    "The certificate in certifications/iso has expired: the site no longer shows it.",
  );
  expect(told.message.text).toContain('field "valid_until" 2026-03-31 has passed');
  // Expired and typed wrong: the mail is about what was typed, and names both.
  expect(
    await noticeProblems(getDb(), "certifications", "iso", { ...cert, file: "iso.pdf" }, at),
  ).toBe("told");
  const both = (await mails()).find((m) => m.message.text.includes('field "file"'))!;
  expect(both.message.subject).toBe("Website: certifications/iso is not shown as typed");
  expect(both.message.text).toContain('field "valid_until" 2026-03-31 has passed');
});

test("a problem fixed while another is left, then typed again, is told again; the same problems again leave the record as it was", async () => {
  const at = (day: number) => ({ ...options, now: new Date(`2026-05-0${day}T00:00:00Z`) });
  const both = { product_name: 42, image: "not a picture" };
  expect(await noticeProblems(getDb(), "Products", "bar", both, at(1))).toBe("told");
  expect(await noticeProblems(getDb(), "Products", "bar", both, at(2))).toBe("unchanged");
  const [record] = (await getDb().collection(PROBLEMS_COLLECTION).get()).docs;
  // The record's id stays the same from one version of the site to the next (else every problem is told again).
  expect(record.id).toMatch(/^[0-9a-f]{40}$/);
  expect(record.get("updated_at").toDate()).toEqual(new Date("2026-05-01T00:00:00Z"));
  const one = { product_name: "Bar", image: "not a picture" };
  expect(await noticeProblems(getDb(), "Products", "bar", one, at(3))).toBe("unchanged");
  expect(await noticeProblems(getDb(), "Products", "bar", both, at(4))).toBe("told");
  const texts = (await mails()).map((m) => m.message.text);
  expect(texts).toHaveLength(2);
  expect(texts[1]).toContain('field "product_name" must be text, not a number');
});

test("the mail is signed with the company's name from the database, or the built-in one when it cannot be read; a link only when there is a console", async () => {
  await getDb()
    .collection("company")
    .doc("main")
    .set({ ...demoContent.company.main, name: "Shreeji Precision Works" });
  const recipients = { recipients: options.recipients };
  expect(await noticeProblems(getDb(), "Products", "bar", { product_name: 42 }, recipients)).toBe(
    "told",
  );
  const [told] = await mails();
  expect(told.message.html).toContain("Sent by the Shreeji Precision Works website.");
  expect(told.message.text).not.toContain("Firebase console");
  const unreadable = failing({ collection: "company" });
  expect(await noticeProblems(unreadable, "Products", "baz", { product_name: 42 }, options)).toBe(
    "told",
  );
  const other = (await mails()).find((m) => m.message.subject.includes("Products/baz"))!;
  expect(other.message.html).toContain("Sent by the Precitech Tools &amp; Grinding website.");
});

/** The test database, but reading or writing `collection` fails, and so does a transaction when `transaction` is set. */
function failing(fail: { collection?: string; transaction?: unknown }): Firestore {
  const db = getDb();
  const broken = { get: () => Promise.reject(new Error("unreadable")), doc: () => broken };
  Object.assign(broken, { create: () => Promise.reject(new Error("unwritable")) });
  return new Proxy(db, {
    get(target, key) {
      if (key === "runTransaction" && fail.transaction !== undefined)
        return () => Promise.reject(fail.transaction);
      if (key === "collection")
        return (name: string) => (name === fail.collection ? broken : target.collection(name));
      const value: unknown = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const version = async (collection: string, id: string): Promise<Version | null> => {
  const snap = await getDb().collection(collection).doc(id).get();
  return snap.exists
    ? { data: snap.data() ?? {}, updateTime: snap.updateTime!, createTime: snap.createTime! }
    : null;
};

test("an edit is kept in the history under who made it and its problems are told; a deletion is kept and told as deleted", async () => {
  const ref = getDb().collection("Products").doc("bar");
  await ref.set({ product_name: "Bar" });
  const before = await version("Products", "bar");
  await ref.set({ product_name: 42 });
  const edit = {
    collection: "Products" as const,
    id: "bar",
    before,
    after: await version("Products", "bar"),
  };
  await afterContentEdit(getDb(), edit, { ...options, changedBy: "owner@precitech.example" });
  await ref.delete();
  const deletion = { ...edit, before: edit.after, after: null };
  await afterContentEdit(getDb(), deletion, options);
  const history = (await getDb().collection(HISTORY_COLLECTION).get()).docs.map((d) => d.data());
  expect(history.map((h) => [h.before, h.after_exists, h.changed_by])).toEqual(
    expect.arrayContaining([
      [{ product_name: "Bar" }, true, "owner@precitech.example"],
      [{ product_name: 42 }, false, null],
    ]),
  );
  expect((await mails()).map((m) => m.message.subject)).toEqual(
    expect.arrayContaining([
      "Website: Products/bar is not shown as typed",
      "Website: Products/bar was deleted",
    ]),
  );
});

test("a history that cannot be written does not stop the mail, nor a failed check the history: each failure is only logged", async () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => {});
  const ref = getDb().collection("Products").doc("bar");
  await ref.set({ product_name: 42 });
  const edit = {
    collection: "Products" as const,
    id: "bar",
    before: null,
    after: await version("Products", "bar"),
  };
  await afterContentEdit(failing({ collection: HISTORY_COLLECTION }), edit, options);
  expect(await mails()).toHaveLength(1);
  expect(error).toHaveBeenCalledWith(
    "[content] could not keep the history of Products/bar:",
    "unwritable",
  );
  await afterContentEdit(
    failing({ transaction: new Error("aborted") }),
    { ...edit, id: "baz" },
    options,
  );
  const kept = (await getDb().collection(HISTORY_COLLECTION).get()).docs;
  expect(kept.map((d) => d.get("doc_key"))).toEqual(["Products/baz"]);
  expect(error).toHaveBeenCalledWith("[content] could not check Products/baz:", "aborted");
  await checkExistingDocument(failing({ transaction: "refused" }), "clients", "x", {}, options);
  expect(error).toHaveBeenCalledWith("[content] could not check clients/x:", "refused");
  await checkExpiredCertificates(failing({ collection: "certifications" }), options);
  expect(error).toHaveBeenCalledWith(
    "[content] could not check the certificates' expiry:",
    "unreadable",
  );
  expect(error).toHaveBeenCalledTimes(4);
});

test("certificates that expired without an edit are told, each once; a valid one is not", async () => {
  const certs = getDb().collection("certifications");
  await certs.doc("iso").set({ name: "ISO 9001:2015", issuer: "TUV", valid_until: "2026-03-31" });
  await certs.doc("nabl").set({ name: "NABL", issuer: "NABL", valid_until: "2027-03-31" });
  await certs.doc("bis").set({ name: "BIS", issuer: "BIS", valid_until: "2026-01-31" });
  const at = { ...options, now: new Date("2026-04-02T00:00:00Z") };
  await checkExpiredCertificates(getDb(), at);
  await noticeExpiredCertificates(getDb(), at);
  expect((await mails()).map((m) => m.message.subject).sort()).toEqual([
    "Website: certifications/bis has expired",
    "Website: certifications/iso has expired",
  ]);
});
