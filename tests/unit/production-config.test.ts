/**
 * @jest-environment node
 */
// A real project's build and start name everything they lack in one list, never print the service
// account, and a start of a real project's build without its settings is refused.
import { storageTarget } from "@/lib/firebase/config";
import {
  configurationRefusal,
  formatConfigProblems,
  intendsRealProject,
  platformSiteUrl,
  productionConfigProblems,
} from "@/lib/firebase/production-config";

const ACCOUNT = JSON.stringify({
  type: "service_account",
  client_email: "site@valsad-site.iam.gserviceaccount.com",
  private_key: "-----BEGIN PRIVATE KEY-----\nc2VjcmV0LWtleS1ib2R5\n-----END PRIVATE KEY-----\n",
});
const COMPLETE = {
  FIREBASE_SERVICE_ACCOUNT: ACCOUNT,
  FIREBASE_PROJECT_ID: "valsad-site",
  NEXT_PUBLIC_SITE_URL: "https://www.example.com",
  REVALIDATE_SECRET: "a-long-random-string",
};

test("which sites are for a real project", () => {
  expect(intendsRealProject({})).toBe(false);
  expect(intendsRealProject({ FIREBASE_PROJECT_ID: "demo-precitech" })).toBe(false);
  expect(intendsRealProject({ FIREBASE_PROJECT_ID: "valsad-site" })).toBe(true);
  expect(intendsRealProject({ FIREBASE_SERVICE_ACCOUNT: ACCOUNT })).toBe(true);
  expect(intendsRealProject({ GOOGLE_APPLICATION_CREDENTIALS: "/keys/site.json" })).toBe(true);
  expect(intendsRealProject({ VERCEL: "1" })).toBe(true);
  // A start of a real project's build, whatever the environment forgot.
  expect(intendsRealProject({}, true)).toBe(true);
  expect(intendsRealProject({}, false)).toBe(false);
  // An emulator named on purpose is not a real project, whatever else is set.
  expect(intendsRealProject({ ...COMPLETE, FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" }, true)).toBe(
    false,
  );
});

test("a complete configuration has no problem; the forms' keys may come from the service account's private key", () => {
  expect(productionConfigProblems(COMPLETE)).toEqual([]);
  expect(
    productionConfigProblems(
      {
        ...COMPLETE,
        FIREBASE_SERVICE_ACCOUNT: undefined,
        GOOGLE_APPLICATION_CREDENTIALS: "/keys/site.json",
        FORMS_SIGNING_SECRET: "s",
        FORMS_IP_HASH_SECRET: "h",
        PREVIEW_SECRET: "p",
      },
      () => true,
    ),
  ).toEqual([]);
});

test("everything missing is listed at once: service account, project id, site URL and each key", () => {
  const problems = productionConfigProblems({ VERCEL: "1" });
  expect(problems).toEqual([
    expect.stringMatching(/FIREBASE_SERVICE_ACCOUNT.*GOOGLE_APPLICATION_CREDENTIALS/),
    expect.stringMatching(/FIREBASE_PROJECT_ID is not set/),
    expect.stringMatching(/NEXT_PUBLIC_SITE_URL is not set/),
    expect.stringMatching(/^REVALIDATE_SECRET is not set/),
    expect.stringMatching(/^FORMS_SIGNING_SECRET is not set, and there is no service account key/),
    expect.stringMatching(/^FORMS_IP_HASH_SECRET is not set, and there is no service account key/),
    expect.stringMatching(/^PREVIEW_SECRET is not set, and there is no service account key/),
  ]);
  const text = formatConfigProblems(problems);
  for (const problem of problems) expect(text).toContain(`  - ${problem}`);
  // The revalidation secret is shared with the Cloud Function: never derived, always named.
  expect(productionConfigProblems({ ...COMPLETE, REVALIDATE_SECRET: undefined })).toEqual([
    expect.stringMatching(/^REVALIDATE_SECRET is not set/),
  ]);
});

test("a start needs no site URL (the build compiled it in), and says it is the site that cannot start", () => {
  const problems = productionConfigProblems(
    { FIREBASE_PROJECT_ID: "acme-tools" },
    () => true,
    "start",
  );
  expect(problems).toHaveLength(5);
  expect(problems.join("\n")).not.toContain("NEXT_PUBLIC_SITE_URL");
  expect(formatConfigProblems(problems, "start")).toMatch(
    /^The site of a real Firebase project cannot start/,
  );
});

test("unusable values are named", () => {
  const keyed = { FORMS_SIGNING_SECRET: "s", FORMS_IP_HASH_SECRET: "h", PREVIEW_SECRET: "p" };
  expect(
    productionConfigProblems({ ...COMPLETE, ...keyed, FIREBASE_SERVICE_ACCOUNT: "{not json" }),
  ).toEqual([expect.stringMatching(/not valid JSON/)]);
  expect(
    productionConfigProblems({
      ...COMPLETE,
      ...keyed,
      FIREBASE_SERVICE_ACCOUNT: '{"type":"service_account"}',
    }),
  ).toEqual([expect.stringMatching(/lacks client_email and private_key/)]);
  expect(
    productionConfigProblems(
      {
        ...COMPLETE,
        ...keyed,
        FIREBASE_SERVICE_ACCOUNT: undefined,
        GOOGLE_APPLICATION_CREDENTIALS: "/nope.json",
      },
      () => false,
    ),
  ).toEqual([
    expect.stringMatching(/GOOGLE_APPLICATION_CREDENTIALS names a file that does not exist/),
  ]);
  expect(
    productionConfigProblems({ ...COMPLETE, NEXT_PUBLIC_SITE_URL: "www.example.com" }),
  ).toEqual([expect.stringMatching(/not an http\(s\) address/)]);
  expect(
    productionConfigProblems({ ...COMPLETE, NEXT_PUBLIC_SITE_URL: "ftp://example.com" }),
  ).toEqual([expect.stringMatching(/not an http\(s\) address/)]);
});

test("no message carries any part of the service account", () => {
  const broken = JSON.stringify({
    client_email: "site@valsad-site.iam.gserviceaccount.com",
    private_key: "",
  });
  const texts = [
    formatConfigProblems(productionConfigProblems({ FIREBASE_SERVICE_ACCOUNT: broken })),
    formatConfigProblems(
      productionConfigProblems({ FIREBASE_SERVICE_ACCOUNT: `${ACCOUNT.slice(0, 60)}` }),
    ),
  ];
  for (const text of texts) {
    expect(text).not.toContain("site@valsad-site");
    expect(text).not.toContain("PRIVATE KEY");
    expect(text).not.toContain('service_account"');
  }
});

test("a refusal for a real project's build started without credentials; none for the demo or a complete one", () => {
  expect(configurationRefusal("start", {})).toBeNull();
  expect(configurationRefusal("start", { ...COMPLETE })).toBeNull();
  expect(configurationRefusal("start", {}, true)).toMatch(/FIREBASE_SERVICE_ACCOUNT/);
  expect(configurationRefusal("start", { FIREBASE_PROJECT_ID: "acme-tools" })).toMatch(
    /FIREBASE_SERVICE_ACCOUNT/,
  );
  // A mistyped mail recipient stops any site, the demo too, naming the variable.
  expect(
    configurationRefusal("build", { NOTIFY_INQUIRIES_TO: "sales@example.com, nobody" }),
  ).toMatch(/NOTIFY_INQUIRIES_TO .*"nobody"/);
});

test("on Vercel, a build without NEXT_PUBLIC_SITE_URL takes the project's production address; elsewhere it is asked for", () => {
  const { NEXT_PUBLIC_SITE_URL: _unset, ...rest } = COMPLETE;
  const vercel = { ...rest, VERCEL: "1", VERCEL_PROJECT_PRODUCTION_URL: "www.precitech.example" };
  expect(platformSiteUrl(vercel)).toBe("https://www.precitech.example");
  expect(productionConfigProblems(vercel, () => true, "build")).toEqual([]);
  expect(
    platformSiteUrl({ VERCEL_PROJECT_PRODUCTION_URL: "www.precitech.example" }),
  ).toBeUndefined();
  expect(productionConfigProblems(rest, () => true, "build")).toEqual([
    expect.stringMatching(/^NEXT_PUBLIC_SITE_URL is not set/),
  ]);
});

test("the inquiries' files go to the bucket named, else a real project's firebasestorage.app bucket; an emulator's is appspot.com", () => {
  expect(storageTarget({ ...COMPLETE })).toEqual({
    kind: "cloud",
    bucket: "valsad-site.firebasestorage.app",
  });
  expect(
    storageTarget({ ...COMPLETE, NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: "valsad-site.appspot.com" }),
  ).toEqual({ kind: "cloud", bucket: "valsad-site.appspot.com" });
  expect(
    storageTarget({
      ...COMPLETE,
      FIREBASE_STORAGE_BUCKET: "files-bucket",
      NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: "other",
    }).bucket,
  ).toBe("files-bucket");
  expect(storageTarget({})).toEqual({
    kind: "emulator",
    host: "127.0.0.1:9199",
    bucket: "demo-precitech.appspot.com",
  });
});
