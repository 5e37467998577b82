// The browser's live-update config from the running server's environment, never cached.
import { liveWebConfig } from "@/lib/firebase/live-config";
import { connection } from "next/server";

export async function GET() {
  await connection();
  return Response.json(liveWebConfig(), { headers: { "Cache-Control": "no-store" } });
}
