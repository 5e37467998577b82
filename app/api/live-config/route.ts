// The browser's live-update config, read from the environment of the running server (see
// lib/firebase/live-config.ts): never cached, so it follows the database the server was started with.
import { liveWebConfig } from "@/lib/firebase/live-config";
import { connection } from "next/server";

export async function GET() {
  await connection();
  return Response.json(liveWebConfig(), { headers: { "Cache-Control": "no-store" } });
}
