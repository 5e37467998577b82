// Both form actions against the embedded Firestore: what a valid post writes, that each invalid field
// writes nothing, oversized posts, the honeypot, the minimum fill time, the rate limit, extra fields,
// retries with the same submission id. (A database outage is tested end to end in
// tests/e2e/forms-outage.test.ts: a terminated client's retries outlive a jest test file.)
import { Timestamp } from "firebase-admin/firestore";
import { NextRequest } from "next/server";
import { sendApplication } from "@/app/career/actions";
import { sendInquiry } from "@/app/contact-us/actions";
import { resetDb, getDb } from "@/lib/firebase/admin";
import { seedDemoContent } from "@/lib/content/maintenance";
import { inquiryFields } from "@/lib/forms/inquiry";
import { RATE_LIMIT_COLLECTION, visitorKey } from "@/lib/forms/rate-limit";
import { initialResult, MIN_FILL_MS, FORM_BODY_LIMIT_BYTES, FORM_TOO_LARGE_MESSAGE } from "@/lib/forms/result";
import { proxy } from "@/proxy";
import { clearDatabase, startTestDatabase } from "@/tests/support/test-database";
import type { EmbeddedDatabase } from "@/scripts/embedded-db";

// The actions read the visitor's address from the request headers; each test says who is posting.
let visitorIp = "203.0.113.7";
jest.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": `198.51.100.1, ${visitorIp}` }),
}));

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
  started_at: String(Date.now() - 60_000),
  page: "/contact-us",
  website: "",
  ...overrides,
});

const inquiry = (fields: Record<string, string> = {}) => ({
  name: "  Asha Patel ",
  company: "Gundlav Engineering",
  email: "asha@gundlav-eng.in",
  phone: "+91 98250-41234",
  product_id: "form-tools",
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
    const result = await sendInquiry(initialResult(), formData(fields));
    expect(result.status).toBe("success");
    expect(result.message).toMatch(/^Thank you, Asha Patel\. .*reply/);
    expect(result.values).toEqual({});
    const written = await docs("Inquiries");
    expect(written).toHaveLength(1);
    expect(written[0].id).toBe(fields.submission_id);
    const { created_at, ...rest } = written[0].data();
    expect(created_at.toDate().getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(rest).toEqual({
      name: "Asha Patel",
      company: "Gundlav Engineering",
      email: "asha@gundlav-eng.in",
      phone: "+91 98250-41234",
      product_id: "form-tools",
      product_name: "Form Tools",
      message: "We need 50 form tools for brass turning, drawing attached later.",
      page: "/contact-us?product=form-tools",
      submission_id: fields.submission_id,
    });
  });

  test("optional fields left empty are left out of the document", async () => {
    const result = await sendInquiry(initialResult(), formData(inquiry({ company: "", product_id: "" })));
    expect(result.status).toBe("success");
    const data = (await docs("Inquiries"))[0].data();
    expect(Object.keys(data).sort()).toEqual(["created_at", "email", "message", "name", "page", "phone", "submission_id"]);
  });

  test.each([
    ["name", "Enter your name", ""],
    ["name", "at least 2 characters", "A"],
    ["name", "at most 100 characters", "x".repeat(101)],
    ["name", "control", "Asha\u0007Patel"],
    ["company", "at most 120 characters", "c".repeat(121)],
    ["email", "email address like", "asha@example"],
    ["email", "Enter your email address", ""],
    ["phone", "7 to 15 digits", "12345"],
    ["phone", "7 to 15 digits", "1234567890123456"],
    ["phone", "Use only digits", "98250 41234 ext 5"],
    ["product_id", "no longer listed", "no-such-product"],
    ["product_id", "Choose a product", "../etc"],
    ["message", "Tell us what you need", ""],
    ["message", "at least 10 characters", "short"],
    ["message", "at most 5000 characters", "m".repeat(5001)],
    ["message", "control", "Hello there\u202Eevil text"],
  ])("%s: a bad value is refused with %j, nothing is written and every value comes back", async (field, message, value) => {
    const fields = inquiry({ [field]: value });
    const result = await sendInquiry(initialResult(), formData(fields));
    expect(result.status).toBe("invalid");
    expect(result.fieldErrors[field as keyof typeof result.fieldErrors]).toMatch(new RegExp(message, "i"));
    expect(Object.keys(result.fieldErrors)).toEqual([field]);
    for (const name of inquiryFields) expect(result.values[name]).toBe(fields[name]);
    expect(await docs("Inquiries")).toHaveLength(0);
  });

  test("an oversized post is refused by the proxy with 413, and the action itself still answers without a crash", async () => {
    const big = "x".repeat(FORM_BODY_LIMIT_BYTES + 10);
    const request = new NextRequest("http://localhost/contact-us", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(big.length), accept: "text/html" },
    });
    const response = await proxy(request);
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(FORM_TOO_LARGE_MESSAGE);
    const small = new NextRequest("http://localhost/contact-us", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": "2000" },
    });
    expect((await proxy(small)).status).toBe(200);

    const result = await sendInquiry(initialResult(), formData(inquiry({ message: big, name: big })));
    expect(result.status).toBe("invalid");
    expect(result.fieldErrors.message).toMatch(/at most 5000/);
    expect(result.values.message!.length).toBeLessThanOrEqual(10_000);
    expect(await docs("Inquiries")).toHaveLength(0);
  });

  test("a filled honeypot gets a success-looking answer and nothing is written", async () => {
    const result = await sendInquiry(initialResult(), formData(inquiry({ website: "http://spam.example" })));
    expect(result.status).toBe("success");
    expect(result.message).toMatch(/^Thank you/);
    expect(await docs("Inquiries")).toHaveLength(0);
    expect(await docs(RATE_LIMIT_COLLECTION)).toHaveLength(0);
  });

  test("a post faster than a person could type is refused politely and keeps the values", async () => {
    const fields = inquiry({ started_at: String(Date.now() - 500) });
    const result = await sendInquiry(initialResult(), formData(fields));
    expect(result.status).toBe("refused");
    expect(result.message).toMatch(/quicker than we expect/);
    expect(result.values.message).toBe(fields.message);
    const measured = await sendInquiry(initialResult(), formData({ ...fields, fill_ms: String(MIN_FILL_MS - 1) }));
    expect(measured.status).toBe("refused");
    const noTime = await sendInquiry(initialResult(), formData({ ...fields, started_at: "" }));
    expect(noTime.status).toBe("refused");
    expect(await docs("Inquiries")).toHaveLength(0);
    const slow = await sendInquiry(initialResult(), formData({ ...fields, fill_ms: String(MIN_FILL_MS + 1) }));
    expect(slow.status).toBe("success");
  });

  test("the sixth submission from one visitor within ten minutes is refused; the counter holds no raw IP", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sendInquiry(initialResult(), formData(inquiry({ message: `Inquiry number ${i} about reamers` })))).status).toBe("success");
    }
    const sixth = await sendInquiry(initialResult(), formData(inquiry({ message: "Inquiry number 6 about reamers" })));
    expect(sixth.status).toBe("refused");
    expect(sixth.message).toMatch(/wait about ten minutes/);
    expect(sixth.values.message).toBe("Inquiry number 6 about reamers");
    expect(await docs("Inquiries")).toHaveLength(5);
    // The application form shares the visitor's limit.
    expect((await sendApplication(initialResult(), formData(application()))).status).toBe("refused");

    const counters = await docs(RATE_LIMIT_COLLECTION);
    expect(counters.map((d) => d.id)).toEqual([visitorKey(visitorIp)]);
    expect(JSON.stringify(counters[0].data())).not.toContain(visitorIp);
    expect(counters[0].id).not.toContain(visitorIp);

    visitorIp = "203.0.113.250";
    expect((await sendInquiry(initialResult(), formData(inquiry()))).status).toBe("success");
  });

  test("extra posted fields are ignored", async () => {
    const result = await sendInquiry(
      initialResult(),
      formData(inquiry({ admin: "true", product_name: "Free gold", created_at: "yesterday", $ACTION_ID_x: "", "__proto__": "x" })),
    );
    expect(result.status).toBe("success");
    const data = (await docs("Inquiries"))[0].data();
    expect(data).not.toHaveProperty("admin");
    expect(data.product_name).toBe("Form Tools");
    expect(data.created_at).toBeInstanceOf(Timestamp);
  });

  test("a retry with the same submission id writes one document and counts once", async () => {
    const fields = inquiry();
    expect((await sendInquiry(initialResult(), formData(fields))).status).toBe("success");
    expect((await sendInquiry(initialResult(), formData(fields))).status).toBe("success");
    expect(await docs("Inquiries")).toHaveLength(1);
    const hits = (await docs(RATE_LIMIT_COLLECTION))[0].data().hits;
    expect(Object.keys(hits)).toEqual([fields.submission_id]);
  });

  test("a post without a usable submission id or page gets a fresh id and the form's page", async () => {
    const result = await sendInquiry(initialResult(), formData(inquiry({ submission_id: "../../x", page: "https://evil.example/" })));
    expect(result.status).toBe("success");
    const [doc] = await docs("Inquiries");
    expect(doc.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(doc.data().page).toBe("/contact-us");
  });
});

