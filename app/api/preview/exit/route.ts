// POST /api/preview/exit: the preview banner's button. Leaves draft mode and goes back to the page the
// owner was on (the post's Referer: browsers send a page's own address to its own site), now as every
// visitor sees it; /home when the browser sent none.
import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { isSitePath } from "@/lib/site/paths";

/** The path and query of the page the post came from, if the browser named one. */
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
