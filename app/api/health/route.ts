// GET /api/health: 200 when Firestore answers a read within 2 seconds, 503 otherwise, never cached. The
// site switch does not apply (the proxy does not run for /api/).
import { checkHealth } from "@/lib/firebase/health";
import { connection } from "next/server";

export async function GET(): Promise<Response> {
  await connection();
  const health = await checkHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "cache-control": "no-store, max-age=0" },
  });
}
