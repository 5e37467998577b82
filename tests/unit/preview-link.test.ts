/**
 * @jest-environment node
 */
// The owners' preview links: signed with the site's key, for a path of the site, working for a day.
import { checkPreviewQuery, PREVIEW_SECONDS, previewQuery } from "@/lib/http/preview";
import { isSitePath } from "@/lib/site/paths";
import { restoreEnvAfterEach } from "@/tests/support/environment";

jest.mock("next/headers", () => ({ draftMode: jest.fn() }));
restoreEnvAfterEach("PREVIEW_SECRET");
beforeEach(() => (process.env.PREVIEW_SECRET = "the-site-preview-key"));

const query = (text: string) => new URLSearchParams(text);
const NOW = 1_795_000_000_000;

test("a link the site made opens its page until a day has passed", () => {
  const link = previewQuery("/products/reamers", NOW);
  expect(checkPreviewQuery(query(link), NOW)).toEqual({ ok: true, path: "/products/reamers" });
  expect(checkPreviewQuery(query(link), NOW + PREVIEW_SECONDS * 1000)).toEqual({
    ok: true,
    path: "/products/reamers",
  });
  expect(checkPreviewQuery(query(link), NOW + PREVIEW_SECONDS * 1000 + 1)).toEqual({
    ok: false,
    reason: "expired",
  });
});

test("a link changed in any part, or signed with another key, opens nothing", () => {
  const link = query(previewQuery("/products/reamers", NOW));
  const altered = (name: string, value: string) => {
    const copy = new URLSearchParams(link);
    copy.set(name, value);
    return checkPreviewQuery(copy, NOW);
  };
  expect(altered("path", "/products/form-tools")).toEqual({ ok: false, reason: "invalid" });
  expect(altered("expires", String(Number(link.get("expires")) + 1000))).toEqual({
    ok: false,
    reason: "invalid",
  });
  expect(altered("signature", `${link.get("signature")}x`)).toEqual({
    ok: false,
    reason: "invalid",
  });
  expect(checkPreviewQuery(query(""), NOW)).toEqual({ ok: false, reason: "invalid" });
  process.env.PREVIEW_SECRET = "another-key";
  expect(checkPreviewQuery(link, NOW)).toEqual({ ok: false, reason: "invalid" });
});

test("only paths of this site are previewed: never another host", () => {
  for (const path of ["/", "/products/reamers", "/no-such-page"])
    expect([path, isSitePath(path)]).toEqual([path, true]);
  for (const path of [
    "//evil.example/x",
    "https://evil.example",
    "products",
    "/\\evil.example",
    "/a\nb",
    "",
  ])
    expect([path, isSitePath(path)]).toEqual([path, false]);
  expect(checkPreviewQuery(query(previewQuery("//evil.example", NOW)), NOW)).toEqual({
    ok: false,
    reason: "invalid",
  });
});
