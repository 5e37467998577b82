// Where the browser channel listens and whose pages it serves, from the environment the site starts
// with. Shared by the start-up script and its tests.

type Env = Record<string, string | undefined>;

/** FIRESTORE_BROWSER_HOST, or the database's gRPC port + 1 on the same host. */
export function browserChannelHost(env: Env, emulatorHost: string): string {
  if (env.FIRESTORE_BROWSER_HOST) return env.FIRESTORE_BROWSER_HOST;
  const i = emulatorHost.lastIndexOf(":");
  return `${emulatorHost.slice(0, i)}:${Number(emulatorHost.slice(i + 1)) + 1}`;
}

const DEFAULT_SITE_PORT = "3000";

/** The site's own origins: NEXT_PUBLIC_SITE_URL and the local addresses of the port Next serves on. */
export function siteOrigins(env: Env): string[] {
  const port = env.PORT || DEFAULT_SITE_PORT;
  const origins = new Set([`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`]);
  if (env.NEXT_PUBLIC_SITE_URL) {
    try {
      origins.add(new URL(env.NEXT_PUBLIC_SITE_URL).origin);
    } catch {
      // Not a URL: the site's own checks report it; the local origins still work.
    }
  }
  return [...origins];
}
