// A real project's production build: it stops before Next starts when settings are missing, and fails
// rather than ship demo content when Firestore cannot be reached. The embedded database keeps its demo
// catalogue for builds without a database.
import { execFile } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";

jest.setTimeout(120_000);

const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const ACCOUNT = {
  type: "service_account",
  project_id: "valsad-site-offline",
  client_email: "site@valsad-site-offline.iam.gserviceaccount.com",
  private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
};

/** The environment of a shell with nothing of the test database or of a real project in it. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const {
    FIRESTORE_EMULATOR_HOST: _h,
    FIREBASE_PROJECT_ID: _p,
    FIREBASE_SERVICE_ACCOUNT: _s,
    GOOGLE_APPLICATION_CREDENTIALS: _g,
    NEXT_PUBLIC_SITE_URL: _u,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: _w,
    VERCEL: _v,
    ...rest
  } = process.env;
  return { ...rest, ...extra };
}

function build(env: NodeJS.ProcessEnv): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    // Killed well before a real build could finish: the check must stop it within seconds.
    execFile("npm", ["run", "--silent", "build"], { env, timeout: 90_000, killSignal: "SIGKILL" }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

test("a real project's build with nothing set lists the service account, project id and site URL, before Next starts", async () => {
  const { code, out } = await build(cleanEnv({ FIREBASE_PROJECT_ID: "valsad-site" }));
  expect(code).toBe(1);
  expect(out).toContain("The production build of a real Firebase project cannot start");
  expect(out).toMatch(/- service account: set FIREBASE_SERVICE_ACCOUNT/);
  expect(out).toMatch(/- NEXT_PUBLIC_SITE_URL is not set/);
  expect(out).not.toMatch(/FIREBASE_PROJECT_ID is not set/);
  expect(out).not.toContain("Next.js");
  expect(out).not.toContain("[site] database");
});

test("a broken service account is named, never printed", async () => {
  const broken = JSON.stringify({ ...ACCOUNT, private_key: "" });
  const { code, out } = await build(cleanEnv({ FIREBASE_SERVICE_ACCOUNT: broken, NEXT_PUBLIC_SITE_URL: "https://www.example.com" }));
  expect(code).toBe(1);
  expect(out).toMatch(/- FIREBASE_SERVICE_ACCOUNT lacks private_key/);
  expect(out).toMatch(/- FIREBASE_PROJECT_ID is not set/);
  expect(out).not.toContain(ACCOUNT.client_email);
  expect(out).not.toContain("Next.js");
});

describe("reading content during the build", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    jest.resetModules();
  });

  test("a real project that cannot be reached fails the build with a clear message, never with demo content", async () => {
    process.env = cleanEnv({
      NEXT_PHASE: "phase-production-build",
      FIREBASE_SERVICE_ACCOUNT: JSON.stringify(ACCOUNT),
      FIREBASE_PROJECT_ID: ACCOUNT.project_id,
    });
    // The key opens nothing: with or without a network, Firestore does not answer it within the time limit.
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const { getProducts, getHome } = await import("@/lib/content/read");
      await expect(getProducts()).rejects.toThrow(
        /The build could not read "Products" from the Firestore project valsad-site-offline: .*never built from demo content/,
      );
      await expect(getHome()).rejects.toThrow(/never built from demo content/);
      const logged = [...error.mock.calls, ...warn.mock.calls].flat().join(" ");
      expect(logged).not.toContain("BEGIN PRIVATE KEY");
      expect(logged).not.toContain(ACCOUNT.client_email);
    } finally {
      error.mockRestore();
      warn.mockRestore();
      const { resetDb } = await import("@/lib/firebase/admin");
      await resetDb();
    }
  });

  test("the embedded database's build renders the demo catalogue when its emulator does not answer", async () => {
    process.env = cleanEnv({ NEXT_PHASE: "phase-production-build", FIRESTORE_EMULATOR_HOST: "127.0.0.1:9", FIREBASE_PROJECT_ID: "demo-offline" });
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const { getProducts } = await import("@/lib/content/read");
      const products = await getProducts();
      expect(products.map((p) => p.id)).toContain("form-tools");
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("rendering demo content"));
    } finally {
      warn.mockRestore();
      const { resetDb } = await import("@/lib/firebase/admin");
      await resetDb();
    }
  });
});
