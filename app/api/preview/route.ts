// GET /api/preview?path=…&expires=…&signature=…: the owners' preview link (lib/http/preview.ts).
import { cookies, draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { checkPreviewQuery, PREVIEW_COOKIE, PREVIEW_SECONDS } from "@/lib/http/preview";
import { standalonePage } from "@/lib/http/standalone-page";

export async function GET(request: Request): Promise<Response> {
  const check = checkPreviewQuery(new URL(request.url).searchParams);
  if (!check.ok) {
    const text =
      check.reason === "expired"
        ? "This preview link has expired (a link works for a day). Make a new one with: npm run content -- preview <path>"
        : "This preview link is not valid: it was changed, cut short, or made for another site. Make a new one with: npm run content -- preview <path>";
    return new Response(
      standalonePage({
        title: "Preview link not valid",
        heading: "No preview",
        text,
        link: { href: "/home", label: "Go to the home page" },
      }),
      {
        status: 403,
        headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
      },
    );
  }
  const draft = await draftMode();
  draft.enable();
  const jar = await cookies();
  const bypass = jar.get(PREVIEW_COOKIE);
  if (bypass)
    jar.set({
      ...bypass,
      name: PREVIEW_COOKIE,
      maxAge: PREVIEW_SECONDS,
      httpOnly: true,
      path: "/",
    });
  redirect(check.path);
}
