// Property-based check of both form actions against the embedded Firestore: arbitrary text in every
// field (and extra fields) never makes an action throw, and a document is written only when the post
// was valid, holding exactly the schema's fields.
import fc from "fast-check";
import { sendApplication } from "@/app/career/actions";
import { sendInquiry } from "@/app/contact-us/actions";
import { applicationFields, applicationSchema } from "@/lib/forms/application";
import { getDb, resetDb } from "@/lib/firebase/admin";
import { seedDemoContent } from "@/lib/content/maintenance";
import { inquiryFields, inquirySchema } from "@/lib/forms/inquiry";
import { checkForm, initialResult } from "@/lib/forms/result";
import { issueStartToken } from "@/lib/forms/start-token";
import { startTestDatabase } from "@/tests/support/test-database";
import type { EmbeddedDatabase } from "@/scripts/embedded-db";

let visitorIp = "";
jest.mock("next/headers", () => ({ headers: async () => new Headers({ "x-site-connection-address": visitorIp }) }));
jest.setTimeout(120_000);

let database: EmbeddedDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
  await seedDemoContent();
  jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterAll(async () => {
  await resetDb();
  await database.stop();
});

const text = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", "  Asha Patel ", "asha@example.com", "+91 98250 41234", "form-tools", "general", "7", "https://x.example/cv", "A message that is long enough"),
);
const post = (names: readonly string[]) =>
  fc.record({
    fields: fc.record(Object.fromEntries(names.map((n) => [n, text])) as Record<string, fc.Arbitrary<string>>),
    extra: fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
  });

const forms = [
  { action: sendInquiry, fields: inquiryFields, schema: inquirySchema, collection: "Inquiries", meta: ["product_name"] },
  { action: sendApplication, fields: applicationFields, schema: applicationSchema, collection: "Career", meta: ["position_title"] },
] as const;

let run = 0;

test.each(forms.map((f) => [f.collection, f] as const))("property: any post to the %s action answers and writes only valid documents", async (_, form) => {
  await fc.assert(
    fc.asyncProperty(post(form.fields), async ({ fields, extra }) => {
      visitorIp = `10.9.${Math.floor(run / 250)}.${run++ % 250}`;
      const id = `prop-${run}-${Date.now()}`;
      const data = new FormData();
      for (const [key, value] of Object.entries(extra)) data.append(key, value);
      for (const [key, value] of Object.entries(fields)) data.set(key, value);
      data.set("submission_id", id);
      data.set("start_token", issueStartToken(Date.now() - 60_000));
      data.set("website", "");

      const result = await (form.action as (p: ReturnType<typeof initialResult>, d: FormData) => Promise<{ status: string }>)(initialResult(), data);
      expect(["success", "invalid"]).toContain(result.status);
      const doc = await getDb().collection(form.collection).doc(id).get();
      const valid = checkForm(form.schema, fields).ok;
      if (result.status === "success") {
        expect(valid).toBe(true);
        expect(doc.exists).toBe(true);
        const allowed = new Set<string>([...form.fields, ...form.meta, "page", "created_at", "submission_id"]);
        for (const key of Object.keys(doc.data() ?? {})) expect(allowed.has(key)).toBe(true);
      } else {
        expect(doc.exists).toBe(false);
      }
    }),
    { numRuns: 60 },
  );
});
