// The Content-Security-Policy and Strict-Transport-Security headers the proxy puts on pages. They are made
// at run time, not at build: the live listeners' database address (the embedded database's browser
// channel) is only known once the server has started. The policy is the same for every request (no
// nonce), so pages stay in Next's cache. Its directives, and the static headers that next.config.mjs puts
// on every answer (files and API routes too, which the proxy does not see), are in security-headers.json.
//
// - script-src 'unsafe-inline': Next writes its bootstrap and the page's data as inline scripts; without
//   a per-request nonce (which would make every page render per request) they can only be allowed so.
// - style-src 'unsafe-inline': the theme colour is set as style on <html>; standalone pages are inline.
// - img-src https: pictures are files of the site or https addresses typed by the owners (Storage).
// - connect-src also names where the contact form uploads files: Cloud Storage, or the local emulator.
import { storageTarget } from "@/lib/firebase/config";
import { liveWebConfig } from "@/lib/firebase/live-config";
import policy from "@/lib/http/security-headers.json";

type Env = Record<string, string | undefined>;

/** Where browsers send an inquiry's files on a real project (resumable upload sessions). */
export const STORAGE_CLOUD_ORIGIN = "https://storage.googleapis.com";

/** Where the web SDK of a real project opens its Listen channel (WebChannel over https). */
export const FIRESTORE_CLOUD_ORIGIN = "https://firestore.googleapis.com";

export const HSTS_VALUE = policy.strictTransportSecurity;

/**
 * The origins the live listeners talk to: the same choice as the browser's web config (a real project,
 * or its named emulator; else the embedded database's browser channel; else none).
 */
export function liveConnectSources(env: Env = process.env): string[] {
  const live = liveWebConfig(env);
  if (!live) return [];
  return [live.emulatorHost ? httpOrigin(live.emulatorHost) : FIRESTORE_CLOUD_ORIGIN];
}

// A host:port from the environment becomes an origin; anything that could smuggle in another directive
// or source (spaces, semicolons, commas, quotes) is dropped rather than written into the policy.
function httpOrigin(host: string): string {
  const trimmed = host.trim();
  if (!/^[A-Za-z0-9.[\]:-]+$/.test(trimmed)) throw new Error(`not a host:port: "${host}"`);
  return `http://${trimmed}`;
}

/** Where the contact form's upload links point: the project's bucket, or the local Storage emulator. */
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

/** The policy. Development adds what Next's dev server needs (eval for React's debugging, its socket). */
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

/**
 * True when the visitor reached the site over HTTPS: the request itself, the scheme a proxy in front
 * reports (a browser ignores HSTS on plain http, so a forged header does nothing), or a site whose
 * canonical address is https.
 */
function servedOverHttps(
  url: string,
  forwardedProto: string | null,
  env: Env = process.env,
): boolean {
  if (url.startsWith("https:")) return true;
  if (forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https") return true;
  return (env.NEXT_PUBLIC_SITE_URL ?? "").startsWith("https://");
}

export function securityHeaders(
  request: { url: string; headers: Headers },
  env: Env = process.env,
): Record<string, string> {
  const headers: Record<string, string> = { "content-security-policy": contentSecurityPolicy(env) };
  if (servedOverHttps(request.url, request.headers.get("x-forwarded-proto"), env)) {
    headers["strict-transport-security"] = HSTS_VALUE;
  }
  return headers;
}
