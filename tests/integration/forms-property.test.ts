// Property-based check of both form actions against the embedded Firestore: generated valid posts (with
// extra fields) are written holding exactly the schema's fields, and the same posts with one field
// broken are refused on that field and write nothing.
import fc from "fast-check";
import { sendApplication } from "@/app/career/actions";
import { sendInquiry } from "@/app/contact-us/actions";
import { getDb, resetDb } from "@/lib/firebase/admin";
import { seedDemoContent } from "@/lib/content/maintenance";
import { demoContent } from "@/lib/content/demo-content";
import { APPLICATION_LABELS, INQUIRY_LABELS } from "@/lib/forms/form-labels";
import { seen as seenOf } from "@/tests/support/form-replies";
import {
  applicationPosts,
  inquiryPosts,
  mixedPosts,
  postFormData,
} from "@/tests/support/form-arbitraries";
import { issueStartToken } from "@/lib/forms/checks";
import { restoreEnvAfterAll } from "@/tests/support/environment";
import { startTestDatabase } from "@/tests/support/test-database";
import type { EmbeddedDatabase } from "@/dev/firestore/emulator";

// Each post comes from an address of its own (as Vercel's X-Real-IP says), so the rate limit never stops one.
let visitorIp = "";
jest.mock("next/headers", () => ({ headers: async () => new Headers({ "x-real-ip": visitorIp }) }));
restoreEnvAfterAll("VERCEL");
process.env.VERCEL = "1";
jest.setTimeout(120_000);

let database: EmbeddedDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
  await seedDemoContent();
  jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterAll(async () => {
  jest.restoreAllMocks();
  await resetDb();
  await database.stop();
});

// Products that exist and positions that are open in the seeded demo content.
const productIds = Object.keys(demoContent.Products);
const openPositions = Object.entries(demoContent.career_detail)
  .filter(([, job]) => job.open !== false)
  .map(([id]) => id);
const extras = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.string({ maxLength: 20 }),
  { maxKeys: 3 },
);

const forms = [
  {
    action: sendInquiry,
    posts: inquiryPosts(productIds),
    fields: Object.keys(INQUIRY_LABELS),
    collection: "Inquiries",
    meta: [],
  },
  {
    action: sendApplication,
    posts: applicationPosts(openPositions),
    fields: Object.keys(APPLICATION_LABELS),
    collection: "Career",
    meta: ["position_title"],
  },
] as const;

let run = 0;

test.each(forms.map((f) => [f.collection, f] as const))(
  "property: a valid post to the %s action is written with the schema's fields only, a post with one broken field writes nothing",
  async (_, form) => {
    const seen = { written: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(mixedPosts(form.posts), extras, async ({ post, field }, extra) => {
        visitorIp = `10.9.${Math.floor(run / 250)}.${run++ % 250}`;
        const id = `prop-${run}-${Date.now()}`;
        const data = postFormData(post);
        for (const [key, value] of Object.entries(extra))
          if (!data.has(key)) data.append(key, value);
        data.set("submission_id", id);
        data.set("start_token", issueStartToken(Date.now() - 60_000));
        data.set("website", "");

        const result = seenOf(await form.action(null, data));
        const doc = await getDb().collection(form.collection).doc(id).get();
        if (field === null) {
          expect(result.status).toBe("success");
          expect(doc.exists).toBe(true);
          const allowed = new Set<string>([
            ...form.fields,
            ...form.meta,
            "page",
            "created_at",
            "submission_id",
            "reference",
          ]);
          expect(Object.keys(doc.data() ?? {}).filter((key) => !allowed.has(key))).toEqual([]);
          seen.written++;
        } else {
          expect(result.status).toBe("invalid");
          expect(Object.keys(result.fieldErrors)).toEqual([field]);
          expect(doc.exists).toBe(false);
          seen.refused++;
        }
      }),
      { numRuns: 40 },
    );
    // Both kinds of post were tried, so neither branch above went unchecked.
    expect(seen.written).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
  },
);
