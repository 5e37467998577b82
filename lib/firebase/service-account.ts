// The private key of the configured service account, for keys derived from it (lib/http/secrets.ts): from
// FIREBASE_SERVICE_ACCOUNT (the key file as one line of JSON) or the file GOOGLE_APPLICATION_CREDENTIALS
// names. Never logged; undefined when neither holds a usable key.
import { readFileSync } from "node:fs";

type Env = Record<string, string | undefined>;

function keyOf(json: string): string | undefined {
  try {
    const key: unknown = (JSON.parse(json) as { private_key?: unknown } | null)?.private_key;
    return typeof key === "string" && key ? key : undefined;
  } catch {
    return undefined;
  }
}

export function serviceAccountPrivateKey(env: Env = process.env): string | undefined {
  if (env.FIREBASE_SERVICE_ACCOUNT) return keyOf(env.FIREBASE_SERVICE_ACCOUNT);
  if (!env.GOOGLE_APPLICATION_CREDENTIALS) return undefined;
  try {
    return keyOf(readFileSync(env.GOOGLE_APPLICATION_CREDENTIALS, "utf8"));
  } catch {
    return undefined;
  }
}