describe("application form", () => {
  test("a valid application writes one Career document with the position's title", async () => {
    const fields = application({ position_id: "cnc-grinder-operator" });
    const positions = (await getDb().collection("career_detail").get()).docs.filter((d) => d.data().open !== false);
    const position = positions.find((d) => d.id === fields.position_id) ?? positions[0];
    const result = await sendApplication(initialResult(), formData({ ...fields, position_id: position.id }));
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
      page: "/career",
      submission_id: fields.submission_id,
    });
  });

  test("a general application is titled as such", async () => {
    expect((await sendApplication(initialResult(), formData(application()))).status).toBe("success");
    expect((await docs("Career"))[0].data()).toMatchObject({ position_id: "general", position_title: "General application" });
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
    const result = await sendApplication(initialResult(), formData(fields));
    expect(result.status).toBe("invalid");
    expect(result.fieldErrors[field as keyof typeof result.fieldErrors]).toMatch(new RegExp(message, "i"));
    expect(result.values[field as keyof typeof result.values]).toBe(value);
    expect(await docs("Career")).toHaveLength(0);
  });

  test("a closed position cannot be applied for", async () => {
    await getDb().collection("career_detail").doc("closed-job").set({ title: "Old opening", open: false });
    const result = await sendApplication(initialResult(), formData(application({ position_id: "closed-job" })));
    expect(result.fieldErrors.position_id).toMatch(/no longer open/);
  });

  test("honeypot, extra fields and the rate limit apply to applications too", async () => {
    expect((await sendApplication(initialResult(), formData(application({ website: "x" })))).status).toBe("success");
    expect(await docs("Career")).toHaveLength(0);
    expect((await sendApplication(initialResult(), formData(application({ salary: "1 crore" })))).status).toBe("success");
    expect((await docs("Career"))[0].data()).not.toHaveProperty("salary");
    for (let i = 0; i < 4; i++) await sendApplication(initialResult(), formData(application()));
    expect((await sendApplication(initialResult(), formData(application()))).status).toBe("refused");
    expect(await docs("Career")).toHaveLength(5);
  });
});
