// What a production build of a real Firebase project needs before Next starts: credentials, a project
// id and the site's address. Without them the build would render a site that cannot read its content,
// so the start script lists everything missing at once and stops. Messages name variables, never their
// values: the service account is a secret and must not reach a log.

type Env = Record<string, string | undefined>;

/** A Firebase project id for local work only; Firebase reserves the `demo-` prefix for them. */
const isDemoProjectId = (id: string) => id.startsWith("demo-");

/**
 * True when the build is meant for a real project: credentials are set, or a project id that is not a
 * demo one, or it runs on Vercel (where no database of its own can be started), and no emulator is named.
 */
export function intendsRealProject(env: Env = process.env): boolean {
  if (env.FIRESTORE_EMULATOR_HOST) return false;
  const projectId = env.FIREBASE_PROJECT_ID || env.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
  return Boolean(
    env.FIREBASE_SERVICE_ACCOUNT || env.GOOGLE_APPLICATION_CREDENTIALS || (projectId && !isDemoProjectId(projectId)) || env.VERCEL,
  );
}

function serviceAccountProblem(env: Env, fileExists: (file: string) => boolean): string | null {
  const json = env.FIREBASE_SERVICE_ACCOUNT;
  if (json) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      return "FIREBASE_SERVICE_ACCOUNT is not valid JSON (paste the whole key file on one line)";
    }
    const account = (parsed ?? {}) as Record<string, unknown>;
    const missing = ["client_email", "private_key"].filter((key) => typeof account[key] !== "string" || !account[key]);
    return missing.length ? `FIREBASE_SERVICE_ACCOUNT lacks ${missing.join(" and ")} (use the key file as downloaded)` : null;
  }
  const file = env.GOOGLE_APPLICATION_CREDENTIALS;
  if (file) return fileExists(file) ? null : "GOOGLE_APPLICATION_CREDENTIALS names a file that does not exist";
  return "service account: set FIREBASE_SERVICE_ACCOUNT (the key as one line of JSON) or GOOGLE_APPLICATION_CREDENTIALS (a path to the key file)";
}

function siteUrlProblem(env: Env): string | null {
  const url = env.NEXT_PUBLIC_SITE_URL;
  if (!url) return "NEXT_PUBLIC_SITE_URL is not set (the public address of the site, e.g. https://www.example.com)";
  try {
    const { protocol } = new URL(url);
    if (protocol === "https:" || protocol === "http:") return null;
  } catch {
    // reported below
  }
  return "NEXT_PUBLIC_SITE_URL is not an http(s) address (e.g. https://www.example.com)";
}

/** Every missing or unusable setting of a real project's build; empty when it may go ahead. */
export function productionConfigProblems(env: Env = process.env, fileExists: (file: string) => boolean = () => true): string[] {
  const problems = [serviceAccountProblem(env, fileExists)];
  if (!(env.FIREBASE_PROJECT_ID || env.NEXT_PUBLIC_FIREBASE_PROJECT_ID)) {
    problems.push("FIREBASE_PROJECT_ID is not set (the id of the Firebase project)");
  }
  problems.push(siteUrlProblem(env));
  return problems.filter((p): p is string => p !== null);
}

export function formatConfigProblems(problems: string[]): string {
  return [
    "The production build of a real Firebase project cannot start; missing or unusable:",
    ...problems.map((p) => `  - ${p}`),
    "Set them (see .env.local.example), or unset them all to build with the embedded demo database.",
  ].join("\n");
}
