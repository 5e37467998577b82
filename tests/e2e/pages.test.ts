// The content pages on the production build: each route's database content is in the server HTML,
// new products get pages, unknown ids answer 404, empty collections show an empty state, and text with
// markup is shown as text.
import { DEFAULT_PRIVACY } from "@/lib/site/default-privacy";
import { eventually, siteUrl, useBrowser } from "./support/browser";
import { testDb } from "./support/database";
import { escapeHtml, fetchPage, untilGone } from "./support/html";
import { withDocument } from "./support/shell";

jest.setTimeout(180_000);

const newPage = useBrowser();

type Doc = Record<string, unknown> & { id: string };
async function docs(collection: string): Promise<Doc[]> {
  const snap = await testDb().collection(collection).get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }));
}
const field = (doc: Doc | undefined, name: string) => String(doc?.[name] ?? "");

function expectAll(html: string, texts: string[]) {
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(html).toContain(escapeHtml(text));
}

describe("every route answers 200 with its database content in the server HTML", () => {
  test("/home: headline, featured products, services and clients", async () => {
    const [[home], products, services, clients] = await Promise.all([
      docs("home"),
      docs("Products"),
      docs("Services"),
      docs("clients"),
    ]);
    const { status, html } = await fetchPage("/home");
    expect(status).toBe(200);
    expectAll(html, [field(home, "title"), field(home, "intro_heading")]);
    expectAll(
      html,
      products
        .filter((p) => p.featured)
        .map((p) => field(p, "product_name"))
        .slice(0, 3),
    );
    expect(services.some((s) => html.includes(escapeHtml(field(s, "name"))))).toBe(true);
    expect(clients.some((c) => html.includes(escapeHtml(`${field(c, "name")} logo`)))).toBe(true);
  });

  test("/about-us: story, facility and team", async () => {
    const [[about], team] = await Promise.all([docs("about_us"), docs("our_teams")]);
    const { status, html } = await fetchPage("/about-us");
    expect(status).toBe(200);
    expectAll(html, [
      field(about, "heading"),
      (about.story as string[])[0],
      field(about, "facility_text"),
    ]);
    expectAll(
      html,
      team.flatMap((m) => [field(m, "name"), field(m, "role")]),
    );
  });

  test("/products lists every product with a link to its page", async () => {
    const products = await docs("Products");
    const { status, html } = await fetchPage("/products");
    expect(status).toBe(200);
    expectAll(
      html,
      products.map((p) => field(p, "product_name")),
    );
    for (const p of products)
      expect(html).toContain(`href="/products/${encodeURIComponent(p.id)}"`);
  });

  test("/products/{id} shows the product, its specifications, applications, datasheet and inquiry link", async () => {
    const [product] = (await docs("Products")).filter((p) => p.datasheet_url);
    const { status, html } = await fetchPage(`/products/${product.id}`);
    expect(status).toBe(200);
    const specs = product.specifications as { label: string; value: string }[];
    expectAll(html, [
      field(product, "product_name"),
      field(product, "description"),
      ...specs.flatMap((s) => [s.label, s.value]),
    ]);
    expectAll(html, product.applications as string[]);
    expect(html).toContain(`href="${escapeHtml(`/contact-us?product=${product.id}`)}"`);
    expect(html).toContain(`href="${field(product, "datasheet_url")}"`);
    const pdf = await fetch(siteUrl(field(product, "datasheet_url")));
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  test("/technology lists services and machinery; each service has its own page", async () => {
    const services = await docs("Services");
    const { status, html } = await fetchPage("/technology");
    expect(status).toBe(200);
    expectAll(
      html,
      services.map((s) => field(s, "name")),
    );
    expectAll(
      html,
      services.flatMap((s) => (s.machines as { name: string }[]).map((m) => m.name)),
    );
    for (const s of services) {
      expect(html).toContain(`href="/technology/${s.id}"`);
      const detail = await fetchPage(`/technology/${s.id}`);
      expect(detail.status).toBe(200);
      expectAll(detail.html, [
        field(s, "name"),
        field(s, "description"),
        ...(s.capabilities as string[]),
      ]);
    }
  });

  test("/quality-control shows the process and the inspection equipment", async () => {
    const items = await docs("quality_control");
    const { status, html } = await fetchPage("/quality-control");
    expect(status).toBe(200);
    expectAll(
      html,
      items.map((i) => field(i, "title")),
    );
    // Specifications read as typed: units keep their case ("Ra 0.05 to 10 µm", not "RA … MM").
    const page = await newPage();
    await page.goto(siteUrl("/quality-control"));
    const shown = await page.locator("main").innerText();
    const specifications = items
      .map((i) => i.specification)
      .filter((s): s is string => typeof s === "string");
    expect(specifications.length).toBeGreaterThan(0);
    for (const specification of specifications) expect(shown).toContain(specification);
    await page.context().close();
  });

  test("/clients shows every client with its industry", async () => {
    const clients = await docs("clients");
    const { status, html } = await fetchPage("/clients");
    expect(status).toBe(200);
    expectAll(
      html,
      clients.flatMap((c) => [field(c, "name"), field(c, "industry")]),
    );
  });

  test("/career shows the open positions with details and the application form", async () => {
    const open = (await docs("career_detail")).filter((c) => c.open !== false);
    const { status, html } = await fetchPage("/career");
    expect(status).toBe(200);
    expectAll(
      html,
      open.flatMap((c) => [
        field(c, "title"),
        field(c, "description"),
        ...(c.requirements as string[]),
      ]),
    );
    const page = await newPage();
    await page.goto(siteUrl("/career"));
    expect(await page.getByRole("form", { name: "Job application" }).count()).toBe(1);
    await page.context().close();
  });

  test("/contact-us has address, click-to-call, e-mail, WhatsApp, map, hours and the inquiry form", async () => {
    const page = await newPage();
    const res = await page.goto(siteUrl("/contact-us"));
    expect(res?.status()).toBe(200);
    await expect(page.locator('a[href^="tel:+91"]').first().getAttribute("href")).resolves.toMatch(
      /^tel:\+91\d{10}$/,
    );
    await expect(page.locator('a[href^="mailto:"]').first().getAttribute("href")).resolves.toMatch(
      /^mailto:\S+@\S+$/,
    );
    await expect(
      page.locator('a[href^="https://wa.me/"]').first().getAttribute("href"),
    ).resolves.toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(await page.locator('a[href^="https://www.google.com/maps/"]').count()).toBeGreaterThan(
      0,
    );
    const text = await page.locator("main").innerText();
    expect(text).toContain("GIDC Gundlav");
    expect(text).toMatch(/Monday to Saturday\s+9:00 to 18:30/);
    expect(await page.getByRole("form", { name: "Inquiry" }).count()).toBe(1);
    await page.context().close();
  });
});

describe("/privacy", () => {
  test("shows the notice with the company's e-mail as the contact; every page's footer and both forms link to it", async () => {
    const [company] = await docs("company");
    const email = field(company, "email");
    const { status, html } = await fetchPage("/privacy");
    expect(status).toBe(200);
    expectAll(html, [
      DEFAULT_PRIVACY.title,
      DEFAULT_PRIVACY.intro,
      ...DEFAULT_PRIVACY.sections.flatMap((s) => [s.heading, s.text]),
      "Last updated 27 November 2026",
    ]);
    // The contact under the notice, in the server's HTML (the footer names the e-mail too).
    const contact = /<section id="privacy-contact"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(contact).toContain(`href="mailto:${escapeHtml(email)}"`);
    expect(contact).toContain(`>${escapeHtml(email)}</a>`);
    const page = await newPage();
    try {
      for (const path of ["/home", "/privacy", "/no-such-page"]) {
        await page.goto(siteUrl(path));
        expect([
          path,
          await page
            .locator("footer")
            .getByRole("link", { name: "Privacy notice" })
            .getAttribute("href"),
        ]).toEqual([path, "/privacy"]);
      }
      for (const [path, form] of [
        ["/contact-us", "Inquiry"],
        ["/career", "Job application"],
      ]) {
        await page.goto(siteUrl(path));
        const link = page
          .getByRole("form", { name: form })
          .getByRole("link", { name: "privacy notice" });
        expect([path, await link.getAttribute("href"), await link.getAttribute("target")]).toEqual([
          path,
          "/privacy",
          "_blank",
        ]);
      }
      await page.locator("footer").getByRole("link", { name: "Privacy notice" }).click();
      await page.getByRole("heading", { level: 1, name: DEFAULT_PRIVACY.title }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/privacy");
    } finally {
      await page.context().close();
    }
  });

  test("the owners' notice replaces the default; one that does not fit, or none, brings the default back", async () => {
    const title = `Our privacy notice ${Date.now()}`;
    const heading = (page: Awaited<ReturnType<typeof newPage>>) =>
      page.getByRole("heading", { level: 1 }).textContent();
    const page = await newPage();
    try {
      await withDocument(
        "privacy/main",
        { title, sections: [{ heading: "What we keep", text: "Only what you send us." }] },
        async () => {
          await eventually(page, "/privacy", async () => (await heading(page)) === title);
          expect(await page.locator("main").innerText()).not.toContain(
            DEFAULT_PRIVACY.sections[0].text,
          );
          // Sections typed as text: the document does not fit, and the page shows the default, not an error.
          await testDb().doc("privacy/main").update({ sections: "Only what you send us." });
          await eventually(
            page,
            "/privacy",
            async () => (await heading(page)) === DEFAULT_PRIVACY.title,
          );
          await expect(page.locator("main").innerText()).resolves.toContain(
            DEFAULT_PRIVACY.sections[0].text,
          );
          await testDb()
            .doc("privacy/main")
            .update({ sections: [{ heading: "What we keep", text: "Only what you send us." }] });
          await eventually(page, "/privacy", async () => (await heading(page)) === title);
          await testDb().doc("privacy/main").delete();
          await eventually(
            page,
            "/privacy",
            async () => (await heading(page)) === DEFAULT_PRIVACY.title,
          );
        },
      );
    } finally {
      await page.context().close();
    }
  });
});

test("a product added to the database gets a working page, a card on /products and a sitemap entry", async () => {
  const id = `e2e-new-product-${Date.now()}`;
  const name = `Hob Cutter ${Date.now()}`;
  const ref = testDb().collection("Products").doc(id);
  await ref.set({
    product_name: name,
    summary: "Gear hobs reground to class AA.",
    specifications: [{ label: "Module", value: "0.5 – 6" }],
    order: 99,
  });
  const page = await newPage();
  try {
    await eventually(
      page,
      `/products/${id}`,
      async () => (await page.locator("h1").textContent()) === name,
    );
    await expect(page.getByRole("cell", { name: "0.5 – 6" }).count()).resolves.toBe(1);
    await eventually(
      page,
      "/products",
      async () => (await page.locator("main").getByRole("link", { name }).count()) === 1,
    );
    await eventually(page, "/sitemap.xml", async () =>
      (await page.content()).includes(`/products/${id}<`),
    );
  } finally {
    await ref.delete();
    await untilGone(["/products", "/sitemap.xml"], id);
    await page.context().close();
  }
});

test("a product's page opens as soon as the product is in the database", async () => {
  // The header and footer may list a new product before the site's kept list of ids is refreshed; a
  // click on it must open the page, not a 404.
  const id = `e2e-instant-${Date.now()}`;
  const ref = testDb().collection("Products").doc(id);
  await fetchPage("/products/form-tools"); // the site has a recent list of ids without this product
  await ref.set({ product_name: "Instant Reamer", order: 96 });
  try {
    const answer = await fetchPage(`/products/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.html).toContain("Instant Reamer");
  } finally {
    await ref.delete();
    await untilGone(["/products/form-tools"], id);
  }
});

test("a page is read or posted to: other methods are refused with 405 and the methods it takes, never answered with the page", async () => {
  for (const path of ["/products/reamers", "/products/no-such-product", "/contact-us", "/home"]) {
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const res = await fetch(siteUrl(path), { method });
      expect([path, method, res.status, res.headers.get("allow")]).toEqual([
        path,
        method,
        405,
        "GET, HEAD, POST",
      ]);
      expect(await res.text()).toBe("");
    }
  }
  const head = await fetch(siteUrl("/products/reamers"), { method: "HEAD" });
  expect(head.status).toBe(200);
});

describe("unknown ids and routes answer 404 with a helpful page", () => {
  test.each([
    "/products/no-such-product",
    "/technology/no-such-service",
    "/no-such-page",
    "/products/no%20such%20id",
    "/products/bad%zzescape",
    "/contact-us/product/no-such-product",
  ])("%s", async (path) => {
    // The helpful page is in the server's HTML, for visitors without scripts and for crawlers.
    const html = await fetch(siteUrl(path)).then(async (r) => ({
      status: r.status,
      body: await r.text(),
    }));
    expect(html.status).toBe(404);
    expect(html.body).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html.body).toContain('href="/products"');
    // Kept out of search results, said once.
    expect(html.body.match(/<meta name="robots" content="noindex"\/>/g)).toHaveLength(1);
    const page = await newPage();
    const res = await page.goto(siteUrl(path));
    expect(res?.status()).toBe(404);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.locator('main a[href="/products"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href="/home"]').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});

test("a contact link naming a product the site does not have opens the plain contact form; one it has is preselected", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  const res = await page.goto(siteUrl("/contact-us?product=no-such-product"));
  expect(res?.status()).toBe(200);
  expect(await page.getByRole("button", { name: "Send inquiry" }).count()).toBe(1);
  expect(await page.getByLabel("A quote for products").isChecked()).toBe(false);
  await page.goto(siteUrl("/contact-us?product=form-tools"));
  expect(await page.getByLabel("A quote for products").isChecked()).toBe(true);
  expect(await page.getByLabel("Quantity of Form Tools").inputValue()).toBe("1");
  await page.context().close();
});

test("markup typed into a product's fields is shown as text and never runs", async () => {
  const id = `e2e-markup-${Date.now()}`;
  const name = `<img src=x onerror="window.__xss=1">Drill`;
  const description = `<script>window.__xss=2</script></script ><script>window.__xss=3</script>`;
  const ref = testDb().collection("Products").doc(id);
  await ref.set({
    product_name: name,
    description,
    summary: `<b onmouseover="window.__xss=4">bold</b>`,
    order: 98,
  });
  const page = await newPage();
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  try {
    await eventually(
      page,
      `/products/${id}`,
      async () => (await page.locator("h1").textContent()) === name,
    );
    await expect(page.locator("main").innerText()).resolves.toContain(description);
    await eventually(
      page,
      "/products",
      async () => (await page.locator("main").getByRole("link", { name }).count()) === 1,
    );
    // A live page keeps its listener's channel open, so the network never goes idle: wait instead until
    // the tab has applied its first Products snapshot, so the live rendering has run as well.
    await page.addInitScript(() => {
      const w = window as { __productsLive?: boolean };
      window.addEventListener("live-content", (e) => {
        if ((e as CustomEvent<{ collection: string }>).detail.collection === "Products")
          w.__productsLive = true;
      });
    });
    for (const path of [`/products/${id}`, "/products"]) {
      await page.goto(siteUrl(path));
      await page.waitForFunction(
        () => (window as { __productsLive?: boolean }).__productsLive === true,
        undefined,
        { timeout: 30_000 },
      );
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      expect(await page.locator('img[src="x"], b[onmouseover]').count()).toBe(0);
    }
    expect(dialogs).toEqual([]);
  } finally {
    await ref.delete();
    await untilGone(["/products"], id);
    await page.context().close();
  }
});

test("an empty collection shows an empty state instead of a broken section", async () => {
  const col = testDb().collection("clients");
  const saved = (await col.get()).docs.map((d) => ({ id: d.id, data: d.data() }));
  const page = await newPage();
  try {
    await Promise.all(saved.map((d) => col.doc(d.id).delete()));
    await eventually(page, "/clients", async () => (await page.getByRole("status").count()) === 1);
    await expect(page.getByRole("status").innerText()).resolves.toMatch(
      /client list is being updated/i,
    );
    expect(await page.locator("section#clients li").count()).toBe(0);
  } finally {
    await Promise.all(saved.map((d) => col.doc(d.id).set(d.data)));
    await page.context().close();
  }
  // Restored: the site shows the clients again.
  const check = await newPage();
  await eventually(check, "/clients", async () => (await check.getByRole("status").count()) === 0);
  await check.context().close();
});
