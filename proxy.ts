// Runs before form posts (Next 16's proxy, formerly middleware). Next answers a server-action post over
// its body limit (1 MiB) with a bare 500; this refuses it first with 413 and a message a visitor can act
// on. Server actions can be posted to any page, so every post with a form body is checked; page views
// (no body, no content type) never reach this code.
import { NextResponse, type NextRequest } from "next/server";
import { FORM_BODY_LIMIT_BYTES, FORM_TOO_LARGE_MESSAGE } from "@/lib/forms/result";

export function proxy(request: NextRequest) {
  if (request.method !== "POST") return NextResponse.next();
  const length = Number(request.headers.get("content-length") ?? "0");
  if (!(length > FORM_BODY_LIMIT_BYTES)) return NextResponse.next();
  const wantsPage = (request.headers.get("accept") ?? "").includes("text/html") && !request.headers.has("next-action");
  if (!wantsPage) {
    return new NextResponse(FORM_TOO_LARGE_MESSAGE, { status: 413, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  // A visitor without scripts posted the form: give them a page with a way back.
  const back = request.nextUrl.pathname.replace(/[^A-Za-z0-9/_-]/g, "");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Form too large</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Form too large</h1><p>${FORM_TOO_LARGE_MESSAGE}</p><p><a href="${back || "/"}">Back to the form</a></p></body></html>`;
  return new NextResponse(html, { status: 413, headers: { "content-type": "text/html; charset=utf-8" } });
}

export const config = {
  matcher: [
    {
      source: "/((?!_next/static|_next/image).*)",
      has: [{ type: "header", key: "content-type", value: "(multipart/form-data|application/x-www-form-urlencoded|text/plain).*" }],
    },
  ],
};
