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
    execFile(
      "npm",
      ["run", "--silent", "build"],
      { env, timeout: 90_000, killSignal: "SIGKILL" },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

test("a real project's build with nothing set lists the service account, project id and site URL, before Next compiles anything", async () => {
  const { code, out } = await build(cleanEnv({ FIREBASE_PROJECT_ID: "valsad-site" }));
  expect(code).toBe(1);
  expect(out).toContain("The production build of a real Firebase project cannot start");
  expect(out).toMatch(/- service account: set FIREBASE_SERVICE_ACCOUNT/);
  expect(out).toMatch(/- NEXT_PUBLIC_SITE_URL is not set/);
  expect(out).not.toMatch(/FIREBASE_PROJECT_ID is not set/);
  expect(out).not.toContain("Creating an optimized production build");
});

test("a broken service account is named, never printed", async () => {
  const broken = JSON.stringify({ ...ACCOUNT, private_key: "" });
  const { code, out } = await build(
    cleanEnv({ FIREBASE_SERVICE_ACCOUNT: broken, NEXT_PUBLIC_SITE_URL: "https://www.example.com" }),
  );
  expect(code).toBe(1);
  expect(out).toMatch(/- FIREBASE_SERVICE_ACCOUNT lacks private_key/);
  expect(out).toMatch(/- FIREBASE_PROJECT_ID is not set/);
  expect(out).not.toContain(ACCOUNT.client_email);
  expect(out).not.toContain("Creating an optimized production build");
});

/** Reads the products as a page does during the build, in a process of its own (support/build-read-probe.ts). */
function readDuringBuild(env: NodeJS.ProcessEnv): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      "npx",
      [
        "tsx",
        "--tsconfig",
        "tests/support/tsconfig.build-probe.json",
        "--conditions=react-server",
        "tests/support/build-read-probe.ts",
      ],
      { env, timeout: 60_000, killSignal: "SIGKILL" },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

test("a real project that cannot be reached fails the build with a clear message, never with demo content", async () => {
  // The key opens nothing: with or without a network, Firestore does not answer it within the time limit.
  const { code, out } = await readDuringBuild(
    cleanEnv({
      FIREBASE_SERVICE_ACCOUNT: JSON.stringify(ACCOUNT),
      FIREBASE_PROJECT_ID: ACCOUNT.project_id,
    }),
  );
  expect(out).toMatch(
    /error: The build could not read the Firestore project valsad-site-offline: .*never built from demo content/,
  );
  expect(code).toBe(1);
  expect(out).not.toContain("products:");
  expect(out).not.toContain("rendering demo content");
  expect(out).not.toContain("BEGIN PRIVATE KEY");
  expect(out).not.toContain(ACCOUNT.client_email);
});

test("the embedded database's build renders the demo catalogue when its emulator does not answer", async () => {
  const { code, out } = await readDuringBuild(
    cleanEnv({ FIRESTORE_EMULATOR_HOST: "127.0.0.1:9", FIREBASE_PROJECT_ID: "demo-offline" }),
  );
  expect(out).toContain("rendering demo content");
  expect(out).toMatch(/products: .*form-tools/);
  expect(code).toBe(0);
});
