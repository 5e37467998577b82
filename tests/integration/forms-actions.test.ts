// Both form actions against the embedded Firestore: what a valid post writes, that each invalid field
// writes nothing, oversized posts, the honeypot, the minimum fill time, the rate limit, extra fields,
// retries with the same submission id. (A database outage is tested end to end in
// tests/e2e/forms-outage.test.ts: a terminated client's retries outlive a jest test file.)
import { Timestamp } from "firebase-admin/firestore";
import { NextRequest } from "next/server";
import { sendApplication as applicationAction } from "@/app/career/actions";
import { sendInquiry as inquiryAction } from "@/app/contact-us/actions";
import { resetDb, getDb } from "@/lib/firebase/admin";
import { seedDemoContent } from "@/lib/content/maintenance";
import { RATE_LIMIT_COLLECTION, visitorKey } from "@/lib/forms/rate-limit";
import { MIN_FILL_MS, FORM_BODY_LIMIT_BYTES, FORM_TOO_LARGE_MESSAGE } from "@/lib/forms/result";
import {
  issueStartToken,
  readStartToken,
  START_TOKEN_COLLECTION,
  START_TOKEN_MAX_AGE_MS,
} from "@/lib/forms/checks";
import { proxy } from "@/proxy";
import { restoreEnvAfterAll } from "@/tests/support/environment";
import { seen } from "@/tests/support/form-replies";
import { clearDatabase, startTestDatabase } from "@/tests/support/test-database";
import type { EmbeddedDatabase } from "@/dev/firestore/emulator";

// The actions read the visitor's address from the header the platform sets (here Vercel's X-Real-IP);
// each test says who is posting. The X-Forwarded-For a client writes itself changes nothing.
let visitorIp = "203.0.113.7";
jest.mock("next/headers", () => ({
  headers: async () =>
    new Headers({
      "x-real-ip": visitorIp,
      "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}`,
    }),
}));
restoreEnvAfterAll("VERCEL");
process.env.VERCEL = "1";

jest.setTimeout(60_000);

let database: EmbeddedDatabase;
let counter = 0;

