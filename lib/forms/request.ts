// What a form action needs to know about the request it answers: the visitor's address, only to count
// their submissions (see rate-limit.ts and lib/http/client-address.ts for which address that is).
import "server-only";
import { headers } from "next/headers";
import { clientAddress } from "@/lib/http/client-address";

export type SubmitContext = { ip: string; now?: number };

export async function requestContext(): Promise<SubmitContext> {
  return { ip: clientAddress(await headers()) };
}
