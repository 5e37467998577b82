// POST /api/revalidate: `Authorization: Bearer <REVALIDATE_SECRET>` and `{"collections": ["Products"]}`
// mark the named collections' pages stale: the next request gets the last good page and a fresh one
// renders behind it (lib/content/revalidation.ts). Other methods answer 405 (Next does).
import { after } from "next/server";
import { isAuthorizedRevalidation, revalidateCollections, revalidationRequest } from "@/lib/content/revalidation";

const MAX_BODY_CHARS = 4096;
const noStore = { "cache-control": "no-store" };

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: noStore });
}

export async function POST(request: Request): Promise<Response> {
  if (!isAuthorizedRevalidation(request.headers.get("authorization"))) {
    return answer(401, { error: "missing or wrong secret (send Authorization: Bearer <REVALIDATE_SECRET>)" });
  }
  const text = await request.text();
  if (text.length > MAX_BODY_CHARS) return answer(413, { error: `the body is over ${MAX_BODY_CHARS} characters` });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(400, { error: 'the body must be JSON such as {"collections": ["Products"]}' });
  }
  const parsed = revalidationRequest.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return answer(400, { error: `${issue.path.join(".") || "body"}: ${issue.message}` });
  }
  revalidateCollections(parsed.data.collections, after);
  return answer(200, { revalidated: [...new Set(parsed.data.collections)] });
}
