// The path every form post takes (submitForm), with a small form of its own against the embedded
// Firestore: the values given back, the page written, the honeypot, the fill time, the form's lookups,
// the rate limit, one write per submission id, and a failure that writes nothing.
import { z } from "zod";
import { Timestamp } from "firebase-admin/firestore";
import { getDb } from "@/lib/firebase/admin";
import { RATE_LIMIT, RATE_LIMIT_COLLECTION } from "@/lib/forms/rate-limit";
import { MESSAGES } from "@/lib/forms/checks";
import { MIN_FILL_MS } from "@/lib/forms/result";
import { issueStartToken } from "@/lib/forms/checks";
import { submitForm as submit, type FormDefinition } from "@/lib/forms/submit";
import { DEFAULT_COMPANY } from "@/lib/site/default-company";
import { seen } from "@/tests/support/form-replies";
import { useTestDatabase } from "@/tests/support/test-database";

jest.setTimeout(30_000);
useTestDatabase();
beforeAll(async () => {
  await getDb().collection("Notes").limit(1).get();
});
beforeEach(() => {
  jest.spyOn(console, "warn").mockImplementation(() => {});
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const schema = z.object({
  name: z.string().trim().min(2, "Name too short"),
  note: z.string().min(3, "Note too short"),
  email: z.string(),
});

const notification = {
  recipients: "inquiries" as const,
  subject: "A note",
  heading: "A note",
  replyTo: "asha@example.com",
  fields: [],
};
const form = (
  prepare: FormDefinition<typeof schema>["prepare"] = async (data) => ({
    ok: true,
    document: data,
    notification,
    asked: ["A note"],
  }),
): FormDefinition<typeof schema> => ({
  kind: "inquiry",
  prefix: "NOTE",
  collection: "Notes",
  schema,
  defaultPage: "/notes",
  prepare,
  thanks: (name, reference) => `Thanks, ${name}: ${reference}.`,
  answer: "We answer soon.",
});

const now = Date.UTC(2026, 10, 2, 10, 0, 0);
let visitor = 0;
const context = () => ({ ip: `192.0.2.${++visitor}`, now });
const post = (fields: Record<string, string> = {}) => {
  const data = new FormData();
  const all = {
    name: " Asha ",
    note: "A note",
    email: "asha@example.com",
    submission_id: `submission-${Date.now()}-${visitor}`,
    start_token: issueStartToken(now - 60_000),
    page: "/notes?x=1",
    website: "",
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) data.set(key, value);
  return { data, id: all.submission_id, start: all.start_token };
};
const submitForm = async (
  definition: FormDefinition<typeof schema>,
  data: FormData,
  who: { ip: string; now: number },
) => seen(await submit(definition, data, who));
const notes = async () => (await getDb().collection("Notes").get()).docs;

test("a valid post is written once at its submission id with the page and a server timestamp, and thanks the visitor", async () => {
  const { data, id } = post();
  const result = await submitForm(form(), data, context());
  expect(result).toEqual({
    status: "success",
    values: {},
    fieldErrors: {},
    message: "Thanks, Asha: NOTE-26-0001.",
  });
  const written = await notes();
  expect(written.map((d) => d.id)).toEqual([id]);
  const { created_at, ...rest } = written[0].data();
  expect(created_at).toBeInstanceOf(Timestamp);
  expect(rest).toEqual({
    name: "Asha",
    note: "A note",
    email: "asha@example.com",
    reference: "NOTE-26-0001",
    files: [],
    page: "/notes?x=1",
    submission_id: id,
  });
});

test("a post that is not form data (JSON or text sent to the action) is refused with a word and writes nothing", async () => {
  for (const body of ['{"name":"Asha"}', { name: "Asha" }, null]) {
    const result = await submitForm(form(), body as unknown as FormData, context());
    expect(result).toEqual({
      status: "refused",
      values: {},
      fieldErrors: {},
      message: MESSAGES.notAForm,
    });
  }
  expect(await notes()).toEqual([]);
});

test("an invalid post writes nothing, says what to correct in each field and gives back what was typed", async () => {
  const { data, id, start } = post({ name: "A", note: "x" });
  const result = await submitForm(form(), data, context());
  expect(result).toEqual({
    status: "invalid",
    values: {
      name: "A",
      note: "x",
      email: "asha@example.com",
      submission_id: id,
      start_token: start,
      page: "/notes?x=1",
    },
    fieldErrors: { name: "Name too short", note: "Note too short" },
    message: "",
  });
  expect(await notes()).toHaveLength(0);
});

test("a crafted post is read no further than a form needs: text to 10,000 characters, list rows to the 100th, names to 100 characters", async () => {
  const { data } = post({
    name: "A",
    note: "n".repeat(20_000),
    "rows[99].x": "kept",
    "rows[100].x": "dropped",
    "rows[99999999].x": "too far",
    [Array(20_000).fill("deep").join(".")]: "too deep",
  });
  const result = await submitForm(form(), data, context());
  expect(result.status).toBe("invalid");
  expect(result.values.note).toBe("n".repeat(10_000));
  const rows = JSON.stringify(result.values.rows);
  expect(rows).toContain("kept");
  expect(rows).not.toMatch(/dropped|too far/);
  expect(result.values).not.toHaveProperty("deep");
});

test.each([
  ["a page on another site", "https://evil.example/"],
  ["a protocol-relative address", "//evil.example/x"],
  ["a backslash", "/notes\\x"],
  ["a control character", "/notes\u0007"],
  ["a page address over 300 characters", `/${"p".repeat(300)}`],
])("%s is not written as the page: the form's own page is", async (_, page) => {
  const { data } = post({ page });
  const result = await submitForm(form(), data, context());
  expect(result.status).toBe("success");
  expect((await notes())[0].get("page")).toBe("/notes");
});

test("a page of exactly 300 characters is kept, trimmed", async () => {
  const page = `/${"p".repeat(299)}`;
  await submitForm(form(), post({ page: ` ${page} ` }).data, context());
  expect((await notes())[0].get("page")).toBe(page);
});

test("a submission id that is too short, too long or has other characters is replaced by a fresh one", async () => {
  for (const bad of ["short-id", "x".repeat(65), "submission id with spaces"]) {
    await submitForm(form(), post({ submission_id: bad }).data, context());
  }
  await submitForm(form(), post({ submission_id: "A_b-".repeat(4) }).data, context());
  const ids = (await notes()).map((d) => d.id);
  expect(ids).toContain("A_b-A_b-A_b-A_b-");
  expect(ids.filter((id) => /^[0-9a-f-]{36}$/.test(id))).toHaveLength(3);
});

test("a filled honeypot is thanked by its posted name, tidied, and nothing is written or counted", async () => {
  const result = await submitForm(
    form(),
    post({ website: "x", name: "  Spam \n  Bot  " }).data,
    context(),
  );
  expect(result).toMatchObject({
    status: "success",
    values: {},
    message: expect.stringMatching(/^Thanks, Spam Bot: NOTE-26-\d{4}\.$/),
  });
  expect(await notes()).toHaveLength(0);
  expect((await getDb().collection(RATE_LIMIT_COLLECTION).get()).size).toBe(0);
});

test("the fill time runs from a start the server signed: too young, missing or forged counts as too fast", async () => {
  const tooFast = { status: "refused", message: MESSAGES.tooFast };
  expect(
    await submitForm(
      form(),
      post({ start_token: issueStartToken(now - MIN_FILL_MS + 1) }).data,
      context(),
    ),
  ).toMatchObject(tooFast);
  expect(await submitForm(form(), post({ start_token: "" }).data, context())).toMatchObject(
    tooFast,
  );
  expect(await submitForm(form(), post({ start_token: "soon" }).data, context())).toMatchObject(
    tooFast,
  );
  const forged = issueStartToken(now - 60_000).replace(/.$/, (c) => (c === "A" ? "B" : "A"));
  expect(await submitForm(form(), post({ start_token: forged }).data, context())).toMatchObject(
    tooFast,
  );
  expect(await notes()).toHaveLength(0);
  expect(
    (
      await submitForm(
        form(),
        post({ start_token: issueStartToken(now - MIN_FILL_MS) }).data,
        context(),
      )
    ).status,
  ).toBe("success");
});

test("a start that can never pass is answered with a fresh one; a young one goes back as it was", async () => {
  const forged = await submitForm(form(), post({ start_token: "soon" }).data, context());
  expect(forged.values.start_token).not.toBe("soon");
  expect(String(forged.values.start_token).length).toBeGreaterThan(20);
  const young = issueStartToken(now - 1000);
  expect(
    (await submitForm(form(), post({ start_token: young }).data, context())).values.start_token,
  ).toBe(young);
});

test("a lookup that refuses the post reports its fields and writes nothing", async () => {
  const refuse = form(async () => ({ ok: false, fieldErrors: { note: ["No longer listed"] } }));
  const result = await submitForm(refuse, post().data, context());
  expect(result).toMatchObject({ status: "invalid", fieldErrors: { note: "No longer listed" } });
  expect(await notes()).toHaveLength(0);
});

test("past the rate limit the post is refused and nothing is written", async () => {
  const visitor = context();
  for (let i = 0; i < RATE_LIMIT.max; i++)
    await submitForm(form(), post({ submission_id: `rate-limit-test-${i}` }).data, visitor);
  const result = await submitForm(
    form(),
    post({ submission_id: "rate-limit-test-x" }).data,
    visitor,
  );
  expect(result).toMatchObject({
    status: "refused",
    message: MESSAGES.rateLimited(DEFAULT_COMPANY.phone[0]),
  });
  expect(result.values.note).toBe("A note");
  expect(await notes()).toHaveLength(RATE_LIMIT.max);
});

test("a retry of a written submission is a success and leaves the first document as it was", async () => {
  const { data, id } = post();
  await submitForm(form(), data, context());
  data.set("note", "Changed on retry");
  expect((await submitForm(form(), data, context())).status).toBe("success");
  expect((await notes()).map((d) => [d.id, d.get("note")])).toEqual([[id, "A note"]]);
});

test("a failure on the way is reported, keeps the values, logs only the id, and writes nothing", async () => {
  const broken = form(async () => {
    throw new Error("lookup failed");
  });
  const { data, id } = post();
  const result = await submitForm(broken, data, context());
  expect(result).toMatchObject({
    status: "refused",
    message: MESSAGES.failed(DEFAULT_COMPANY.phone[0]),
    values: { name: " Asha ", note: "A note" },
  });
  expect(console.error).toHaveBeenCalledWith(
    `[forms] inquiry ${id} was not saved:`,
    "lookup failed",
  );
  expect(await notes()).toHaveLength(0);
});

test("a write that fails is reported as not sent", async () => {
  const refusing = { ...form(), collection: "Notes/not-a-collection" };
  const result = await submitForm(refusing, post().data, context());
  expect(result.message).toBe(MESSAGES.failed(DEFAULT_COMPANY.phone[0]));
});
