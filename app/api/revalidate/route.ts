// POST /api/revalidate with `Authorization: Bearer <REVALIDATE_SECRET>` and {"collections": ["Products"]}
// marks those collections' reads and pages stale: the next request gets the last good copy while Next
// renders again, and a failed render (database away) leaves that copy in place.
import { revalidateTag } from "next/cache";
import { contentTag } from "@/lib/content/collections";
import { isAuthorizedRevalidation, revalidationRequest } from "@/lib/content/revalidation";
import { bodyTextWithin } from "@/lib/http/request-body";
import { forgetSiteState } from "@/lib/http/site-state";

const reply = (status: number, body: object) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

export async function POST(request: Request): Promise<Response> {
  if (!isAuthorizedRevalidation(request.headers.get("authorization")))
    return reply(401, {
      error: "missing or wrong secret (send Authorization: Bearer <REVALIDATE_SECRET>)",
    });
  const text = await bodyTextWithin(request, 4096);
  if (text === null) return reply(413, { error: "the body is over 4096 bytes" });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return reply(400, { error: 'the body must be JSON such as {"collections": ["Products"]}' });
  }
  const parsed = revalidationRequest.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return reply(400, { error: `${issue.path.join(".") || "body"}: ${issue.message}` });
  }
  const names = [...new Set(parsed.data.collections)];
  for (const name of names) revalidateTag(contentTag(name), "max");
  forgetSiteState(names);
  return reply(200, { revalidated: names });
}