beforeAll(async () => {
  database = await startTestDatabase();
});
afterAll(async () => {
  await resetDb();
  await database.stop();
});
beforeEach(async () => {
  clearDatabase(database);
  await seedDemoContent();
  visitorIp = `203.0.113.${++counter}`;
  jest.spyOn(console, "warn").mockImplementation(() => {});
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const meta = (overrides: Record<string, string> = {}) => ({
  submission_id: `test-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
  start_token: issueStartToken(Date.now() - 60_000),
  page: "/contact-us",
  website: "",
  ...overrides,
});

const sendInquiry = async (data: FormData) => seen(await inquiryAction(null, data));
const sendApplication = async (data: FormData) => seen(await applicationAction(null, data));

const inquiry = (fields: Record<string, string> = {}) => ({
  kind: "products",
  "items[0].product_id": "form-tools",
  "items[0].quantity": "50",
  name: "  Asha Patel ",
  company: "Gundlav Engineering",
  email: "asha@gundlav-eng.in",
  phone: "+91 98250-41234",
  message: "We need 50 form tools for brass turning, drawing attached later.",
  ...meta(),
  ...fields,
});

const application = (fields: Record<string, string> = {}) => ({
  name: "Ravi Desai",
  email: "ravi.desai@example.com",
  phone: "9825041234",
  position_id: "general",
  experience_years: "4.5",
  qualification: "ITI Machinist",
  current_employer: "Vapi Tools",
  resume_url: "https://drive.example.com/ravi-cv.pdf",
  message: "Four years on surface and cylindrical grinders; can join in a month.",
  ...meta({ page: "/career" }),
  ...fields,
});

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const docs = async (collection: string) => (await getDb().collection(collection).get()).docs;

describe("contact form", () => {
  test("a valid inquiry writes one document with the schema's fields, the page and a server timestamp", async () => {
    const fields = inquiry({ page: "/contact-us?product=form-tools" });
    const result = await sendInquiry(formData(fields));
    expect(result.status).toBe("success");
    expect(result.message).toMatch(/^Thank you, Asha Patel\. .*reply/);
    expect(result.values).toEqual({});
    const written = await docs("Inquiries");
    expect(written).toHaveLength(1);
    expect(written[0].id).toBe(fields.submission_id);
    const { created_at, ...rest } = written[0].data();
    expect(created_at.toDate().getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(rest).toEqual({
      kind: "products",
      name: "Asha Patel",
      company: "Gundlav Engineering",
      email: "asha@gundlav-eng.in",
      phone: "+91 98250-41234",
      items: [{ product_id: "form-tools", product_name: "Form Tools", quantity: 50 }],
      files: [],
      message: "We need 50 form tools for brass turning, drawing attached later.",
      page: "/contact-us?product=form-tools",
      reference: "INQ-26-0001",
      submission_id: fields.submission_id,
    });
  });

  test("optional fields left empty are left out of the document", async () => {
    const {
      "items[0].product_id": _id,
      "items[0].quantity": _quantity,
      ...noProducts
    } = inquiry({ company: "", kind: "other" });
    const result = await sendInquiry(formData(noProducts));
    expect(result.status).toBe("success");
    const data = (await docs("Inquiries"))[0].data();
    expect(Object.keys(data).sort()).toEqual([
      "created_at",
      "email",
      "files",
      "items",
      "kind",
      "message",
      "name",
      "page",
      "phone",
      "reference",
      "submission_id",
    ]);
    expect(data).toMatchObject({ kind: "other", items: [], files: [] });
  });

  test.each([
    ["name", "Enter your name", { name: "" }],
    ["name", "at least 2 characters", { name: "A" }],
    ["name", "at most 100 characters", { name: "x".repeat(101) }],
    ["name", "control", { name: "Asha\u0007Patel" }],
    ["company", "at most 120 characters", { company: "c".repeat(121) }],
    ["email", "email address like", { email: "asha@example" }],
    ["email", "Enter your email address", { email: "" }],
    ["phone", "7 to 15 digits", { phone: "12345" }],
    ["phone", "7 to 15 digits", { phone: "1234567890123456" }],
    ["phone", "Use only digits", { phone: "98250 41234 ext 5" }],
    ["kind", "Choose what you need", { kind: "" }],
    ["items", "no longer in our catalogue", { "items[0].product_id": "no-such-product" }],
    ["items", "Choose products", { "items[0].product_id": "../etc" }],
    ["items", "whole number", { "items[0].quantity": "0" }],
    ["items", "whole number", { "items[0].quantity": "-3" }],
    ["items", "whole number", { "items[0].quantity": "2.5" }],
    ["message", "Tell us what you need", { kind: "other", message: "" }],
    ["message", "at least 10 characters", { kind: "other", message: "short" }],
    ["message", "at most 5000 characters", { message: "m".repeat(5001) }],
    ["message", "control", { message: "Hello there\u202Eevil text" }],
    ["material", "Enter the material", { kind: "job_work", material: "", quantity: "10" }],
    ["quantity", "whole number", { kind: "job_work", material: "EN31", quantity: "1.5" }],
    [
      "pieces",
      "whole number",
      {
        kind: "regrind",
        tool_type: "drills",
        pieces: "0",
        diameter_range: "6-20 mm",
        condition: "Worn",
        delivery: "courier",
      },
    ],
  ])(
    "%s: a bad value is refused with %j, nothing is written and every value comes back",
    async (field, message, overrides) => {
      const fields: Record<string, string> = inquiry(overrides);
      const result = await sendInquiry(formData(fields));
      expect(result.status).toBe("invalid");
      expect(result.fieldErrors[field as keyof typeof result.fieldErrors]).toMatch(
        new RegExp(message, "i"),
      );
      expect(Object.keys(result.fieldErrors)).toEqual([field]);
      // Every value comes back as typed (what was left empty, empty).
      for (const [name, value] of Object.entries(fields).filter(([name]) => !name.includes("[")))
        expect([name, result.values[name] ?? ""]).toEqual([name, value]);
      expect(result.values.items).toEqual([
        { product_id: fields["items[0].product_id"], quantity: fields["items[0].quantity"] },
      ]);
      expect(await docs("Inquiries")).toHaveLength(0);
    },
  );

  test("an oversized post is refused by the proxy with 413, and the action itself still answers without a crash", async () => {
    const big = "x".repeat(FORM_BODY_LIMIT_BYTES + 10);
    const request = new NextRequest("http://localhost/contact-us", {
      method: "POST",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(big.length),
        accept: "text/html",
      },
    });
    const response = await proxy(request);
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(FORM_TOO_LARGE_MESSAGE);
    const small = new NextRequest("http://localhost/contact-us", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": "2000" },
    });
    expect((await proxy(small)).status).toBe(200);

    const result = await sendInquiry(formData(inquiry({ message: big, name: big })));
    expect(result.status).toBe("invalid");
    expect(result.fieldErrors.message).toMatch(/at most 5000/);
    expect(String(result.values.message).length).toBeLessThanOrEqual(10_000);
    expect(await docs("Inquiries")).toHaveLength(0);
  });

  test("a filled honeypot gets a success-looking answer and nothing is written", async () => {
    const result = await sendInquiry(formData(inquiry({ website: "http://spam.example" })));
    expect(result.status).toBe("success");
    expect(result.message).toMatch(/^Thank you/);
    expect(await docs("Inquiries")).toHaveLength(0);
    expect(await docs(RATE_LIMIT_COLLECTION)).toHaveLength(0);
  });

  test("a post faster than a person could type is refused politely, keeps the values and its start", async () => {
    const fields = inquiry({ start_token: issueStartToken(Date.now() - 500) });
    const result = await sendInquiry(formData(fields));
    expect(result.status).toBe("refused");
    expect(result.message).toMatch(/quicker than we expect/);
    expect(result.values.message).toBe(fields.message);
    // The start goes back with the form: pressing Send again a moment later passes.
    expect(result.values.start_token).toBe(fields.start_token);
    expect(await docs("Inquiries")).toHaveLength(0);
    const justLate = await sendInquiry(
      formData({ ...fields, start_token: issueStartToken(Date.now() - MIN_FILL_MS - 1000) }),
    );
    expect(justLate.status).toBe("success");
  });

  test("a start the server did not sign, from the future, too old or missing counts as too fast", async () => {
    const good = issueStartToken(Date.now() - 60_000);
    const [issued, nonce, signature] = good.split(".");
    const forged = [
      `${Number(issued) - 60_000}.${nonce}.${signature}`, // an earlier start, the signature kept
      `${issued}.${nonce}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      String(Date.now() - 60_000), // the old form: a time stated by the client
      "",
      issueStartToken(Date.now() + 60_000),
      issueStartToken(Date.now() - START_TOKEN_MAX_AGE_MS - 60_000),
    ];
    for (const start_token of forged) {
      const result = await sendInquiry(formData(inquiry({ start_token })));
      expect({ start_token, status: result.status, message: result.message }).toEqual({
        start_token,
        status: "refused",
        message: expect.stringMatching(/quicker than we expect/),
      });
      // A visitor without scripts gets a start of the server's own to send again with.
      expect(readStartToken(String(result.values.start_token))?.issuedAt).toBeGreaterThan(
        Date.now() - 10_000,
      );
    }
    expect(await docs("Inquiries")).toHaveLength(0);
  });

  test("a start used by one submission counts as too fast for another; a retry of the same submission is not a replay", async () => {
    const first = inquiry();
    expect((await sendInquiry(formData(first))).status).toBe("success");
    expect((await sendInquiry(formData(first))).status).toBe("success");
    const replay = await sendInquiry(
      formData(
        inquiry({
          start_token: first.start_token,
          message: "A second inquiry with a borrowed start",
        }),
      ),
    );
    expect(replay.status).toBe("refused");
    expect(replay.message).toMatch(/quicker than we expect/);
    expect(replay.values.start_token).not.toBe(first.start_token);
    expect(readStartToken(String(replay.values.start_token))).not.toBeNull();
    expect(await docs("Inquiries")).toHaveLength(1);
    expect(await docs(START_TOKEN_COLLECTION)).toHaveLength(1);
  });

  test("the sixth submission from one visitor within ten minutes is refused; the counter holds no raw IP", async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await sendInquiry(formData(inquiry({ message: `Inquiry number ${i} about reamers` }))))
          .status,
      ).toBe("success");
    }
    const sixth = await sendInquiry(
      formData(inquiry({ message: "Inquiry number 6 about reamers" })),
    );
    expect(sixth.status).toBe("refused");
    expect(sixth.message).toMatch(/wait about ten minutes/);
    expect(sixth.values.message).toBe("Inquiry number 6 about reamers");
    expect(await docs("Inquiries")).toHaveLength(5);
    // The application form shares the visitor's limit.
    expect((await sendApplication(formData(application()))).status).toBe("refused");

    // The visitor's counter, and the acknowledgments' counter of the address (also a keyed hash).
    const counters = await docs(RATE_LIMIT_COLLECTION);
    expect(counters.map((d) => d.id).sort()).toEqual(
      [visitorKey(visitorIp), `ack-${visitorKey("asha@gundlav-eng.in")}`].sort(),
    );
    expect(JSON.stringify(counters.map((d) => [d.id, d.data()]))).not.toMatch(/203\.0\.113|asha@/);

    visitorIp = "203.0.113.250";
    expect((await sendInquiry(formData(inquiry()))).status).toBe("success");
  });

  test("extra posted fields are ignored", async () => {
    const result = await sendInquiry(
      formData(
        inquiry({
          admin: "true",
          product_name: "Free gold",
          created_at: "yesterday",
          files: "x",
          material: "gold",
          $ACTION_ID_x: "",
          __proto__: "x",
        }),
      ),
    );
    expect(result.status).toBe("success");
    const data = (await docs("Inquiries"))[0].data();
    expect(data).not.toHaveProperty("admin");
    expect(data).not.toHaveProperty("product_name");
    expect(data).not.toHaveProperty("material");
    expect(data.items).toEqual([
      { product_id: "form-tools", product_name: "Form Tools", quantity: 50 },
    ]);
    expect(data.files).toEqual([]);
    expect(data.created_at).toBeInstanceOf(Timestamp);
  });

  test("a retry with the same submission id writes one document and counts once", async () => {
    const fields = inquiry();
    expect((await sendInquiry(formData(fields))).status).toBe("success");
    expect((await sendInquiry(formData(fields))).status).toBe("success");
    expect(await docs("Inquiries")).toHaveLength(1);
    const hits = (await docs(RATE_LIMIT_COLLECTION))[0].data().hits;
    expect(Object.keys(hits)).toEqual([fields.submission_id]);
  });

  test("a post without a usable submission id or page gets a fresh id and the form's page", async () => {
    const result = await sendInquiry(
      formData(inquiry({ submission_id: "../../x", page: "https://evil.example/" })),
    );
    expect(result.status).toBe("success");
    const [doc] = await docs("Inquiries");
    expect(doc.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(doc.data().page).toBe("/contact-us");
  });
});

