// A fresh, server-signed fill-time start for a form (lib/forms/checks.ts), fetched by the form when a
// visitor first touches it. Pages stay cached: only this small answer is made per visitor.
import { issueStartToken } from "@/lib/forms/checks";

export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ token: issueStartToken() }, { headers: { "cache-control": "no-store" } });
}
