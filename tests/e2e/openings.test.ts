// An opening's own page: written with firebase-admin it gets /career/{id} with its facts, exactly one
// JobPosting (its address, the last day to apply, the pay, the company with its logo), a link on /career
// and a sitemap entry within 15 s; its form has it chosen; axe finds nothing serious at 390 px. Closed,
// or past its last day to apply, its page answers 404 and /career drops it; an unknown id answers 404.
import { seriousViolations } from "./support/axe";
import { siteUrl, useBrowser } from "./support/browser";
import { testDb } from "./support/database";
import { eventuallyServed, fetchPage, jsonLdBlocks, untilGone } from "./support/html";

jest.setTimeout(120_000);

const newPage = useBrowser();
const id = `e2e-opening-${Date.now()}`;
const title = `Surface Grinder Operator ${id.slice(-5)}`;
const ref = () => testDb().collection("career_detail").doc(id);

afterAll(async () => {
  await ref().delete();
  await untilGone(["/career"], title);
});

test("an opening written in the database gets its page, one JobPosting, a link on /career and a sitemap entry; closed, its page answers 404", async () => {
  await ref().set({
    title,
    department: "Production",
    employment_type: "Full-time",
    experience: "1 to 3 years",
    description: "Run our surface grinders to drawing, to 0.005 mm.",
    requirements: ["ITI Machinist or Grinder"],
    valid_through: "2027-06-30",
    salary: { min: 16000, max: 22000 },
    posted_on: "2026-11-20",
    open: true,
    order: 50,
  });
  const started = Date.now();
  const html = await eventuallyServed(`/career/${id}`, (h) => h.includes(title), 15_000);
  await eventuallyServed("/career", (h) => h.includes(`href="/career/${id}"`), 15_000);
  await eventuallyServed("/sitemap.xml", (h) => h.includes(`/career/${id}</loc>`), 15_000);
  expect(Date.now() - started).toBeLessThan(15_000);

  const jobs = jsonLdBlocks(html).filter((n) => n["@type"] === "JobPosting");
  expect(jobs).toHaveLength(1);
  expect(jobs[0]).toMatchObject({
    title,
    datePosted: "2026-11-20",
    validThrough: "2027-06-30T23:59:59+05:30",
    employmentType: "FULL_TIME",
    directApply: true,
    url: expect.stringMatching(new RegExp(`/career/${id}$`)),
    hiringOrganization: { "@type": "Organization", logo: expect.stringMatching(/\/logo\.svg$/) },
    jobLocation: { address: expect.objectContaining({ addressLocality: "Valsad" }) },
    baseSalary: {
      currency: "INR",
      value: { minValue: 16000, maxValue: 22000, unitText: "MONTH" },
    },
  });
  expect(jsonLdBlocks((await fetchPage("/career")).html).map((n) => n["@type"])).not.toContain(
    "JobPosting",
  );

  const page = await newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(siteUrl(`/career/${id}`));
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
  await page.getByText("Rs. 16,000 to 22,000 a month").waitFor();
  await page.getByText("30 June 2027").waitFor();
  expect(await page.getByLabel("Position").inputValue()).toBe(id);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();

  await ref().update({ open: false });
  await eventuallyServed(`/career/${id}`, (h) => !h.includes(`"JobPosting"`), 15_000);
  // The site's not-found page, in the server's HTML; an id never listed likewise.
  const notFound = { status: 404, html: expect.stringContaining("find that page") };
  expect(await fetchPage(`/career/${id}`)).toEqual(notFound);
  await eventuallyServed("/career", (h) => !h.includes(`href="/career/${id}"`), 15_000);
  expect(await fetchPage("/career/no-such-opening")).toEqual(notFound);
});

test("an opening whose last day to apply has passed is closed: no page, no link on /career, no sitemap entry", async () => {
  const lapsed = testDb().collection("career_detail").doc(`${id}-lapsed`);
  const lapsedTitle = `Tool Room Helper ${id.slice(-5)}`;
  await lapsed.set({ title: lapsedTitle, valid_through: "2026-01-31", open: true, order: 51 });
  try {
    // The edit is served once a fresh opening written with it shows (both reach the same reads).
    await ref().set({ title, open: true, order: 50 });
    await eventuallyServed("/career", (h) => h.includes(`href="/career/${id}"`), 15_000);
    expect((await fetchPage("/career")).html).not.toContain(lapsedTitle);
    expect((await fetchPage("/sitemap.xml")).html).not.toContain(`/career/${id}-lapsed<`);
    const lapsedPage = await fetchPage(`/career/${id}-lapsed`);
    expect([lapsedPage.status, lapsedPage.html.includes("find that page")]).toEqual([404, true]);
    const page = await newPage();
    await page.goto(siteUrl("/career"));
    // Drawn again in the tab (the live list has it open: the tab's clock closes it).
    await page.getByRole("link", { name: title, exact: true }).waitFor();
    expect(await page.getByText(lapsedTitle).count()).toBe(0);
    await page.context().close();
  } finally {
    await lapsed.delete();
    await ref().delete();
  }
});
