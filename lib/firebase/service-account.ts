// The configured service account's private key, for keys derived from it (lib/http/secrets.ts). Never
// logged.
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
