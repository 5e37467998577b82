// Runs before requests reach a page (Next 16's proxy, formerly middleware): puts the security headers on
// every answer (lib/security-headers.ts), refuses form posts over the size limit (lib/forms/body-limit.ts)
// and answers for switched-off sites and unknown ids (lib/page-guard.ts).
import { NextResponse, type NextRequest } from "next/server";
import { refuseOversizedForm } from "@/lib/forms/body-limit";
import { guardPage } from "@/lib/page-guard";
import { securityHeaders } from "@/lib/security-headers";

// Bodies of form posts (with and without scripts); other posts are left to their route.
const FORM_BODY = /^(multipart\/form-data|application\/x-www-form-urlencoded|text\/plain)/i;
// A file of the site (an image, sitemap.xml, robots.txt) or the 404 page answered for a missing one.
const FILE_PATH = /\.[A-Za-z0-9]+$/;

async function answer(request: NextRequest): Promise<NextResponse> {
  if (request.method === "POST") {
    const isForm = FORM_BODY.test(request.headers.get("content-type") ?? "");
    // A form post's answer is for one visitor only: never kept by a shared cache.
    return (isForm && refuseOversizedForm(request)) || NextResponse.next({ headers: { "cache-control": "no-store" } });
  }
  const { pathname } = request.nextUrl;
  // API routes answer for themselves (the live config must answer while the site is switched off, so
  // open tabs see it come back).
  if ((request.method === "GET" || request.method === "HEAD") && !FILE_PATH.test(pathname) && !pathname.startsWith("/api/")) {
    return guardPage(request);
  }
  return NextResponse.next();
}

export async function proxy(request: NextRequest) {
  const response = await answer(request);
  for (const [name, value] of Object.entries(securityHeaders(request))) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything but Next's own assets: the headers belong on every page, the 404 page of a missing file
  // included, and the policy's connect-src is only known at run time (next.config headers are fixed at
  // build).
  matcher: ["/((?!_next/).*)"],
};
