// Whose pages the browser channel serves, from the environment the site starts with. Shared by the
// start-up script and its tests (where it listens: browserChannelHost in lib/firebase/config.ts).

type Env = Record<string, string | undefined>;

const DEFAULT_SITE_PORT = "3000";

/** The site's own origins: NEXT_PUBLIC_SITE_URL and the local addresses of the port Next serves on. */
export function siteOrigins(env: Env): string[] {
  const port = env.PORT || DEFAULT_SITE_PORT;
  const origins = new Set([
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
    `http://[::1]:${port}`,
  ]);
  if (env.NEXT_PUBLIC_SITE_URL) {
    try {
      origins.add(new URL(env.NEXT_PUBLIC_SITE_URL).origin);
    } catch {
      // Not a URL: the site's own checks report it; the local origins still work.
    }
  }
  return [...origins];
}
