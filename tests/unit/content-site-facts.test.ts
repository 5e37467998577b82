// The facts the proxy reads before a page is served: none until the listeners have seen the site
// switch and both id lists, then each new snapshot replaces its own fact; the counter the revalidation
// endpoint bumps. They live on globalThis, shared by the server's separately bundled parts.
import { bumpFactsEpoch, factsEpoch, liveSiteFacts, recordSiteFact } from "@/lib/content/site-facts";

const KEY = Symbol.for("precitech.site-facts");
beforeEach(() => delete (globalThis as Record<symbol, unknown>)[KEY]);

test("before anything is recorded there are no facts and the counter is 0", () => {
  expect(liveSiteFacts()).toBeUndefined();
  expect(factsEpoch()).toBe(0);
});

test("the facts are live once the switch and both id lists are known, in any order", () => {
  recordSiteFact("serviceIds", new Set(["edm"]));
  expect(liveSiteFacts()).toBeUndefined();
  recordSiteFact("online", false);
  expect(liveSiteFacts()).toBeUndefined();
  recordSiteFact("productIds", new Set(["reamer"]));
  expect(liveSiteFacts()).toEqual({ online: false, productIds: new Set(["reamer"]), serviceIds: new Set(["edm"]) });
});

test("a later value replaces its own fact and keeps the others", () => {
  recordSiteFact("online", true);
  recordSiteFact("productIds", new Set(["reamer"]));
  recordSiteFact("serviceIds", new Set());
  recordSiteFact("online", false);
  expect(liveSiteFacts()).toEqual({ online: false, productIds: new Set(["reamer"]), serviceIds: new Set() });
  recordSiteFact("productIds", new Set(["end-mill"]));
  expect(liveSiteFacts()).toEqual({ online: false, productIds: new Set(["end-mill"]), serviceIds: new Set() });
});

test("the counter counts each invalidation and is shared through globalThis", () => {
  bumpFactsEpoch();
  bumpFactsEpoch();
  expect(factsEpoch()).toBe(2);
  expect((globalThis as Record<symbol, { epoch: number }>)[KEY].epoch).toBe(2);
  recordSiteFact("online", true);
  expect(factsEpoch()).toBe(2);
});