describe("application form", () => {
  test("a valid application writes one Career document with the position's title", async () => {
    const fields = application({ position_id: "cnc-grinder-operator" });
    const positions = (await getDb().collection("career_detail").get()).docs.filter(
      (d) => d.data().open !== false,
    );
    const position = positions.find((d) => d.id === fields.position_id) ?? positions[0];
    const result = await sendApplication(formData({ ...fields, position_id: position.id }));
    expect(result.status).toBe("success");
    expect(result.message).toMatch(/^Thank you, Ravi Desai\./);
    const written = await docs("Career");
    expect(written).toHaveLength(1);
    const { created_at, ...rest } = written[0].data();
    expect(created_at).toBeInstanceOf(Timestamp);
    expect(rest).toEqual({
      name: "Ravi Desai",
      email: "ravi.desai@example.com",
      phone: "9825041234",
      position_id: position.id,
      position_title: position.data().title,
      experience_years: 4.5,
      qualification: "ITI Machinist",
      current_employer: "Vapi Tools",
      resume_url: "https://drive.example.com/ravi-cv.pdf",
      message: "Four years on surface and cylindrical grinders; can join in a month.",
      files: [],
      page: "/career",
      reference: "APP-26-0001",
      submission_id: fields.submission_id,
    });
  });

  test("a general application is titled as such", async () => {
    expect((await sendApplication(formData(application()))).status).toBe("success");
    expect((await docs("Career"))[0].data()).toMatchObject({
      position_id: "general",
      position_title: "General application",
    });
  });

  test.each([
    ["name", "Enter your name", ""],
    ["email", "email address like", "ravi@"],
    ["phone", "7 to 15 digits", "+91 98"],
    ["position_id", "Choose the position", ""],
    ["position_id", "no longer open", "closed-or-unknown"],
    ["experience_years", "years of experience", ""],
    ["experience_years", "number of years", "-1"],
    ["experience_years", "at most 60", "61"],
    ["experience_years", "number of years", "four"],
    ["qualification", "Enter your qualification", ""],
    ["qualification", "at most 200", "q".repeat(201)],
    ["current_employer", "at most 120", "e".repeat(121)],
    ["resume_url", "https://", "javascript:alert(1)"],
    ["resume_url", "https://", "ftp://files.example.com/cv.pdf"],
    ["message", "Tell us briefly", ""],
    ["message", "at most 5000", "m".repeat(5001)],
  ])("%s: a bad value is refused with %j and nothing is written", async (field, message, value) => {
    const fields = application({ [field]: value });
    const result = await sendApplication(formData(fields));
    expect(result.status).toBe("invalid");
    expect(result.fieldErrors[field as keyof typeof result.fieldErrors]).toMatch(
      new RegExp(message, "i"),
    );
    expect(result.values[field] ?? "").toBe(value);
    expect(await docs("Career")).toHaveLength(0);
  });

  test("a closed position cannot be applied for", async () => {
    await getDb()
      .collection("career_detail")
      .doc("closed-job")
      .set({ title: "Old opening", open: false });
    const result = await sendApplication(formData(application({ position_id: "closed-job" })));
    expect(result.fieldErrors.position_id).toMatch(/no longer open/);
  });

  test("honeypot, extra fields and the rate limit apply to applications too", async () => {
    expect((await sendApplication(formData(application({ website: "x" })))).status).toBe("success");
    expect(await docs("Career")).toHaveLength(0);
    expect((await sendApplication(formData(application({ salary: "1 crore" })))).status).toBe(
      "success",
    );
    expect((await docs("Career"))[0].data()).not.toHaveProperty("salary");
    for (let i = 0; i < 4; i++) await sendApplication(formData(application()));
    expect((await sendApplication(formData(application()))).status).toBe("refused");
    expect(await docs("Career")).toHaveLength(5);
  });
});

