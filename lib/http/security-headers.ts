// The CSP and HSTS headers the proxy puts on pages, made at run time: the live listeners' database
// address is only known once the server has started. No nonce, so pages stay in Next's cache; the
// directives and next.config.ts's static headers are in security-headers.json.
// - script-src 'unsafe-inline': Next's inline bootstrap can only be allowed so without a nonce.
// - style-src 'unsafe-inline': the theme colour is a style on <html>; standalone pages are inline.
// - img-src https: owners may type https addresses of pictures (Storage).
import { storageTarget } from "@/lib/firebase/config";
import { liveWebConfig } from "@/lib/firebase/live-config";
import policy from "@/lib/http/security-headers.json";

type Env = Record<string, string | undefined>;

export const STORAGE_CLOUD_ORIGIN = "https://storage.googleapis.com";

export const FIRESTORE_CLOUD_ORIGIN = "https://firestore.googleapis.com";

export const HSTS_VALUE = policy.strictTransportSecurity;

/** The origins the live listeners talk to, chosen as the browser's web config is. */
export function liveConnectSources(env: Env = process.env): string[] {
  const live = liveWebConfig(env);
  if (!live) return [];
  return [live.emulatorHost ? httpOrigin(live.emulatorHost) : FIRESTORE_CLOUD_ORIGIN];
}

// Refuses what could smuggle another directive or source into the policy (spaces, semicolons, quotes).
function httpOrigin(host: string): string {
  const trimmed = host.trim();
  if (!/^[A-Za-z0-9.[\]:-]+$/.test(trimmed)) throw new Error(`not a host:port: "${host}"`);
  return `http://${trimmed}`;
}

export function uploadConnectSources(env: Env = process.env): string[] {
  const target = storageTarget(env);
  return [target.kind === "emulator" ? httpOrigin(target.host) : STORAGE_CLOUD_ORIGIN];
}

function safeSources(env: Env, sources: (env: Env) => string[], what: string): string[] {
  try {
    return sources(env);
  } catch (error) {
    console.error(`[headers] ${what} left out of connect-src:`, (error as Error).message);
    return [];
  }
}

/** Development adds what Next's dev server needs (eval for React's debugging, its socket). */
export function contentSecurityPolicy(
  env: Env = process.env,
  dev = env.NODE_ENV === "development",
): string {
  const added: Record<string, string[]> = {
    "script-src": dev ? ["'unsafe-eval'"] : [],
    "connect-src": [
      ...safeSources(env, liveConnectSources, "live updates"),
      ...safeSources(env, uploadConnectSources, "file uploads"),
      ...(dev ? ["ws:", "wss:"] : []),
    ],
  };
  return policy.contentSecurityPolicy
    .map(([name, ...sources]) => [name, ...sources, ...(added[name] ?? [])].join(" "))
    .join("; ");
}

/** A forged X-Forwarded-Proto does nothing: a browser ignores HSTS on plain http. */
function servedOverHttps(
  url: string,
  forwardedProto: string | null,
  env: Env = process.env,
): boolean {
  if (url.startsWith("https:")) return true;
  if (forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https") return true;
  return (env.NEXT_PUBLIC_SITE_URL ?? "").startsWith("https://");
}

// The server's own policy is made once: its environment is settled before the first request.
let serverPolicy: string | undefined;

export function securityHeaders(
  request: { url: string; headers: Headers },
  env: Env = process.env,
): Record<string, string> {
  const policy =
    env === process.env
      ? (serverPolicy ??= contentSecurityPolicy(env))
      : contentSecurityPolicy(env);
  const headers: Record<string, string> = { "content-security-policy": policy };
  if (servedOverHttps(request.url, request.headers.get("x-forwarded-proto"), env)) {
    headers["strict-transport-security"] = HSTS_VALUE;
  }
  return headers;
}
