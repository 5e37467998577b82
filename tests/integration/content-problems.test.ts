// The owners are told of content the site cannot show, against the embedded Firestore: one mail per new
// problem of a document, none for the same problems again or for fewer of them, one when all are gone,
// nothing at all without recipients.
import { getDb } from "@/lib/firebase/admin";
import { noticeProblems, PROBLEMS_COLLECTION } from "@/lib/content/after-edit";
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