describe("notification mail to the owners", () => {
  const SALES = "sales@precitech-tools.in";
  const HR = ["hr@precitech-tools.in", "owner@precitech-tools.in"];
  beforeEach(() => {
    process.env.NOTIFY_INQUIRIES_TO = ` ${SALES} `;
    process.env.NOTIFY_APPLICATIONS_TO = HR.join(", ");
  });
  afterEach(() => {
    delete process.env.NOTIFY_INQUIRIES_TO;
    delete process.env.NOTIFY_APPLICATIONS_TO;
  });

  type Mail = {
    to: string[];
    replyTo: string;
    message: { subject: string; text: string; html: string };
  };
  const all = async () => (await docs("mail")).map((d) => ({ id: d.id, ...(d.data() as Mail) }));
  /** The owners' mails; the visitors' acknowledgments are the ones ending in -ack. */
  const mails = async () => (await all()).filter((m) => !m.id.endsWith("-ack"));
  const acks = async () => (await all()).filter((m) => m.id.endsWith("-ack"));

  test("a quote for products writes exactly one mail naming the visitor, the kind and every product, answerable with one click", async () => {
    const fields = inquiry();
    expect((await sendInquiry(formData(fields))).status).toBe("success");
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail.id).toBe(`inquiry-${fields.submission_id}`);
    expect(mail.to).toEqual([SALES]);
    expect(mail.replyTo).toBe("asha@gundlav-eng.in");
    expect(mail.message.subject).toBe(
      "[INQ-26-0001] Inquiry from Asha Patel: quote for products (1 item)",
    );
    expect(mail.message.text.split("\n").slice(0, 10)).toEqual([
      "New inquiry from the website: a quote for products",
      "",
      "Reference: INQ-26-0001",
      "Request: A quote for products",
      "Product 1: Form Tools: 50 pieces",
      "Name: Asha Patel",
      "Company: Gundlav Engineering",
      "Email: asha@gundlav-eng.in",
      "Phone: +91 98250-41234",
      `Message: ${fields.message}`,
    ]);
    for (const shown of [
      "Asha Patel",
      "Gundlav Engineering",
      "asha@gundlav-eng.in",
      "+91 98250-41234",
      "Form Tools",
      fields.message,
    ]) {
      expect(mail.message.html).toContain(shown);
    }
    expect(mail.message.html).toContain(
      '<a href="mailto:asha@gundlav-eng.in">asha@gundlav-eng.in</a>',
    );
    expect(mail.message.html).toContain('<a href="tel:+919825041234">+91 98250-41234</a>');
    // An emulator has no console page: no link to one.
    expect(mail.message.html).not.toContain("console.firebase.google.com");
    expect(mail.message.html.match(/<a /g)).toHaveLength(2);
  });

  test("an application writes exactly one mail to every address of NOTIFY_APPLICATIONS_TO, with the position", async () => {
    const fields = application();
    expect((await sendApplication(formData(fields))).status).toBe("success");
    const all = await mails();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      id: `application-${fields.submission_id}`,
      to: HR,
      replyTo: "ravi.desai@example.com",
    });
    expect(all[0].message.subject).toBe(
      "[APP-26-0001] Job application from Ravi Desai: General application",
    );
    expect(all[0].message.text.split("\n").slice(0, 12)).toEqual([
      "New job application from the website",
      "",
      "Reference: APP-26-0001",
      "Name: Ravi Desai",
      "Position: General application",
      "Email: ravi.desai@example.com",
      "Phone: 9825041234",
      "Experience (years): 4.5",
      "Qualification: ITI Machinist",
      "Current employer: Vapi Tools",
      "Résumé link: https://drive.example.com/ravi-cv.pdf",
      `Message: ${fields.message}`,
    ]);
    for (const shown of [
      "ITI Machinist",
      "Vapi Tools",
      "4.5",
      "https://drive.example.com/ravi-cv.pdf",
      fields.message,
    ]) {
      expect(all[0].message.html).toContain(shown);
    }
    expect(all[0].message.html).toContain(
      '<a href="mailto:ravi.desai@example.com">ravi.desai@example.com</a>',
    );
    expect(all[0].message.html).toContain('<a href="tel:9825041234">9825041234</a>');
    // The résumé address was typed by the visitor: shown as text, never as a live link.
    expect(all[0].message.html).not.toContain('href="https://drive.example.com');
    expect(await docs("Career")).toHaveLength(1);
  });

  test("a retried submission writes no second mail and leaves the first untouched", async () => {
    const fields = inquiry();
    expect((await sendInquiry(formData(fields))).status).toBe("success");
    const [first] = await docs("mail");
    expect((await sendInquiry(formData(fields))).status).toBe("success");
    expect(await docs("Inquiries")).toHaveLength(1);
    const after = await docs("mail");
    expect(after.map((d) => d.id)).toEqual([
      `inquiry-${fields.submission_id}`,
      `inquiry-${fields.submission_id}-ack`,
    ]);
    // Rewriting it would make the email extension process it again.
    expect(after[0].updateTime.isEqual(first.updateTime)).toBe(true);
  });

  test("refused, invalid and honeypot posts write no mail", async () => {
    expect(
      (await sendInquiry(formData(inquiry({ start_token: issueStartToken(Date.now()) })))).status,
    ).toBe("refused");
    expect((await sendInquiry(formData(inquiry({ email: "asha@" })))).status).toBe("invalid");
    expect((await sendInquiry(formData(inquiry({ website: "http://spam.example" })))).status).toBe(
      "success",
    );
    expect((await sendApplication(formData(application({ website: "x" })))).status).toBe("success");
    expect(await docs("Inquiries")).toHaveLength(0);
    expect(await all()).toEqual([]);
  });

  test("whatever the visitor typed is escaped in the HTML: no markup, no live link of theirs", async () => {
    const fields = inquiry({
      name: `Asha <b>"Bold"</b>`,
      company: `<a href="https://evil.example">Click</a> & Co`,
      message: `<script>alert('x')</script><img src=x onerror=alert(1)> see https://evil.example`,
    });
    expect((await sendInquiry(formData(fields))).status).toBe("success");
    const [{ message }] = await mails();
    expect(message.html).toContain("Asha &lt;b&gt;&quot;Bold&quot;&lt;/b&gt;");
    expect(message.html).toContain(
      "&lt;a href=&quot;https://evil.example&quot;&gt;Click&lt;/a&gt; &amp; Co",
    );
    expect(message.html).toContain(
      "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;",
    );
    expect(message.html).not.toMatch(/<(script|img|b>)/);
    expect(message.html.match(/<a /g)).toHaveLength(2);
    expect(message.subject).toBe(
      `[INQ-26-0001] Inquiry from Asha <b>"Bold"</b>: quote for products (1 item)`,
    );
    expect(message.text).toContain(fields.message);
  });

  test("a regrinding request is titled by its kind and lists its own fields and no product", async () => {
    const {
      "items[0].product_id": _id,
      "items[0].quantity": _quantity,
      ...fields
    } = inquiry({
      kind: "regrind",
      tool_type: "drills",
      pieces: "40",
      diameter_range: "3–12 mm",
      condition: "Blunt <edges>",
      delivery: "drop_off",
    });
    expect((await sendInquiry(formData(fields))).status).toBe("success");
    const [{ message }] = await mails();
    expect(message.subject).toBe("[INQ-26-0001] Inquiry from Asha Patel: regrinding of 40 drills");
    expect(message.text).not.toContain("Product");
    for (const line of [
      "Request: Regrinding of my tools",
      "Tool type: Drills",
      "Number of pieces: 40",
      "Diameter range: 3–12 mm",
      "Condition notes: Blunt <edges>",
      "How the tools reach us: Drop off at GIDC Gundlav",
    ]) {
      expect(message.text).toContain(line);
    }
    expect(message.html).toContain("Blunt &lt;edges&gt;");
  });

  test("with no recipients configured no mail is written, and the submission still is", async () => {
    delete process.env.NOTIFY_INQUIRIES_TO;
    expect((await sendInquiry(formData(inquiry()))).status).toBe("success");
    expect(await docs("Inquiries")).toHaveLength(1);
    expect(await mails()).toEqual([]);
  });

  test("each inquiry gets the year's next reference, stored on it, in the owners' subject and in the thanks; a retry is thanked with the same one", async () => {
    const first = inquiry();
    const thanks = (await sendInquiry(formData(first))).message;
    const second = (await sendInquiry(formData(inquiry({ email: "meera@valsad-auto.in" }))))
      .message;
    expect((await sendInquiry(formData(first))).message).toBe(thanks);
    const stored = (await docs("Inquiries")).map((d) => [d.id, d.get("reference")]).sort();
    expect(stored.map(([, reference]) => reference).sort()).toEqual(["INQ-26-0001", "INQ-26-0002"]);
    const firstReference = stored.find(([id]) => id === first.submission_id)![1];
    expect(thanks).toContain(`Your inquiry ${firstReference} has reached our sales team`);
    expect(second).toContain(firstReference === "INQ-26-0001" ? "INQ-26-0002" : "INQ-26-0001");
    expect((await mails()).map((m) => m.message.subject.slice(0, 14)).sort()).toEqual([
      "[INQ-26-0001] ",
      "[INQ-26-0002] ",
    ]);
  });

  test("the visitor gets one acknowledgment with the reference and the catalogue's names, none of their own words; one address at most three a day", async () => {
    const fields = inquiry({
      name: "Asha Zzyzx",
      company: "Quillfeather Works",
      message: "Unmistakable-words-of-the-visitor",
    });
    expect((await sendInquiry(formData(fields))).status).toBe("success");
    const [ack] = await acks();
    const reference = (await docs("Inquiries"))[0].get("reference");
    expect(ack).toMatchObject({
      id: `inquiry-${fields.submission_id}-ack`,
      to: "asha@gundlav-eng.in",
    });
    expect(ack).not.toHaveProperty("replyTo");
    expect(ack.message.subject).toBe(`${reference}: received by Precitech Tools & Grinding`);
    for (const shown of [
      reference,
      "A quote for products",
      "Form Tools: 50 pieces",
      "one working day",
    ]) {
      expect(ack.message.text).toContain(shown);
      expect(ack.message.html).toContain(shown.replace("&", "&amp;"));
    }
    const everything = JSON.stringify(ack);
    for (const typed of ["Zzyzx", "Quillfeather", "Unmistakable", "98250"])
      expect(everything).not.toContain(typed);

    // Four more from the same address (any capitals), each from another visitor: four more documents,
    // two more acknowledgments.
    for (let i = 0; i < 4; i++) {
      visitorIp = `198.18.0.${i + 1}`;
      const email = i % 2 ? "ASHA@gundlav-eng.in" : "asha@gundlav-eng.in";
      expect((await sendInquiry(formData(inquiry({ email })))).status).toBe("success");
    }
    expect(await docs("Inquiries")).toHaveLength(5);
    expect(await acks()).toHaveLength(3);
    expect(await mails()).toHaveLength(5);
  });

  test("an applicant's acknowledgment names the opening applied for and the reference", async () => {
    const fields = application({ name: "Ravi Qwertyuiop" });
    expect((await sendApplication(formData(fields))).message).toMatch(
      /received your application APP-26-0001;/,
    );
    const [ack] = await acks();
    expect(ack.to).toBe("ravi.desai@example.com");
    expect(ack.message.text).toContain("APP-26-0001");
    expect(ack.message.text).toContain("- Job application: General application");
    expect(JSON.stringify(ack)).not.toMatch(/Qwertyuiop|ITI Machinist|Vapi Tools|drive\.example/);
  });
});
