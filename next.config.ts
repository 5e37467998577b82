// Next.js configuration. It also stops a misconfigured real project's build and records which database
// the build was made for. Pages get their full CSP from the proxy (lib/http/security-headers.ts); the
// one here, on files and API routes, lacks the live listeners' address, known only at start.
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { configurationRefusal, intendsRealProject } from "./lib/firebase/production-config";
import securityHeaders from "./lib/http/security-headers.json" with { type: "json" };

const policy = securityHeaders.contentSecurityPolicy.map((d) => d.join(" ")).join("; ");
const hsts = { key: "Strict-Transport-Security", value: securityHeaders.strictTransportSecurity };
// HSTS everywhere on an https site, else where a proxy reports https (a forged header does nothing).
const httpsSite = (process.env.NEXT_PUBLIC_SITE_URL ?? "").startsWith("https://");

// Only the project's own buckets are optimised, or anyone could have the site resize anybody's pictures
// on its image quota.
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
    // Hashing a cached page's HTML for its ETag is the largest cost of serving one.
    generateEtags: false,
    // Without partial prefetching a page never visited before is rendered whole on its first request,
    // so its answer (200 or 404) carries the whole page.
    cacheComponents: true,
    partialPrefetching: false,
    // An edit marks its tag stale; the hour is a safety net. Pages never expire: an outage keeps the last.
    cacheLife: { content: { stale: 300, revalidate: 3600, expire: 60 * 60 * 24 * 365 } },
    // A post without JavaScript carries its files. The proxy refuses posts over 8 MiB with a page saying
    // what to do (lib/forms/body-limit.ts); Next answers one over this with a bare 500: just above it.
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
    async redirects() {
      return [{ source: "/", destination: "/home", permanent: true }];
    },
    // Addresses with a query are served by pages of their own, so the pages without one stay
    // prerendered: app/product-search (per request) and app/contact-us/product/[id] (cached).
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
      // A start of a real project's build never falls back to the embedded database.
      SITE_BUILT_FOR: phase === PHASE_PRODUCTION_BUILD && intendsRealProject() ? "project" : "",
    },
  };
}
