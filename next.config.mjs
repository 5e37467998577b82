// Next.js configuration. Images may come from the repo (public/) or from Firebase Storage, where
// owners upload pictures through the console. The security headers here are the static ones, on every
// answer (files, API routes and Next's assets included); pages get the full Content-Security-Policy
// from the proxy at run time (lib/http/security-headers.ts), replacing the one below, which leaves out the
// live listeners' database address, known only when the server starts.
import securityHeaders from "./lib/http/security-headers.json" with { type: "json" };

const policy = securityHeaders.contentSecurityPolicy
  .map((directive) => directive.join(" "))
  .join("; ");
const hsts = { key: "Strict-Transport-Security", value: securityHeaders.strictTransportSecurity };
// A site whose public address is https sends HSTS everywhere; otherwise where a proxy in front reports
// https (a browser ignores HSTS on plain http, so a forged header does nothing).
const httpsSite = (process.env.NEXT_PUBLIC_SITE_URL ?? "").startsWith("https://");

// Pictures Next optimises from Firebase Storage: only those in the project's own buckets. Any bucket would
// let anyone have the site resize anybody's pictures, on the site's image quota. The buckets are the one
// named in the environment and the project's two default names (`<id>.firebasestorage.app`, and
// `<id>.appspot.com` of projects made before October 2024); components/ui/content-image.tsx serves
// pictures of other buckets as they are, through OPTIMISED_IMAGE_BUCKETS.
function projectBuckets(env) {
  let project = env.FIREBASE_PROJECT_ID || env.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
  try {
    project ||= JSON.parse(env.FIREBASE_SERVICE_ACCOUNT ?? "").project_id;
  } catch {
    // no service account in the environment, or not JSON: the production check says so
  }
  const names = [
    env.FIREBASE_STORAGE_BUCKET,
    env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET,
    ...(project ? [`${project}.firebasestorage.app`, `${project}.appspot.com`] : []),
  ];
  // A bucket's name is lower-case letters, digits, dots, dashes and underscores: nothing a pattern reads.
  return [
    ...new Set(
      names.filter((name) => typeof name === "string" && /^[a-z0-9][a-z0-9._-]*$/.test(name)),
    ),
  ];
}
const imageBuckets = projectBuckets(process.env);

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Next hashes every cached page's HTML in JavaScript, on every request, to make its ETag: for /home
  // (106 KB) that was the largest single cost of serving it (408 → 585 requests/s without it, next start,
  // 32 connections). A browser revisiting a page gets it again instead of a 304; shared caches in front
  // (Vercel's, nginx) keep their own validators.
  generateEtags: false,
  // Cached pages are read from Next's cache files on disk for each request, not from a copy in memory.
  // Served from memory, a page is answered within one turn of Node's event loop, and Node accepts one new
  // connection per turn: under a burst of new visitors each waited for every request already open, and
  // /home's p99 at 32 connections was 179–564 ms. Read from disk (the system's page cache), each request
  // gives the loop back while its files are read: 50–126 ms, at the same rate (docs/performance.md).
  // Vercel keeps pages in its own cache and ignores this.
  cacheMaxMemorySize: 0,
  // A form posted without JavaScript carries its files (up to 4 MB; lib/forms/files.ts). The proxy refuses
  // posts over 8 MiB with a page that says what to do (lib/forms/body-limit.ts); up to that, the form says
  // it next to the file field and keeps what was typed. Next answers a post over this limit with a bare
  // 500, so it sits just above the proxy's.
  experimental: { serverActions: { bodySizeLimit: "9mb" } },
  // The embedded database and the content tools are run by our own scripts, not bundled.
  serverExternalPackages: ["firebase-admin", "@google-cloud/firestore"],
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          ...Object.entries(securityHeaders.static).map(([key, value]) => ({ key, value })),
          ...(httpsSite ? [hsts] : []),
        ],
      },
      // Not on Next's own files: a worker script's policy governs the worker, and the live listeners'
      // worker must reach the database the page's policy names.
      {
        source: "/:path((?!_next/).*)",
        headers: [{ key: "Content-Security-Policy", value: policy }],
      },
      ...(httpsSite
        ? []
        : [
            {
              source: "/:path*",
              has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
              headers: [hsts],
            },
          ]),
    ];
  },
  // The home page's address is /home (its canonical, the sitemap's and the structured data's): a permanent
  // redirect, so search engines index /home rather than keep / as the page.
  async redirects() {
    return [{ source: "/", destination: "/home", permanent: true }];
  },
  // /products with a category or a search is rendered per request by app/product-search (the query stays
  // in the visitor's address); reading the query in app/products/page.tsx would make every /products
  // request a render, where now the page without a query is served from cache.
  async rewrites() {
    return {
      beforeFiles: ["category", "q"].map((key) => ({
        source: "/products",
        has: [{ type: "query", key }],
        destination: "/product-search",
      })),
    };
  },
  images: {
    remotePatterns: imageBuckets.flatMap((bucket) => [
      {
        protocol: "https",
        hostname: "firebasestorage.googleapis.com",
        pathname: `/v0/b/${bucket}/o/**`,
      },
      { protocol: "https", hostname: "storage.googleapis.com", pathname: `/${bucket}/**` },
    ]),
  },
  env: { OPTIMISED_IMAGE_BUCKETS: imageBuckets.join(" ") },
};

export default nextConfig;
