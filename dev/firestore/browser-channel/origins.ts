// Whose pages the browser channel serves: the local addresses of the port Next serves on (PORT, default
// 3000) and the site's public address (NEXT_PUBLIC_SITE_URL), so a site behind a proxy is live too.
export function siteOrigins(env: Record<string, string | undefined>): string[] {
  const local = ["localhost", "127.0.0.1", "[::1]"].map(
    (host) => `http://${host}:${env.PORT || 3000}`,
  );
  const site = env.NEXT_PUBLIC_SITE_URL ?? "";
  // One that is not a URL is reported by the site's own checks; the local origins still work.
  return [...new Set(URL.canParse(site) ? [...local, new URL(site).origin] : local)];
}
