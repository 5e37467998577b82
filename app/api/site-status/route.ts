// GET /api/site-status: for the proxy (lib/http/site-status.ts), which keeps the answer for a while and
// asks again when it may have changed: the site switch as the database holds it now (one read; not with
// `?switch=0`, where the server's listeners know it), the company's name, phone and e-mail for the
// proxy's 503 page, and the product and service ids, all three from the cached readers (no read; with
// `?product=` or `?service=`, that id too when its record was added since the list was cached). 503 when
// the database does not answer in time: the proxy then answers pages that were never served before with
// the branded "try again shortly" page. Never cached.
import {
  getCompany,
  getProduct,
  getProducts,
  getService,
  getServices,
  readSiteSwitch,
} from "@/lib/content/read";
import type { SiteStatusAnswer } from "@/lib/http/site-status";
import { contactFacts } from "@/lib/http/unavailable-page";

export const dynamic = "force-dynamic";

/** The proxy waits for this answer only when it must; a database that is away is reported within it. */
const READ_TIMEOUT_MS = 2000;
const noStore = { "cache-control": "no-store" };

/**
 * The ids the site has pages for, when the cached readers can tell (not during an outage with nothing
 * cached), with the id the proxy asks about when it has a page the cached list does not name yet.
 */
async function ids(
  params: URLSearchParams,
): Promise<Pick<SiteStatusAnswer, "products" | "services">> {
  try {
    const [products, services] = await Promise.all([getProducts(), getServices()]);
    const known = { products: products.map((p) => p.id), services: services.map((s) => s.id) };
    const product = params.get("product");
    const service = params.get("service");
    if (product && !known.products.includes(product) && (await getProduct(product)))
      known.products.push(product);
    if (service && !known.services.includes(service) && (await getService(service)))
      known.services.push(service);
    return known;
  } catch {
    return {};
  }
}

const answer = (body: SiteStatusAnswer, status = 200) =>
  Response.json(body, { status, headers: noStore });

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  if (params.get("switch") === "0")
    return answer({ database: "not asked", ...(await ids(params)) });
  let online: boolean;
  try {
    online = await readSiteSwitch(READ_TIMEOUT_MS);
  } catch {
    return answer({ database: "down", ...(await ids(params)) }, 503);
  }
  const [company, known] = await Promise.all([getCompany().catch(() => undefined), ids(params)]);
  return answer({
    online,
    database: "up",
    ...(company && { company: contactFacts(company) }),
    ...known,
  });
}
