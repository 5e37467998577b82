// Runs before pages and form posts only, for what Next cannot do from a page (lib/http/site-state.ts):
// the switched-off site's 503, the not-found page for an unknown product, service or opening, the branded 503 of
// a detail page that cannot render in an outage; 413 for oversized form posts, 405 for other methods;
// and the Content-Security-Policy, whose connect-src is known only when the server starts.
import { NextResponse, type NextRequest } from "next/server";
import { refuseOversizedForm } from "@/lib/forms/body-limit";
import { securityHeaders } from "@/lib/http/security-headers";
import { PREVIEW_COOKIE } from "@/lib/http/preview";
import { detailVerdict, siteContact, siteIsOnline } from "@/lib/http/site-state";
import { oopsPage, standaloneDocument, unavailablePage } from "@/lib/http/standalone-page";

// Bodies of form posts (with and without scripts); other posts are left to their route.
const FORM_BODY = /^(multipart\/form-data|application\/x-www-form-urlencoded|text\/plain)/i;
const DETAIL_PAGE = /^\/(products|technology|career|contact-us\/product)\/([^/]+)$/;
const DETAIL_COLLECTION = { technology: "Services", career: "career_detail" } as const;
/** No route serves it: Next answers the site's not-found page, in full, with 404. */
const NOT_FOUND = "/not-found";

function serviceUnavailable(html: string, retryAfterSeconds: number): NextResponse {
  return new NextResponse(html, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "retry-after": String(retryAfterSeconds),
      "cache-control": "no-store",
    },
  });
}

async function pageResponse(request: NextRequest): Promise<NextResponse> {
  if (request.method === "POST") {
    const isForm = FORM_BODY.test(request.headers.get("content-type") ?? "");
    // A form post's answer is for one visitor only: never kept by a shared cache.
    const refused = isForm ? refuseOversizedForm(request) : null;
    return refused ?? NextResponse.next({ headers: { "cache-control": "no-store" } });
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new NextResponse(null, { status: 405, headers: { allow: "GET, HEAD, POST" } });
  }
  if (!(await siteIsOnline())) {
    return serviceUnavailable(standaloneDocument(oopsPage.title, oopsPage.markup), 300);
  }
  const detail = DETAIL_PAGE.exec(request.nextUrl.pathname);
  if (!detail) return NextResponse.next();
  let id: string;
  try {
    id = decodeURIComponent(detail[2]);
  } catch {
    return NextResponse.rewrite(new URL(NOT_FOUND, request.url)); // a stray "%" names no page
  }
  const collection =
    DETAIL_COLLECTION[detail[1] as keyof typeof DETAIL_COLLECTION] ?? ("Products" as const);
  switch (await detailVerdict(collection, id, request.cookies.has(PREVIEW_COOKIE))) {
    case "missing":
      return NextResponse.rewrite(new URL(NOT_FOUND, request.url));
    case "unavailable":
      return serviceUnavailable(unavailablePage(siteContact()), 30);
    default:
      return NextResponse.next();
  }
}

export async function proxy(request: NextRequest) {
  const response = await pageResponse(request);
  for (const [name, value] of Object.entries(securityHeaders(request)))
    response.headers.set(name, value);
  return response;
}

export const config = {
  // Pages only: not Next's assets and images, API routes, share images, or any path with a file
  // extension (public/ files, sitemap.xml, robots.txt, icon.svg).
  matcher: ["/((?!_next/|api/|.*/opengraph-image|opengraph-image|.*\\.[A-Za-z0-9]+$).*)"],
};
