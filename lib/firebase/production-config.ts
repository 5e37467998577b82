// What a real Firebase project's build and start need before Next runs: credentials, a project id, the
// site's address (build) and the secrets of the revalidation endpoint and the forms. Without them the site
// would render without its content, serve the demo catalogue from a local database, or sign its forms
// with a guessable key, so the start script (and, under `next start` alone, instrumentation-node.ts) lists
// everything missing at once and stops. Messages name variables, never their values: the service account
// is a secret and must not reach a log.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serviceAccountPrivateKey } from "@/lib/firebase/service-account";

type Env = Record<string, string | undefined>;

export type Phase = "build" | "start";

/** Which database a build rendered from, recorded beside its output so a start can check it. */
export type BuildRecord = { database: "project" | "emulator"; projectId?: string };

const BUILD_RECORD = "site-database.json";

export function writeBuildRecord(record: BuildRecord, distDir = ".next"): void {
  writeFileSync(path.join(distDir, BUILD_RECORD), `${JSON.stringify(record)}\n`);
}

/** The record of the build in `distDir`, or undefined when there is none (or it cannot be read). */
export function readBuildRecord(distDir = ".next"): BuildRecord | undefined {
  try {
    const record = JSON.parse(
      readFileSync(path.join(distDir, BUILD_RECORD), "utf8"),
    ) as Partial<BuildRecord>;
    return record.database === "project" || record.database === "emulator"
      ? (record as BuildRecord)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A Firebase project id for local work only; Firebase reserves the `demo-` prefix for them. */
const isDemoProjectId = (id: string) => id.startsWith("demo-");

/**
 * True when the site is meant for a real project: credentials are set, or a project id that is not a
 * demo one, or it runs on Vercel (where no database of its own can be started), or the build being
 * started was a real project's; and no emulator is named.
 */
export function intendsRealProject(env: Env = process.env, build?: BuildRecord): boolean {
  if (env.FIRESTORE_EMULATOR_HOST) return false;
  const projectId = env.FIREBASE_PROJECT_ID || env.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
  return Boolean(
    env.FIREBASE_SERVICE_ACCOUNT ||
    env.GOOGLE_APPLICATION_CREDENTIALS ||
    (projectId && !isDemoProjectId(projectId)) ||
    env.VERCEL ||
    build?.database === "project",
  );
}

function serviceAccountProblem(env: Env, fileExists: (file: string) => boolean): string | null {
  const json = env.FIREBASE_SERVICE_ACCOUNT;
  if (json) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      return "FIREBASE_SERVICE_ACCOUNT is not valid JSON (paste the whole key file: as downloaded on Vercel, on one line in .env.local)";
    }
    const account = (parsed ?? {}) as Record<string, unknown>;
    const missing = ["client_email", "private_key"].filter(
      (key) => typeof account[key] !== "string" || !account[key],
    );
    return missing.length
      ? `FIREBASE_SERVICE_ACCOUNT lacks ${missing.join(" and ")} (use the key file as downloaded)`
      : null;
  }
  const file = env.GOOGLE_APPLICATION_CREDENTIALS;
  if (file)
    return fileExists(file)
      ? null
      : "GOOGLE_APPLICATION_CREDENTIALS names a file that does not exist";
  return "service account: set FIREBASE_SERVICE_ACCOUNT (the key file's JSON) or GOOGLE_APPLICATION_CREDENTIALS (a path to the key file)";
}

/**
 * The site's address when NEXT_PUBLIC_SITE_URL is not set and Vercel builds it: the project's production
 * address (Vercel's VERCEL_PROJECT_PRODUCTION_URL, its shortest custom domain, else its vercel.app one).
 */
export function platformSiteUrl(env: Env = process.env): string | undefined {
  const host = env.VERCEL ? env.VERCEL_PROJECT_PRODUCTION_URL : undefined;
  return host ? `https://${host}` : undefined;
}

function siteUrlProblem(env: Env): string | null {
  const url = env.NEXT_PUBLIC_SITE_URL || platformSiteUrl(env);
  if (!url)
    return "NEXT_PUBLIC_SITE_URL is not set (the public address of the site, e.g. https://www.example.com)";
  try {
    const { protocol } = new URL(url);
    if (protocol === "https:" || protocol === "http:") return null;
  } catch {
    // reported below
  }
  return "NEXT_PUBLIC_SITE_URL is not an http(s) address (e.g. https://www.example.com)";
}

/** The secrets: the revalidation endpoint's is shared with the Cloud Function, so it is always set. */
function secretProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.REVALIDATE_SECRET) {
    problems.push(
      "REVALIDATE_SECRET is not set (a long random string; the Cloud Function in functions/ sends the same one)",
    );
  }
  // The forms' and the preview links' keys may be derived from the service account's private key
  // (lib/http/secrets.ts).
  const derivable = Boolean(serviceAccountPrivateKey(env));
  for (const name of ["FORMS_SIGNING_SECRET", "FORMS_IP_HASH_SECRET", "PREVIEW_SECRET"]) {
    if (!env[name] && !derivable)
      problems.push(
        `${name} is not set, and there is no service account key to derive it from (set a long random string)`,
      );
  }
  return problems;
}

/** Every missing or unusable setting of a real project's build or start; empty when it may go ahead. */
export function productionConfigProblems(
  env: Env = process.env,
  fileExists: (file: string) => boolean = () => true,
  phase: Phase = "build",
): string[] {
  const problems = [serviceAccountProblem(env, fileExists)];
  if (!(env.FIREBASE_PROJECT_ID || env.NEXT_PUBLIC_FIREBASE_PROJECT_ID)) {
    problems.push("FIREBASE_PROJECT_ID is not set (the id of the Firebase project)");
  }
  // The site's address is compiled into the build; a start reads it from there.
  if (phase === "build") problems.push(siteUrlProblem(env));
  problems.push(...secretProblems(env));
  return problems.filter((p): p is string => p !== null);
}

export function formatConfigProblems(problems: string[], phase: Phase = "build"): string {
  return [
    `The ${phase === "build" ? "production build" : "site"} of a real Firebase project cannot start; missing or unusable:`,
    ...problems.map((p) => `  - ${p}`),
    `Set them (see .env.local.example), or unset them all to ${phase === "build" ? "build" : "run"} with the embedded demo database.`,
  ].join("\n");
}

/**
 * The refusal for a site meant for a real project (its environment or its build says so) that lacks
 * what it needs, or null when it may go ahead. It never falls back to the embedded database: that would
 * put the demo catalogue where the company's site should be.
 */
export function configurationRefusal(
  phase: Phase,
  env: Env = process.env,
  build?: BuildRecord,
  fileExists = existsSync,
): string | null {
  if (!intendsRealProject(env, build)) return null;
  const problems = productionConfigProblems(env, fileExists, phase);
  return problems.length ? formatConfigProblems(problems, phase) : null;
}
