/**
 * @jest-environment node
 */
// The revalidation endpoint's wait for new versions of the pages that show an edited collection
// (lib/http/render-again.ts): each page is asked for until its HTML changes, a page that is not answered
// 200 is not waited for, and the wait is bounded.
import { pagesShowing, renderAgain } from "@/lib/http/render-again";

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A server whose pages answer the given bodies in turn (the last one from then on). */
function serving(pages: Record<string, (string | number)[]>) {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (input: string | URL | Request) => {
    const path = new URL(String(input)).pathname;
    asked.push(path);
    const answers = pages[path];
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    return typeof answer === "number" ? new Response("", { status: answer }) : new Response(answer);
  }) as typeof fetch;
  return asked;
}

test("the pages of a collection: its own, once each, none for what every page shows", () => {
  expect(pagesShowing(["home"])).toEqual(["/home"]);
  expect(pagesShowing(["Products", "certifications"])).toEqual([
    "/products",
    "/home",
    "/quality-control",
  ]);
  expect(pagesShowing(["project", "color"])).toEqual([]);
  // /home shows the services and the clients too.
  expect(pagesShowing(["Services", "clients"])).toEqual(["/technology", "/home", "/clients"]);
  // The privacy notice names the company's e-mail as its contact.
  expect(pagesShowing(["privacy"])).toEqual(["/privacy"]);
  expect(pagesShowing(["company"])).toEqual(["/home", "/contact-us", "/privacy"]);
});

test("each page is asked for until its HTML is no longer the copy answered first", async () => {
  const asked = serving({ "/home": ["old", "old", "old", "new"], "/products": ["old", "new"] });
  await renderAgain("http://127.0.0.1:3000", ["/home", "/products"]);
  expect(asked.filter((p) => p === "/home")).toHaveLength(4);
  expect(asked.filter((p) => p === "/products")).toHaveLength(2);
});

test("a page not answered 200 is not waited for; one that never changes is waited for 2.5 s at most", async () => {
  const missing = serving({ "/career": [404] });
  await renderAgain("http://127.0.0.1:3000", ["/career"]);
  expect(missing).toEqual(["/career"]);

  serving({ "/clients": ["same"] });
  const started = Date.now();
  await renderAgain("http://127.0.0.1:3000", ["/clients"]);
  expect(Date.now() - started).toBeGreaterThanOrEqual(2400);
  expect(Date.now() - started).toBeLessThan(3500);
});
