/**
 * @jest-environment node
 */
// A real project's build names everything it lacks in one list, and never prints the service account.
import { formatConfigProblems, intendsRealProject, productionConfigProblems } from "@/lib/firebase/production-config";

const ACCOUNT = JSON.stringify({
  type: "service_account",
  client_email: "site@valsad-site.iam.gserviceaccount.com",
  private_key: "-----BEGIN PRIVATE KEY-----\nc2VjcmV0LWtleS1ib2R5\n-----END PRIVATE KEY-----\n",
});
const COMPLETE = { FIREBASE_SERVICE_ACCOUNT: ACCOUNT, FIREBASE_PROJECT_ID: "valsad-site", NEXT_PUBLIC_SITE_URL: "https://www.example.com" };

test("which builds are for a real project", () => {
  expect(intendsRealProject({})).toBe(false);
  expect(intendsRealProject({ FIREBASE_PROJECT_ID: "demo-precitech" })).toBe(false);
  expect(intendsRealProject({ FIREBASE_PROJECT_ID: "valsad-site" })).toBe(true);
  expect(intendsRealProject({ FIREBASE_SERVICE_ACCOUNT: ACCOUNT })).toBe(true);
  expect(intendsRealProject({ GOOGLE_APPLICATION_CREDENTIALS: "/keys/site.json" })).toBe(true);
  expect(intendsRealProject({ VERCEL: "1" })).toBe(true);
  // An emulator named on purpose is not a real project, whatever else is set.
  expect(intendsRealProject({ ...COMPLETE, FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" })).toBe(false);
});

test("a complete configuration has no problem", () => {
  expect(productionConfigProblems(COMPLETE)).toEqual([]);
  expect(productionConfigProblems({ ...COMPLETE, FIREBASE_SERVICE_ACCOUNT: undefined, GOOGLE_APPLICATION_CREDENTIALS: "/keys/site.json" }, () => true)).toEqual([]);
});

test("everything missing is listed at once: service account, project id, site URL", () => {
  const problems = productionConfigProblems({ VERCEL: "1" });
  expect(problems).toHaveLength(3);
  expect(problems[0]).toMatch(/FIREBASE_SERVICE_ACCOUNT.*GOOGLE_APPLICATION_CREDENTIALS/);
  expect(problems[1]).toMatch(/FIREBASE_PROJECT_ID is not set/);
  expect(problems[2]).toMatch(/NEXT_PUBLIC_SITE_URL is not set/);
  const text = formatConfigProblems(problems);
  for (const problem of problems) expect(text).toContain(`  - ${problem}`);
});

test("unusable values are named", () => {
  expect(productionConfigProblems({ ...COMPLETE, FIREBASE_SERVICE_ACCOUNT: "{not json" })).toEqual([expect.stringMatching(/not valid JSON/)]);
  expect(productionConfigProblems({ ...COMPLETE, FIREBASE_SERVICE_ACCOUNT: '{"type":"service_account"}' })).toEqual([
    expect.stringMatching(/lacks client_email and private_key/),
  ]);
  expect(productionConfigProblems({ ...COMPLETE, FIREBASE_SERVICE_ACCOUNT: undefined, GOOGLE_APPLICATION_CREDENTIALS: "/nope.json" }, () => false)).toEqual([
    expect.stringMatching(/GOOGLE_APPLICATION_CREDENTIALS names a file that does not exist/),
  ]);
  expect(productionConfigProblems({ ...COMPLETE, NEXT_PUBLIC_SITE_URL: "www.example.com" })).toEqual([expect.stringMatching(/not an http\(s\) address/)]);
  expect(productionConfigProblems({ ...COMPLETE, NEXT_PUBLIC_SITE_URL: "ftp://example.com" })).toEqual([expect.stringMatching(/not an http\(s\) address/)]);
});

test("no message carries any part of the service account", () => {
  const broken = JSON.stringify({ client_email: "site@valsad-site.iam.gserviceaccount.com", private_key: "" });
  const texts = [
    formatConfigProblems(productionConfigProblems({ FIREBASE_SERVICE_ACCOUNT: broken })),
    formatConfigProblems(productionConfigProblems({ FIREBASE_SERVICE_ACCOUNT: `${ACCOUNT.slice(0, 60)}` })),
  ];
  for (const text of texts) {
    expect(text).not.toContain("site@valsad-site");
    expect(text).not.toContain("PRIVATE KEY");
    expect(text).not.toContain("service_account\"");
  }
});
