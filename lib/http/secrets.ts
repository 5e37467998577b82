// The site's own keys: FORMS_SIGNING_SECRET signs the forms' fill-time starts, FORMS_IP_HASH_SECRET keys
// the hash of a visitor's address, PREVIEW_SECRET signs the owners' preview links. Each must be the same
// on every server of a site (and for the content tools) and known to no one else, never derived from
// anything public: the variable; else a key derived from the service account's private key (a secret
// too, and the same on every instance); else, on the local database, a key made once and kept beside its
// data, so a build, `npm run db`, every start and the tools agree; failing all, one of this process,
// announced once. A real project with neither of the first two does not start
// (lib/firebase/production-config.ts).
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { databaseTarget, localDataDir } from "@/lib/firebase/config";
import { serviceAccountPrivateKey } from "@/lib/firebase/service-account";

export type SecretName = "FORMS_SIGNING_SECRET" | "FORMS_IP_HASH_SECRET" | "PREVIEW_SECRET";

type Env = Record<string, string | undefined>;

/** What each key is for, mixed into the derived ones so the two never coincide. */
const PURPOSE: Record<SecretName, string> = {
  FORMS_SIGNING_SECRET: "forms-start-token",
  FORMS_IP_HASH_SECRET: "forms-rate-limit",
  PREVIEW_SECRET: "preview-link",
};

const processKeys = new Map<SecretName, string>();

function localKey(name: SecretName, env: Env): string | undefined {
  const file = path.resolve(localDataDir(env), `${PURPOSE[name]}-secret`);
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept) return kept;
  } catch {
    // Not made yet.
  }
  try {
    const made = randomBytes(32).toString("hex");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${made}\n`, { mode: 0o600, flag: "wx" });
    return made;
  } catch {
    // Made meanwhile by another process (read it), or the folder cannot be written.
    try {
      return readFileSync(file, "utf8").trim() || undefined;
    } catch {
      return undefined;
    }
  }
}

export function siteSecret(name: SecretName, env: Env = process.env): string {
  if (env[name]) return env[name];
  const privateKey = serviceAccountPrivateKey(env);
  if (privateKey)
    return createHash("sha256").update(`${PURPOSE[name]}:${privateKey}`).digest("hex");
  const local = databaseTarget(env).kind === "emulator" ? localKey(name, env) : undefined;
  if (local) return local;
  let key = processKeys.get(name);
  if (!key) {
    console.warn(`[forms] ${name} is not set: a key of this process only is used`);
    key = randomBytes(32).toString("hex");
    processKeys.set(name, key);
  }
  return key;
}
