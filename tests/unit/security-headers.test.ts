/**
 * @jest-environment node
 */
// The policy's connect-src follows the live listeners' database as the browser's web config does and
// names where the contact form uploads files; HSTS is sent only where the site is reached over HTTPS.
import {
  contentSecurityPolicy,
  FIRESTORE_CLOUD_ORIGIN,
  HSTS_VALUE,
  liveConnectSources,
  securityHeaders,
  STORAGE_CLOUD_ORIGIN,
  uploadConnectSources,
} from "@/lib/http/security-headers";

const REAL = {
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: "valsad-site",
  NEXT_PUBLIC_FIREBASE_API_KEY: "key",
};
const connectSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("connect-src "));

test("a real project's listeners reach Firestore's endpoint, or its named emulator", () => {
  expect(liveConnectSources(REAL)).toEqual([FIRESTORE_CLOUD_ORIGIN]);
  expect(
    liveConnectSources({ ...REAL, NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" }),
  ).toEqual(["http://127.0.0.1:8080"]);
  // The real project wins over the embedded database's channel, as in the browser's config.
  expect(liveConnectSources({ ...REAL, FIRESTORE_BROWSER_HOST: "127.0.0.1:9001" })).toEqual([
    FIRESTORE_CLOUD_ORIGIN,
  ]);
});

test("without a real project, the embedded database's browser channel read at run time: named, or beside the database", () => {
  expect(liveConnectSources({ FIRESTORE_BROWSER_HOST: "127.0.0.1:9001" })).toEqual([
    "http://127.0.0.1:9001",
  ]);
  expect(liveConnectSources({ FIRESTORE_EMULATOR_HOST: "127.0.0.1:9100" })).toEqual([
    "http://127.0.0.1:9101",
  ]);
  expect(liveConnectSources({})).toEqual(["http://127.0.0.1:8081"]);
  expect(
    connectSrc(
      contentSecurityPolicy({ FIRESTORE_BROWSER_HOST: "127.0.0.1:9001", NODE_ENV: "production" }),
    ),
  ).toBe("connect-src 'self' http://127.0.0.1:9001 http://127.0.0.1:9199");
  // A real project's credentials without its web config: no live listeners, only the uploads to Storage.
  expect(
    connectSrc(contentSecurityPolicy({ FIREBASE_SERVICE_ACCOUNT: "{}", NODE_ENV: "production" })),
  ).toBe(`connect-src 'self' ${STORAGE_CLOUD_ORIGIN}`);
});

test("uploads go to the local Storage emulator beside a local database, else to Cloud Storage", () => {
  expect(uploadConnectSources({})).toEqual(["http://127.0.0.1:9199"]);
  expect(uploadConnectSources({ FIREBASE_STORAGE_EMULATOR_HOST: "127.0.0.1:9300" })).toEqual([
    "http://127.0.0.1:9300",
  ]);
  expect(uploadConnectSources({ FIREBASE_SERVICE_ACCOUNT: "{}" })).toEqual([STORAGE_CLOUD_ORIGIN]);
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    expect(
      connectSrc(
        contentSecurityPolicy({
          FIREBASE_STORAGE_EMULATOR_HOST: "x; script-src *",
          FIRESTORE_BROWSER_HOST: "127.0.0.1:9001",
          NODE_ENV: "production",
        }),
      ),
    ).toBe("connect-src 'self' http://127.0.0.1:9001");
  } finally {
    error.mockRestore();
  }
});

test("an address that could add a directive or a source is left out of the policy", () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    for (const host of ["127.0.0.1:9001; script-src *", "evil.example *", "'unsafe-eval'"]) {
      const policy = contentSecurityPolicy({
        FIRESTORE_BROWSER_HOST: host,
        NODE_ENV: "production",
      });
      expect(connectSrc(policy)).toBe("connect-src 'self' http://127.0.0.1:9199");
      expect(policy).not.toContain("*");
      expect(policy).not.toContain("unsafe-eval");
    }
    expect(error).toHaveBeenCalled();
  } finally {
    error.mockRestore();
  }
});

test("production has no 'unsafe-eval'; development adds what Next's dev server needs", () => {
  expect(contentSecurityPolicy({ NODE_ENV: "production" })).not.toContain("'unsafe-eval'");
  const dev = contentSecurityPolicy({ NODE_ENV: "development" });
  expect(dev).toContain("'unsafe-eval'");
  expect(connectSrc(dev)).toContain("ws:");
});

test("HSTS only when the visitor came over HTTPS, or the site's address is https", () => {
  const request = (url: string, proto?: string) => ({
    url,
    headers: new Headers(proto ? { "x-forwarded-proto": proto } : {}),
  });
  const hsts = (r: ReturnType<typeof request>, env: Record<string, string> = {}) =>
    securityHeaders(r, env)["strict-transport-security"];
  expect(hsts(request("http://localhost:3000/home"))).toBeUndefined();
  expect(hsts(request("http://localhost:3000/home", "http"))).toBeUndefined();
  expect(
    hsts(request("http://localhost:3000/home"), { NEXT_PUBLIC_SITE_URL: "http://localhost:3000" }),
  ).toBeUndefined();
  expect(hsts(request("https://www.example.com/home"))).toBe(HSTS_VALUE);
  expect(hsts(request("http://10.0.0.5:3000/home", "https"))).toBe(HSTS_VALUE);
  expect(hsts(request("http://10.0.0.5:3000/home", "https,http"))).toBe(HSTS_VALUE);
  expect(
    hsts(request("http://10.0.0.5:3000/home"), { NEXT_PUBLIC_SITE_URL: "https://www.example.com" }),
  ).toBe(HSTS_VALUE);
  expect(HSTS_VALUE).toBe("max-age=31536000; includeSubDomains");
});
