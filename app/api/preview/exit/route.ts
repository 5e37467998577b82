// POST /api/preview/exit: the preview banner's button. Leaves draft mode and goes back to the page the
// owner was on, now as every visitor sees it.
import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { isSitePath } from "@/lib/http/preview";

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const form = await request.formData().catch(() => undefined);
  const back = String(form?.get("back") ?? "");
  redirect(isSitePath(back) ? back : "/home");
}
