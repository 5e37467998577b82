// The site's own keys (form start tokens, the address hash, preview links), the same on every server
// and known to no one else: the variable; else derived from the service account's private key; else, on
// the local database, a key kept beside its data; failing all, one of this process, announced once. A
// real project with neither of the first two does not start (lib/firebase/production-config.ts).
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { databaseTarget } from "@/lib/firebase/config";
import { keptLocally } from "@/lib/firebase/local-signing-key";
import { serviceAccountPrivateKey } from "@/lib/firebase/service-account";

export type SecretName = "FORMS_SIGNING_SECRET" | "FORMS_IP_HASH_SECRET" | "PREVIEW_SECRET";

type Env = Record<string, string | undefined>;

/** Mixed into the derived keys so that no two coincide. */
const PURPOSE: Record<SecretName, string> = {
  FORMS_SIGNING_SECRET: "forms-start-token",
  FORMS_IP_HASH_SECRET: "forms-rate-limit",
  PREVIEW_SECRET: "preview-link",
};

const processKeys = new Map<SecretName, string>();

function localKey(name: SecretName, env: Env): string | undefined {
  try {
    const made = () => `${randomBytes(32).toString("hex")}\n`;
    return keptLocally(`${PURPOSE[name]}-secret`, made, env).trim() || undefined;
  } catch {
    return undefined; // the folder cannot be written
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
