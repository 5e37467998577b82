// A fresh, server-signed fill-time start for a form (lib/forms/checks.ts), fetched by the form when a
// visitor first touches it. Pages stay cached: only this small answer is made per visitor.
import { issueStartToken } from "@/lib/forms/checks";
import { connection } from "next/server";

export async function GET(): Promise<Response> {
  await connection();
  return Response.json({ token: issueStartToken() }, { headers: { "cache-control": "no-store" } });
}
