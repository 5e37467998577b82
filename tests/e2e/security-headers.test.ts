// The security headers of the production build on every route (pages, a product, a service, the 404
// page, the Oops page), and Chromium loading the pages and sending a form under the policy without a
// single violation reported.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { eventually, siteUrl } from "./support/browser";
import { testDb } from "./support/database";
import { emptyRateLimits } from "./support/forms";
import { escapeHtml, eventuallyServed, untilGone } from "./support/html";
import { useWithPage, withDocument } from "./support/shell";
import { E2E_PROJECT_ID, FAKE_SERVICE_ACCOUNT } from "./support/site";
import { FORM_BODY_LIMIT_BYTES, MIN_FILL_MS } from "@/lib/forms/result";

jest.setTimeout(180_000);

const withPage = useWithPage();

const PAGES = [
  "/home",
  "/about-us",
  "/products",
  "/technology",
  "/quality-control",
  "/clients",
  "/career",
  "/contact-us",
];
const DETAILS = ["/products/form-tools", "/technology/cnc-tool-grinding"];
const NOT_FOUND = ["/no-such-page", "/products/no-such-product"];

type Policy = Map<string, string[]>;

function parsePolicy(header: string | null): Policy {
  expect(header).toBeTruthy();
  return new Map(
    (header ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** What the issue requires of the policy, for one answer. */
function expectPolicy(header: string | null): void {
  const policy = parsePolicy(header);
  expect(policy.get("default-src")).toEqual(["'self'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'self'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("form-action")).toEqual(["'self'"]);
  expect(header).not.toContain("'unsafe-eval'");
  // A nonce would differ per request and force every page to be rendered per request.
  expect(header).not.toMatch(/'nonce-/);
  // connect-src: the site itself, the live listeners' database (its browser channel) and where the contact
  // form uploads files (the local Storage), nothing else.
  const browserHost = process.env.FIRESTORE_BROWSER_HOST;
  const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  expect(browserHost).toBeTruthy();
  expect(storageHost).toBeTruthy();
  expect(policy.get("connect-src")).toEqual([
    "'self'",
    `http://${browserHost}`,
    `http://${storageHost}`,
  ]);
}

async function headersOf(pathname: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(siteUrl(pathname), init);
  await res.arrayBuffer();
  return res;
}

test.each([...PAGES, ...DETAILS])(
  "%s carries the policy, no HSTS on plain http, and stays cached",
  async (pathname) => {
    const first = await headersOf(pathname);
    expect(first.status).toBe(200);
    expectPolicy(first.headers.get("content-security-policy"));
    expect(first.headers.get("strict-transport-security")).toBeNull();
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    // Served from Next's cache, not rendered for this request.
    const again = await headersOf(pathname);
    expect(again.headers.get("x-nextjs-cache")).toMatch(/^(HIT|STALE)$/);
    expect(again.headers.get("cache-control") ?? "").not.toMatch(/no-store|private/);
    expect(again.headers.get("content-security-policy")).toBe(
      first.headers.get("content-security-policy"),
    );
  },
);

test("/ redirects to a page with the policy", async () => {
  const res = await headersOf("/");
  expect(res.url).toBe(siteUrl("/home"));
  expectPolicy(res.headers.get("content-security-policy"));
});

test.each(NOT_FOUND)("the 404 page for %s carries the policy", async (pathname) => {
  const res = await headersOf(pathname);
  expect(res.status).toBe(404);
  expectPolicy(res.headers.get("content-security-policy"));
});

test("files, the 404 page of a missing file and API answers carry the static headers, served without the proxy", async () => {
  for (const pathname of [
    "/logo.svg",
    "/robots.txt",
    "/sitemap.xml",
    "/images/no-such-picture.png",
    "/api/health",
  ]) {
    const res = await headersOf(pathname);
    expect([pathname, res.headers.get("x-content-type-options")]).toEqual([pathname, "nosniff"]);
    expect([pathname, res.headers.get("x-frame-options")]).toEqual([pathname, "DENY"]);
    const policy = parsePolicy(res.headers.get("content-security-policy"));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    // Only the proxy knows the live database's address, which only pages need.
    expect([pathname, policy.get("connect-src")]).toEqual([pathname, ["'self'"]]);
  }
  expect((await headersOf("/images/no-such-picture.png")).status).toBe(404);
  const https = await headersOf("/logo.svg", { headers: { "x-forwarded-proto": "https" } });
  expect(https.headers.get("strict-transport-security")).toBe(
    "max-age=31536000; includeSubDomains",
  );
  expect((await headersOf("/logo.svg")).headers.get("strict-transport-security")).toBeNull();
});

test("a form post without scripts, and the 413 answer to one too large, carry the policy", async () => {
  const post = (body: string) =>
    headersOf("/contact-us", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body,
    });
  const small = await post("name=x");
  expectPolicy(small.headers.get("content-security-policy"));
  const large = await post(`message=${"a".repeat(FORM_BODY_LIMIT_BYTES + 1000)}`);
  expect(large.status).toBe(413);
  expectPolicy(large.headers.get("content-security-policy"));
});

test.each(["/home", "/products/form-tools", "/no-such-page"])(
  "%s over HTTPS (behind a proxy) carries HSTS for a year",
  async (pathname) => {
    const res = await headersOf(pathname, { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  },
);

// ---- in Chromium ------------------------------------------------------------------------------------

type Violation = { directive: string; blocked: string };

/** Records CSP violations of the page: the DOM event and the console's "Refused to …" errors. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push({ directive: e.violatedDirective, blocked: e.blockedURI }),
    );
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { __violations?: Violation[] }).__violations ?? [],
    );
    return [...consoleReports, ...events.map((v) => `${v.directive} blocked ${v.blocked}`)];
  };
}

// Long enough for the page's scripts, its live listeners' first requests and late images to run.
const SETTLE_MS = 2000;

test("every page, a product, a service and the 404 page load in Chromium with no CSP violation", async () => {
  await withPage({}, async (page) => {
    const violations = await watchViolations(page);
    for (const pathname of [...PAGES, ...DETAILS, "/no-such-page"]) {
      const res = await page.goto(siteUrl(pathname), { waitUntil: "load" });
      expect(res?.headers()["content-security-policy"]).toBeTruthy();
      // The page is interactive: React took over (client navigation works through the menu).
      await page.waitForFunction(() => document.readyState === "complete");
      await page.waitForTimeout(SETTLE_MS);
      expect({ pathname, violations: await violations() }).toEqual({ pathname, violations: [] });
    }
  });
});

test("the contact form is sent under the policy with no violation, and the inquiry is written", async () => {
  const message = `Quote for 20 reamers under the policy ${Date.now()}`;
  // Other files' posts from the same address may still be counted.
  await emptyRateLimits();
  try {
    await withPage({}, async (page) => {
      const violations = await watchViolations(page);
      await page.goto(siteUrl("/contact-us"));
      await page.waitForFunction(() => document.readyState === "complete");
      const form = page.locator("main form");
      await form.locator('[name="name"]').fill("Kiran Desai");
      await form.locator('[name="email"]').fill("kiran@valsad-works.in");
      await form.locator('[name="phone"]').fill("+91 98250 11111");
      await form.locator('[name="message"]').fill(message);
      await page.waitForTimeout(MIN_FILL_MS + 200);
      await form.locator('button[type="submit"]').click();
      await page.getByRole("status").filter({ hasText: "Thank you, Kiran Desai." }).waitFor();
      await page.waitForTimeout(SETTLE_MS);
      expect(await violations()).toEqual([]);
    });
    const written = await testDb().collection("Inquiries").where("message", "==", message).get();
    expect(written.size).toBe(1);
  } finally {
    const written = await testDb().collection("Inquiries").where("message", "==", message).get();
    await Promise.all(written.docs.map((d) => d.ref.delete()));
    await emptyRateLimits();
  }
});

test("the Oops page of a switched-off site carries the policy, and shows with no violation", async () => {
  await withPage({}, async (page) => {
    const violations = await watchViolations(page);
    await withDocument("project/site", { online: false }, async () => {
      await eventually(
        page,
        "/about-us",
        async () => (await page.locator("h1").first().textContent()) === "Oops",
      );
      const res = await headersOf("/about-us");
      expect(res.status).toBe(503);
      expectPolicy(res.headers.get("content-security-policy"));
      expect(await violations()).toEqual([]);
    });
    await eventually(page, "/about-us", async () => (await page.locator("footer").count()) === 1);
  });
});

// The browser's live channel opens after the page is interactive; an edit then reaches it within seconds.
const LIVE_TIMEOUT_MS = 30_000;

test("a live update reaches an open product page under the policy, with no violation and no reload", async () => {
  const ref = testDb().doc("Products/form-tools");
  const before = (await ref.get()).data();
  expect(before?.product_name).toBeTruthy();
  await withPage({}, async (page) => {
    const violations = await watchViolations(page);
    const channel = page.waitForRequest((r) => r.url().includes("/Listen/channel"), {
      timeout: LIVE_TIMEOUT_MS,
    });
    await page.goto(siteUrl("/products/form-tools"));
    await channel.catch(async (error: Error) => {
      throw new Error(
        `the live channel never opened; violations: ${JSON.stringify(await violations())}; ${error.message}`,
      );
    });
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    const heading = (name: string) =>
      page.locator("h1").filter({ hasText: name }).waitFor({ timeout: LIVE_TIMEOUT_MS });
    try {
      // The first edit may arrive with the listener's first snapshot; the second can only arrive as a change.
      const first = `Form Tools, first live edit ${Date.now()}`;
      await ref.update({ product_name: first });
      await heading(first);
      const second = `Form Tools, second live edit ${Date.now()}`;
      await ref.update({ product_name: second });
      await heading(second);
      expect(
        await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
      ).toBe(true);
      expect(await violations()).toEqual([]);
    } finally {
      await ref.update({ product_name: before?.product_name });
    }
  });
});

// ---- the service account never reaches the browser ----------------------------------------------------

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

test("the service account the site was built and started with is in no client file and no page", async () => {
  // The e2e build and server run with a fake service account in the environment (support/site.ts).
  const secrets = [
    FAKE_SERVICE_ACCOUNT.client_email,
    FAKE_SERVICE_ACCOUNT.private_key.split("\n")[1],
    "PRIVATE KEY",
  ];
  const files = filesUnder(path.join(process.cwd(), ".next", "static")).filter((f) =>
    /\.(js|css|json|txt|html)$/.test(f),
  );
  expect(files.filter((f) => f.endsWith(".js")).length).toBeGreaterThan(5);
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const secret of secrets)
      expect({ file, leaks: text.includes(secret) }).toEqual({ file, leaks: false });
  }
  for (const pathname of ["/home", "/contact-us", "/no-such-page"]) {
    const html = await (await fetch(siteUrl(pathname))).text();
    for (const secret of secrets) expect(html.includes(secret)).toBe(false);
  }
});

test("the image optimiser takes only pictures of the project's own Storage: a product's picture there goes through it, another bucket's is linked as it is and refused", async () => {
  const own = `https://firebasestorage.googleapis.com/v0/b/${E2E_PROJECT_ID}.firebasestorage.app/o/products%2Fform-tools.jpg?alt=media`;
  const other =
    "https://firebasestorage.googleapis.com/v0/b/someone-else.appspot.com/o/photo.jpg?alt=media";
  const refused = await headersOf(`/_next/image?url=${encodeURIComponent(other)}&w=640&q=75`);
  expect(refused.status).toBe(400);
  const product = (await testDb().doc("Products/form-tools").get()).data();
  if (!product) throw new Error("the test database has no product form-tools");
  for (const [picture, src] of [
    [own, `/_next/image?url=${encodeURIComponent(own)}`],
    [other, other],
  ]) {
    await withDocument("Products/form-tools", { ...product, image: picture }, async () => {
      await eventuallyServed(
        "/products/form-tools",
        (html) => html.includes(`src="${escapeHtml(src)}`),
        30_000,
        `a picture at ${src}`,
      );
    });
  }
  await untilGone(["/products/form-tools"], "someone-else.appspot.com");
});
