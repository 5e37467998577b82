// Next.js configuration. It also stops a real project's build that lacks its settings, naming each
// variable (the start is checked in instrumentation.ts), and records in the build which database it was
// made for. Pictures may come from public/ or the project's own Storage buckets. Pages get the full
// Content-Security-Policy from the proxy at run time (lib/http/security-headers.ts); the one here, on
// files and API routes, leaves out the live listeners' database address, known only at start.
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { configurationRefusal, intendsRealProject } from "./lib/firebase/production-config";
import securityHeaders from "./lib/http/security-headers.json" with { type: "json" };

const policy = securityHeaders.contentSecurityPolicy.map((d) => d.join(" ")).join("; ");
const hsts = { key: "Strict-Transport-Security", value: securityHeaders.strictTransportSecurity };
// A site whose public address is https sends HSTS everywhere; otherwise where a proxy in front reports
// https (a browser ignores HSTS on plain http, so a forged header does nothing).
const httpsSite = (process.env.NEXT_PUBLIC_SITE_URL ?? "").startsWith("https://");

// Pictures Next optimises from Firebase Storage: only those of the project's own buckets (the named one
// and the project's two default names), or anyone could have the site resize anybody's pictures on its
// image quota. components/ui/content-image.tsx serves other buckets' pictures as they are.
function projectBuckets(env: NodeJS.ProcessEnv): string[] {
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
  return [...new Set(names.filter((n): n is string => !!n && /^[a-z0-9][a-z0-9._-]*$/.test(n)))];
}

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) {
    const refusal = configurationRefusal("build", process.env);
    if (refusal) {
      console.error(refusal);
      process.exit(1);
    }
  }
  const imageBuckets = projectBuckets(process.env);
  return {
    reactStrictMode: true,
    // npm test type-checks the whole repository first (npm run typecheck); the build need not again.
    typescript: { ignoreBuildErrors: true },
    poweredByHeader: false,
    // Next hashes a cached page's whole HTML on every request to make its ETag, the largest single cost
    // of serving one; shared caches in front keep their own validators.
    generateEtags: false,
    // Pages are prerendered and kept in Next's cache; reads are `'use cache'` functions tagged per
    // collection (lib/content/read.ts). Without partial prefetching a page never visited before is
    // rendered whole on its first request, so its answer (200 or 404) carries the whole page.
    cacheComponents: true,
    partialPrefetching: false,
    // The content's profile: an edit marks its tag stale (POST /api/revalidate); the hour is a safety
    // net. Pages never expire, so a database outage keeps serving the last good ones.
    cacheLife: { content: { stale: 300, revalidate: 3600, expire: 60 * 60 * 24 * 365 } },
    // A form posted without JavaScript carries its files (up to 4 MB; lib/forms/files.ts). The proxy
    // refuses posts over 8 MiB with a page that says what to do (lib/forms/body-limit.ts); Next answers a
    // post over this limit with a bare 500, so it sits just above the proxy's.
    experimental: { serverActions: { bodySizeLimit: "9mb" } },
    serverExternalPackages: [
      "firebase-admin",
      "@google-cloud/firestore",
      "@firestore-emulator/server",
      "@grpc/grpc-js",
    ],
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
                has: [{ type: "header" as const, key: "x-forwarded-proto", value: "https" }],
                headers: [hsts],
              },
            ]),
      ];
    },
    // The home page's address is /home (its canonical, the sitemap's and the structured data's).
    async redirects() {
      return [{ source: "/", destination: "/home", permanent: true }];
    },
    // Addresses with a query are served by pages of their own, so the pages without one stay
    // prerendered (the query stays in the visitor's address): /products with a category or a search by
    // app/product-search (rendered per request), /contact-us?product={id} by the cached page of that
    // product's form, app/contact-us/product/[id] (its posts too).
    async rewrites() {
      return {
        beforeFiles: [
          ...["category", "q"].map((key) => ({
            source: "/products",
            has: [{ type: "query" as const, key }],
            destination: "/product-search",
          })),
          {
            source: "/contact-us",
            has: [{ type: "query" as const, key: "product", value: "(?<product>[^/]+)" }],
            destination: "/contact-us/product/:product",
          },
        ],
        afterFiles: [],
        fallback: [],
      };
    },
    images: {
      remotePatterns: imageBuckets.flatMap((bucket) => [
        {
          protocol: "https" as const,
          hostname: "firebasestorage.googleapis.com",
          pathname: `/v0/b/${bucket}/o/**`,
        },
        {
          protocol: "https" as const,
          hostname: "storage.googleapis.com",
          pathname: `/${bucket}/**`,
        },
      ]),
    },
    env: {
      OPTIMISED_IMAGE_BUCKETS: imageBuckets.join(" "),
      // Which database the build was made for: a start of a real project's build never falls back to the
      // embedded database (instrumentation.ts).
      SITE_BUILT_FOR: phase === PHASE_PRODUCTION_BUILD && intendsRealProject() ? "project" : "",
    },
  };
}
