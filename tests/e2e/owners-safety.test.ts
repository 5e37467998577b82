// The owners edit safely, on a site of the test's own (`npm start`, mails to the owners configured):
// a draft leaves every public place within seconds and shows in a private preview; content the site
// cannot show is mailed once per new problem and once when fixed; a deleted document comes back with
// `content undo`, which the history keeps too.
import { execFile } from "node:child_process";
import { FieldValue } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { PREVIEW_NOTICE } from "@/components/layout/preview-banner";
import { useBrowser } from "./support/browser";
import { connectAdmin } from "./support/database";
import {
  childEnv,
  siteEnv,
  startSite,
  stopSite,
  type RunningSite,
  type SiteEnv,
} from "./support/site";

jest.setTimeout(240_000);

const OWNER = "owner@precitech.example";
const newPage = useBrowser();
let env: SiteEnv;
let site: RunningSite;
let admin: ReturnType<typeof connectAdmin>;

beforeAll(async () => {
  env = { ...(await siteEnv()), NOTIFY_CONTENT_TO: OWNER };
  site = await startSite(env);
  admin = connectAdmin(env.FIRESTORE_EMULATOR_HOST);
});

afterAll(async () => {
  await admin?.close();
  if (site) await stopSite(site);
});

/** `npm run content -- …` on the site's database, with its settings and keys; its exit code and what it printed. */
function content(...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      "npm",
      ["run", "--silent", "content", "--", ...args],
      { env: { ...childEnv(env), NEXT_PUBLIC_SITE_URL: site.url }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

async function html(path: string): Promise<{ status: number; body: string }> {
  const res = await fetch(`${site.url}${path}`);
  return { status: res.status, body: await res.text() };
}

/** Asks `check` every 250 ms until it holds or `ms` pass; how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return Date.now() - started;
}

const footerLinks = (page: Page, id: string) =>
  page.locator(`footer a[href="/products/${id}"]`).count();

test("a draft leaves the public site within 3 s, shows in the preview only, and comes back when published", async () => {
  const id = `draft-drill-${Date.now()}`;
  const ref = admin.db.collection("Products").doc(id);
  await ref.set({ product_name: "Draft Step Drill", summary: "Shown once published.", order: 50 });
  await within(10_000, async () => (await html("/products")).body.includes("Draft Step Drill"));
  const tab = await newPage();
  try {
    await tab.goto(`${site.url}/products`);
    await within(30_000, async () => (await footerLinks(tab, id)) === 1);

    await ref.update({ draft: true });
    const gone = await within(10_000, async () => {
      const [list, map, page] = await Promise.all([
        html("/products"),
        html("/sitemap.xml"),
        html(`/products/${id}`),
      ]);
      return (
        (await footerLinks(tab, id)) === 0 &&
        !list.body.includes("Draft Step Drill") &&
        !map.body.includes(id) &&
        page.status === 404
      );
    });
    expect(gone).toBeLessThanOrEqual(3000);

    const preview = await content("preview", `/products/${id}`);
    expect(preview.code).toBe(0);
    const link = /https?:\/\/\S+\/api\/preview\?\S+/.exec(preview.out)?.[0];
    expect(link).toBeTruthy();
    const owner = await newPage();
    const stranger = await newPage();
    try {
      await owner.goto(link!);
      await owner.getByRole("heading", { level: 1, name: "Draft Step Drill" }).waitFor();
      await owner.getByText(PREVIEW_NOTICE).waitFor();
      expect(new URL(owner.url()).pathname).toBe(`/products/${id}`);
      // Another browser, without the link: nothing of the draft.
      const other = await stranger.goto(`${site.url}/products/${id}`);
      expect(other?.status()).toBe(404);
      // A link altered by one character shows no preview.
      const forged = await stranger.goto(
        link!.replace(/signature=(.)/, (_, c: string) => `signature=${c === "A" ? "B" : "A"}`),
      );
      expect(forged?.status()).toBe(403);
      expect((await stranger.goto(`${site.url}/products/${id}`))?.status()).toBe(404);
      // Leaving the preview: the page as visitors see it.
      await owner.getByRole("button", { name: "Leave preview" }).click();
      await owner.waitForURL(`**/products/${id}`);
      expect(await owner.getByText(PREVIEW_NOTICE).count()).toBe(0);
    } finally {
      await owner.context().close();
      await stranger.context().close();
    }

    await ref.update({ draft: FieldValue.delete() });
    const back = await within(10_000, async () => {
      const [list, page] = await Promise.all([html("/products"), html(`/products/${id}`)]);
      return (
        (await footerLinks(tab, id)) === 1 &&
        list.body.includes("Draft Step Drill") &&
        page.status === 200
      );
    });
    expect(back).toBeLessThanOrEqual(3000);
  } finally {
    await tab.context().close();
    await ref.delete();
  }
});

type Mail = { to: string[]; message: { subject: string; text: string } };
const mailsAbout = async (id: string) =>
  (await admin.db.collection("mail").get()).docs
    .map((d) => d.data() as Mail)
    .filter((m) => m.message?.subject?.includes(`Products/${id}`));

test("content the site cannot show is mailed once per document, never per render, and once when fixed", async () => {
  const stamp = Date.now();
  const picture = `bad-picture-${stamp}`;
  const name = `bad-name-${stamp}`;
  await admin.db
    .collection("Products")
    .doc(picture)
    .set({ product_name: "Boring Bar", image: "not a picture" });
  await admin.db.collection("Products").doc(name).set({ product_name: 42 });
  await within(
    60_000,
    async () => (await mailsAbout(picture)).length === 1 && (await mailsAbout(name)).length === 1,
  );
  const [toldPicture] = await mailsAbout(picture);
  const [toldName] = await mailsAbout(name);
  expect(toldPicture.to).toEqual([OWNER]);
  expect(toldPicture.message.text).toMatch(
    /field "image" must be a picture or file in public\/ such as \/images\/products\/reamer\.svg, or an https:\/\/ address/,
  );
  expect(toldName.message.text).toMatch(/field "product_name" must be text, not a number/);
  expect(toldName.message.text).toMatch(/leaves this document out/);

  // Pages rendered again and again tell nobody anything new.
  for (let i = 0; i < 10; i++) {
    for (const path of ["/home", "/products", `/products/${picture}`, "/about-us", "/contact-us"])
      await html(path);
  }
  await new Promise((r) => setTimeout(r, 2000));
  expect(await mailsAbout(picture)).toHaveLength(1);
  expect(await mailsAbout(name)).toHaveLength(1);

  await admin.db
    .collection("Products")
    .doc(picture)
    .update({ image: "/images/products/reamer.svg" });
  await admin.db.collection("Products").doc(name).update({ product_name: "Carbide Boring Bar" });
  await within(
    60_000,
    async () => (await mailsAbout(picture)).length === 2 && (await mailsAbout(name)).length === 2,
  );
  for (const id of [picture, name]) {
    expect((await mailsAbout(id)).map((m) => m.message.subject).sort()).toEqual([
      `Website: Products/${id} is fixed`,
      `Website: Products/${id} is not shown as typed`,
    ]);
    await admin.db.collection("Products").doc(id).delete();
  }
});

test("a deleted product is listed in its history and comes back on every page within 3 s with content undo, which is kept too", async () => {
  const id = `undo-reamer-${Date.now()}`;
  const ref = admin.db.collection("Products").doc(id);
  await ref.set({ product_name: "Undo Reamer", summary: "Deleted by mistake.", order: 60 });
  await within(10_000, async () => (await html(`/products/${id}`)).status === 200);
  await ref.delete();
  await within(10_000, async () => (await html(`/products/${id}`)).status === 404);

  await within(10_000, async () =>
    /1 +\S+ \S+ IST {2}deleted/.test((await content("history", `Products/${id}`)).out),
  );
  const history = await content("history", `Products/${id}`);
  expect(history.code).toBe(0);
  expect(history.out).toMatch(/2 +\S+ \S+ IST {2}created/);

  const missing = await content("undo", `Products/${id}`, "7");
  expect(missing.code).not.toBe(0);
  expect(missing.out).toMatch(/has no version 7.*Nothing was written/);
  expect((await ref.get()).exists).toBe(false);

  const undone = await content("undo", `Products/${id}`);
  expect(undone.code).toBe(0);
  const back = await within(10_000, async () => {
    const [page, list] = await Promise.all([html(`/products/${id}`), html("/products")]);
    return (
      page.status === 200 && page.body.includes("Undo Reamer") && list.body.includes("Undo Reamer")
    );
  });
  expect(back).toBeLessThanOrEqual(3000);
  expect((await ref.get()).data()).toEqual({
    product_name: "Undo Reamer",
    summary: "Deleted by mistake.",
    order: 60,
  });
  await within(10_000, async () =>
    /1 +\S+ \S+ IST {2}created {2}\(by npm run content -- undo\)/.test(
      (await content("history", `Products/${id}`)).out,
    ),
  );
  await ref.delete();
});
