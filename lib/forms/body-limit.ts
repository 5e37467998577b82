// Next answers a server-action post over its body limit with a bare 500. That limit is 1 MiB by
// default; next.config.mjs raises it to 9 MiB, just above this one (FORM_BODY_LIMIT_BYTES, 8 MiB), so
// the proxy refuses a larger post first, with 413 and a message a visitor can act on. Server actions can
// be posted to any page, so every post with a form body is checked.
import { NextResponse, type NextRequest } from "next/server";
import { FORM_BODY_LIMIT_BYTES, FORM_TOO_LARGE_MESSAGE } from "@/lib/forms/result";
import { standalonePage } from "@/lib/http/standalone-page";

/** A 413 answer for a form post over the limit, or null when the post may go on. */
export function refuseOversizedForm(request: NextRequest): NextResponse | null {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (!(length > FORM_BODY_LIMIT_BYTES)) return null;
  const wantsPage =
    (request.headers.get("accept") ?? "").includes("text/html") &&
    !request.headers.has("next-action");
  if (!wantsPage) {
    return new NextResponse(FORM_TOO_LARGE_MESSAGE, {
      status: 413,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  // A visitor without scripts posted the form: give them a page with a way back.
  const back = request.nextUrl.pathname.replace(/[^A-Za-z0-9/_-]/g, "") || "/";
  const html = standalonePage({
    title: "Form too large",
    heading: "Form too large",
    // The browser's Back brings the form back as it was filled in; a link to it would open it empty.
    text: `${FORM_TOO_LARGE_MESSAGE} Go back in your browser to find the form as you filled it in.`,
    link: { href: back, label: "Open an empty form" },
  });
  return new NextResponse(html, {
    status: 413,
    headers: { "content-type": "text/html; charset=utf-8" },
  });
}
