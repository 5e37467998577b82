// Where a JobPosting says the work is: the company's address for a place in it, else the opening's own.
import { workPlace } from "@/components/seo/job-posting-json-ld";
import { DEFAULT_COMPANY } from "@/lib/site/facts";

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
  expect(workPlace("Vapi, Gujarat", address)).toEqual({ streetAddress: "Vapi, Gujarat", addressLocality: "Vapi", addressRegion: "Gujarat", addressCountry: "IN" });
  expect(workPlace("Customer sites in Pune", address)).toEqual({ streetAddress: "Customer sites in Pune", addressLocality: "Customer sites in Pune", addressCountry: "IN" });
});
