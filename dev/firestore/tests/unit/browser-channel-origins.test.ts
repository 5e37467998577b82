// Whose pages the browser channel serves: the site's local addresses on the port it serves, and the
// address the site is reached at (NEXT_PUBLIC_SITE_URL), so that a site behind a proxy on its own
// domain gets its live updates too. Any other page is refused (browser-channel-limits.test.ts).
import { siteOrigins } from "@/dev/firestore/browser-channel/origins";

test("the local addresses of the site's port, 3000 when none is set", () => {
  expect(siteOrigins({})).toEqual([
    "http://localhost:3000",
    "http://127.0.0.1:3000",
    "http://[::1]:3000",
  ]);
  expect(siteOrigins({ PORT: "4100" })).toEqual([
    "http://localhost:4100",
    "http://127.0.0.1:4100",
    "http://[::1]:4100",
  ]);
});

test("the site's public address, by its origin only; one that is not a URL leaves the local ones", () => {
  expect(
    siteOrigins({ PORT: "4100", NEXT_PUBLIC_SITE_URL: "https://www.precitech.example/home" }),
  ).toEqual([
    "http://localhost:4100",
    "http://127.0.0.1:4100",
    "http://[::1]:4100",
    "https://www.precitech.example",
  ]);
  expect(siteOrigins({ NEXT_PUBLIC_SITE_URL: "http://localhost:3000" })).toHaveLength(3);
  expect(siteOrigins({ NEXT_PUBLIC_SITE_URL: "www.precitech.example" })).toHaveLength(3);
});
