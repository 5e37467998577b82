// GET /api/site-status: the site switch as the database holds it now, for the proxy (lib/http/site-status.ts),
// which keeps the answer for a while and asks again when it may have changed, with the company's name,
// phone and e-mail (from the cached `company` read, no extra database read) for the proxy's 503 page. 503
// when the database does not answer in time: the proxy then answers pages that were never served before
// with the branded "try again shortly" page. Never cached.
import { getCompany, getProject, readSiteSwitch } from "@/lib/content/read";
import { markStale } from "@/lib/content/revalidation";
import { contactFacts } from "@/lib/http/unavailable-page";

export const dynamic = "force-dynamic";

/** The proxy waits for this answer only when it must; a database that is away is reported within it. */
const READ_TIMEOUT_MS = 2000;
const noStore = { "cache-control": "no-store" };

export async function GET(): Promise<Response> {
  let online: boolean;
  try {
    online = await readSiteSwitch(READ_TIMEOUT_MS);
  } catch {
    return Response.json({ database: "down" }, { status: 503, headers: noStore });
  }
  const [project, company] = await Promise.all([getProject().catch(() => undefined), getCompany().catch(() => undefined)]);
  // An instance that no revalidation call reached learns of the switch here: its cached pages follow.
  if (project?.online !== online) markStale(["project"]);
  return Response.json({ online, database: "up", ...(company && { company: contactFacts(company) }) }, { headers: noStore });
}
