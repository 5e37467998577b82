// Where a JobPosting says the work is: the company's address for a place in it, else the opening's own;
// and the day it was posted, in India's calendar.
import { jobPostingNode, workPlace } from "@/components/seo/job-posting-json-ld";
import { parseDocument } from "@/lib/content/parse";
import { defaultCompany } from "@/lib/site/company";
import { DEFAULT_COMPANY } from "@/lib/site/default-company";

const { address } = DEFAULT_COMPANY;

test("the default location, or any place in the company's address, is the company's address", () => {
  for (const location of ["GIDC Gundlav, Valsad, Gujarat", "Valsad", "gidc gundlav"]) {
    expect(workPlace(location, address)).toEqual({
      streetAddress: "Plot No. 412, Phase II, GIDC Gundlav",
      addressLocality: "Valsad",
      addressRegion: "Gujarat",
      postalCode: "396035",
      addressCountry: "IN",
    });
  }
});

test("a place elsewhere is that place, as the page shows it, never the company's address", () => {
  expect(workPlace("Vapi, Gujarat", address)).toEqual({
    streetAddress: "Vapi, Gujarat",
    addressLocality: "Vapi",
    addressRegion: "Gujarat",
    addressCountry: "IN",
  });
  expect(workPlace("Customer sites in Pune", address)).toEqual({
    streetAddress: "Customer sites in Pune",
    addressLocality: "Customer sites in Pune",
    addressCountry: "IN",
  });
});

test("an opening without a posting date is posted today in India, not on the server's UTC date", () => {
  // 01:30 on 15 January in India, still the 14th in UTC.
  jest.useFakeTimers({ now: new Date("2026-01-14T20:00:00Z") });
  try {
    const job = parseDocument("career_detail", { id: "grinder", data: { title: "Grinder" } }).value;
    expect(job && jobPostingNode(job, defaultCompany).datePosted).toBe("2026-01-15");
  } finally {
    jest.useRealTimers();
  }
});

test("the description is HTML, as Google asks: the opening's text, then each list under its heading, every word escaped", () => {
  const job = parseDocument("career_detail", {
    id: "inspector",
    data: {
      title: "Quality Inspector",
      description: "Inspect tools in our quality room.\nKeep <records>.",
      responsibilities: ["Measure with micrometers", "Report to QA & production"],
      requirements: ["Knowledge of GD&T"],
    },
  }).value;
  expect(job && jobPostingNode(job, defaultCompany).description).toBe(
    "<p>Inspect tools in our quality room.</p><p>Keep &lt;records&gt;.</p>" +
      "<p>Responsibilities:</p><ul><li>Measure with micrometers</li><li>Report to QA &amp; production</li></ul>" +
      "<p>Requirements:</p><ul><li>Knowledge of GD&amp;T</li></ul>",
  );
  const bare = parseDocument("career_detail", {
    id: "grinder",
    data: { title: "Grinder <CNC>" },
  }).value;
  expect(bare && jobPostingNode(bare, defaultCompany).description).toBe(
    "<p>Grinder &lt;CNC&gt;</p>",
  );
});
