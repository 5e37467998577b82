// What a real project's build and start need, else the site would render without its content, serve
// the demo catalogue, or sign forms with a guessable key: next.config.ts and instrumentation-node.ts list
// everything missing and stop. Messages name variables, never values. Relative imports (next.config.ts).
import { existsSync } from "node:fs";
import { notifyRecipients } from "../notify/recipients";
import { serviceAccountPrivateKey } from "./service-account";

type Env = Record<string, string | undefined>;
type Phase = "build" | "start";

/** Vercel can start no database of its own; next.config.ts records a build for a real project. */
export function intendsRealProject(env: Env = process.env, builtForProject = false): boolean {
  if (env.FIRESTORE_EMULATOR_HOST) return false;
  const projectId = env.FIREBASE_PROJECT_ID || env.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
  return Boolean(
    env.FIREBASE_SERVICE_ACCOUNT ||
    env.GOOGLE_APPLICATION_CREDENTIALS ||
    (projectId && !projectId.startsWith("demo-")) ||
    env.VERCEL ||
    builtForProject,
  );
}

function serviceAccountProblem(env: Env, fileExists: (file: string) => boolean): string | null {
  const json = env.FIREBASE_SERVICE_ACCOUNT;
  if (json) {
    let account: Record<string, unknown>;
    try {
      account = (JSON.parse(json) ?? {}) as Record<string, unknown>;
    } catch {
      return "FIREBASE_SERVICE_ACCOUNT is not valid JSON (paste the whole key file: as downloaded on Vercel, on one line in .env.local)";
    }
    const missing = ["client_email", "private_key"].filter((k) => !account[k]);
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

/** Vercel's production address, where NEXT_PUBLIC_SITE_URL is not set. */
export function platformSiteUrl(env: Env = process.env): string | undefined {
  const host = env.VERCEL ? env.VERCEL_PROJECT_PRODUCTION_URL : undefined;
  return host ? `https://${host}` : undefined;
}

function siteUrlProblem(env: Env): string | null {
  const url = env.NEXT_PUBLIC_SITE_URL || platformSiteUrl(env);
  if (!url)
    return "NEXT_PUBLIC_SITE_URL is not set (the public address of the site, e.g. https://www.example.com)";
  return /^https?:\/\/[^/\s]+/.test(url)
    ? null
    : "NEXT_PUBLIC_SITE_URL is not an http(s) address (e.g. https://www.example.com)";
}

export function productionConfigProblems(
  env: Env = process.env,
  fileExists: (file: string) => boolean = () => true,
  phase: Phase = "build",
): string[] {
  const problems = [serviceAccountProblem(env, fileExists)];
  if (!(env.FIREBASE_PROJECT_ID || env.NEXT_PUBLIC_FIREBASE_PROJECT_ID))
    problems.push("FIREBASE_PROJECT_ID is not set (the id of the Firebase project)");
  // The site's address is compiled into the build; a start reads it from there.
  if (phase === "build") problems.push(siteUrlProblem(env));
  if (!env.REVALIDATE_SECRET)
    problems.push(
      "REVALIDATE_SECRET is not set (a long random string; the Cloud Function in functions/ sends the same one)",
    );
  const derivable = Boolean(serviceAccountPrivateKey(env));
  for (const name of ["FORMS_SIGNING_SECRET", "FORMS_IP_HASH_SECRET", "PREVIEW_SECRET"])
    if (!env[name] && !derivable)
      problems.push(
        `${name} is not set, and there is no service account key to derive it from (set a long random string)`,
      );
  return problems.filter((p): p is string => p !== null);
}

export function formatConfigProblems(problems: string[], phase: Phase = "build"): string {
  const what = phase === "build" ? "production build" : "site";
  return [
    `The ${what} of a real Firebase project cannot start; missing or unusable:`,
    ...problems.map((p) => `  - ${p}`),
    `Set them (see .env.local.example), or unset them all to ${phase === "build" ? "build" : "run"} with the embedded demo database.`,
  ].join("\n");
}

/** A mistyped mail recipient would lose the owners' mail; a real project never falls back to demo content. */
export function configurationRefusal(
  phase: Phase,
  env: Env = process.env,
  builtForProject = false,
  fileExists = existsSync,
): string | null {
  try {
    notifyRecipients(env);
  } catch (error) {
    return `Configuration error: ${(error as Error).message}`;
  }
  if (!intendsRealProject(env, builtForProject)) return null;
  const problems = productionConfigProblems(env, fileExists, phase);
  return problems.length ? formatConfigProblems(problems, phase) : null;
}
