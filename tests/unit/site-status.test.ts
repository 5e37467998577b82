/**
 * @jest-environment node
 */
// What the proxy answers before a page (lib/http/site-status.ts), against a fake status route: an
// unknown product costs one question a second however many addresses a crawler makes up, a product
// added a moment ago is found, a page served before stays up while the database is away, and a site
// switched off stays off then.
import { NextRequest } from "next/server";
import { bumpSwitchEpoch } from "@/lib/http/site-facts";
import { decide, PREVIEW_COOKIE, type SiteStatusAnswer } from "@/lib/http/site-status";

let clock = 1_800_000_000_000;
/** What the status route answers now (null: it does not answer), and the questions it was asked. */
let status: ((url: URL) => SiteStatusAnswer) | null;
const asked: string[] = [];

beforeAll(() => {
  jest.spyOn(Date, "now").mockImplementation(() => clock);
  globalThis.fetch = jest.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    asked.push(url.search);
    if (!status) throw new TypeError("fetch failed");
    const answer = status(url);
    return Response.json(answer, { status: answer.database === "down" ? 503 : 200 });
  }) as typeof fetch;
});
beforeEach(() => {
  asked.length = 0;
  // Past every kept answer: each test starts from a question to the route.
  clock += 60_000;
  bumpSwitchEpoch();
});

/** The database up with these products; asked about "new-drill", the route finds it (added since its list was cached). */
const up =
  (products: string[]) =>
  (url: URL): SiteStatusAnswer => ({
    online: true,
    database: "up",
    products:
      url.searchParams.get("product") === "new-drill" ? [...products, "new-drill"] : products,
    services: ["grinding"],
  });
const page = (path: string, cookie?: string) =>
  decide(new NextRequest(`http://localhost:3000${path}`, cookie ? { headers: { cookie } } : {}));

test("made-up product addresses cost one question a second, and a product added a moment ago is found", async () => {
  status = up(["reamers"]);
  expect(await page("/products/reamers")).toBe("pass");
  expect(asked).toHaveLength(1);
  expect(await page("/products/no-such-1")).toBe("not-found");
  for (let n = 2; n <= 20; n++) expect(await page(`/products/no-such-${n}`)).toBe("not-found");
  // One question about the first unknown id; the next 19 within the same second ask nothing.
  expect(asked).toEqual(["", "?product=no-such-1"]);

  clock += 1_100;
  expect(await page("/products/new-drill")).toBe("pass");
  expect(asked.at(-1)).toBe("?product=new-drill");
  expect(asked).toHaveLength(3);
});

test("during an outage a page served before is passed on (Next has its copy); one never served gets the 503", async () => {
  status = up(["reamers"]);
  expect(await page("/technology/grinding")).toBe("pass");
  status = () => ({ database: "down" });
  clock += 3_000;
  expect(await page("/technology/grinding")).toBe("pass");
  expect(await page("/products/reamers-never-served")).toBe("unavailable");
});

test("the owners' preview passes a draft's page, which the lists do not name", async () => {
  status = up([]);
  expect(await page("/products/draft-drill")).toBe("not-found");
  clock += 1_100;
  expect(await page("/products/draft-drill", `${PREVIEW_COOKIE}=owner`)).toBe("pass");
});

test("a site switched off stays off while the database does not answer", async () => {
  status = () => ({ online: false, database: "up", products: [], services: [] });
  expect(await page("/home")).toBe("switched-off");
  status = null;
  bumpSwitchEpoch();
  expect(await page("/home")).toBe("switched-off");
  expect(asked).toHaveLength(2);
});
