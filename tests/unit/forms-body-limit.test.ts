/**
 * Node, also when the mutation tests run it (Stryker's environment reports coverage):
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// The proxy's refusal of a form post over the body limit: a script's post gets the message as text, a
// visitor without scripts a page with a way back to the form; posts within the limit go on.
import { NextRequest } from "next/server";
import { refuseOversizedForm } from "@/lib/forms/body-limit";
import { FORM_BODY_LIMIT_BYTES, FORM_TOO_LARGE_MESSAGE } from "@/lib/forms/result";

const post = (path: string, headers: Record<string, string>) =>
  new NextRequest(`http://localhost${path}`, { method: "POST", headers });
const pageRequest = (path: string, length: number) =>
  post(path, { "content-length": String(length), accept: "text/html,application/xhtml+xml" });

test("a post within the limit, at the limit or without a length goes on", () => {
  expect(refuseOversizedForm(post("/contact-us", {}))).toBeNull();
  expect(refuseOversizedForm(pageRequest("/contact-us", 10))).toBeNull();
  expect(refuseOversizedForm(pageRequest("/contact-us", FORM_BODY_LIMIT_BYTES))).toBeNull();
  expect(refuseOversizedForm(post("/contact-us", { "content-length": "many" }))).toBeNull();
});

test("a script's post over the limit is refused with 413 and the message as plain text", async () => {
  for (const headers of <Record<string, string>[]>[
    { "content-length": String(FORM_BODY_LIMIT_BYTES + 1) },
    {
      "content-length": String(FORM_BODY_LIMIT_BYTES + 1),
      accept: "text/html",
      "next-action": "abc123",
    },
  ]) {
    const answer = refuseOversizedForm(post("/contact-us", headers));
    expect(answer?.status).toBe(413);
    expect(answer?.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await answer?.text()).toBe(FORM_TOO_LARGE_MESSAGE);
  }
});

test("a visitor's post without scripts over the limit gets a page that says why and leads back to the form", async () => {
  const answer = refuseOversizedForm(pageRequest("/career", FORM_BODY_LIMIT_BYTES + 1));
  expect(answer?.status).toBe(413);
  expect(answer?.headers.get("content-type")).toBe("text/html; charset=utf-8");
  const html = await answer!.text();
  expect(html).toMatch(/^<!doctype html>/);
  expect(html).toContain("<title>Form too large</title>");
  expect(html).toContain(">Form too large</h1>");
  expect(html).toContain(FORM_TOO_LARGE_MESSAGE);
  // Back in the browser keeps what was typed; the page's own link opens the form afresh, and says so.
  expect(html).toContain("Go back in your browser to find the form as you filled it in.");
  expect(html).toContain('<a href="/career">Open an empty form</a>');
});

test("the way back keeps only the plain characters of the path", async () => {
  const back = async (path: string) =>
    (await refuseOversizedForm(pageRequest(path, FORM_BODY_LIMIT_BYTES + 1))!.text()).match(
      /<a href="([^"]*)">Open an empty form/,
    )?.[1];
  expect(await back("/products/end-mill_2?x=<b>")).toBe("/products/end-mill_2");
  expect(await back("/career%22onmouseover%3D")).toBe("/career22onmouseover3D");
  expect(await back("/")).toBe("/");
  expect(await back("/%E2%80%A8")).toBe("/E280A8");
});
