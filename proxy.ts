// Runs before requests reach a page (Next 16's proxy, formerly middleware): refuses form posts over the
// size limit (lib/forms/body-limit.ts) and answers for switched-off sites and unknown ids
// (lib/page-guard.ts).
import { NextResponse, type NextRequest } from "next/server";
import { refuseOversizedForm } from "@/lib/forms/body-limit";
import { guardPage } from "@/lib/page-guard";

export async function proxy(request: NextRequest): Promise<NextResponse> {
  // A form post's answer is for one visitor only: never kept by a shared cache.
  if (request.method === "POST") return refuseOversizedForm(request) ?? NextResponse.next({ headers: { "cache-control": "no-store" } });
  if (request.method === "GET" || request.method === "HEAD") return (await guardPage(request)) ?? NextResponse.next();
  return NextResponse.next();
}

export const config = {
  matcher: [
    // Form posts to any page.
    {
      source: "/((?!_next/static|_next/image).*)",
      has: [{ type: "header", key: "content-type", value: "(multipart/form-data|application/x-www-form-urlencoded|text/plain).*" }],
    },
    // Pages: everything but Next's assets and files with an extension (images, sitemap.xml, robots.txt).
    "/((?!_next/|.*\\.[A-Za-z0-9]+$).*)",
  ],
};
