// POST /api/preview/exit, the preview banner's button: leaves draft mode, back to the page of the post's
// Referer (else /home).
import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { isSitePath } from "@/lib/site/paths";

function pageBefore(request: Request): string | undefined {
  try {
    const { pathname, search } = new URL(request.headers.get("referer") ?? "");
    return isSitePath(pathname) ? pathname + search : undefined;
  } catch {
    return undefined;
  }
}

export async function POST(request: Request): Promise<Response> {
  (await draftMode()).disable();
  redirect(pageBefore(request) ?? "/home");
}
