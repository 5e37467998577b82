// The company record: its registrations and phones as read (their checks: content-identifiers.test.ts),
// how a wrong field falls back to the default without losing the rest, and what search engines get made
// of it.
import { parseDocument, parseFirst } from "@/lib/content/parse";
import { companyOrDefault, defaultCompany } from "@/lib/site/company";
import { openingHours, postalAddress, shortAddress } from "@/lib/site/company-schema-org";
import { DEFAULT_COMPANY } from "@/lib/site/default-company";

beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe("the company record", () => {
  const parse = (data: Record<string, unknown>) =>
    parseDocument("company", { id: "main", data: { ...DEFAULT_COMPANY, ...data } });

  test("the defaults are a valid record, and no record means the defaults", () => {
    expect(parse({}).problems).toEqual([]);
    expect(parseFirst("company", [])).toBeNull();
    expect(companyOrDefault(null)).toBe(defaultCompany);
  });

  test("a GSTIN with a wrong check character is not shown and is reported; the rest of the record is kept", () => {
    const { value, problems } = parse({
      name: "Owner's Name",
      gstin: "24AAKFP4123M1Z5",
      udyam: "UDYAM-GJ-25-0012345",
    });
    expect(value).toMatchObject({ name: "Owner's Name", udyam: "UDYAM-GJ-25-0012345" });
    expect(value?.gstin).toBeUndefined();
    expect(problems).toEqual([
      expect.objectContaining({
        collection: "company",
        id: "main",
        field: "gstin",
        message: expect.stringMatching(/check character/),
      }),
    ]);
  });

  test("identifiers are read without regard to case and spaces", () => {
    expect(
      parse({ gstin: " 24aakfp4123m1z4 ", udyam: "udyam-gj-25-0012345", iec: "aakfp 4123m" }).value,
    ).toMatchObject({
      gstin: "24AAKFP4123M1Z4",
      udyam: "UDYAM-GJ-25-0012345",
      iec: "AAKFP4123M",
    });
    expect(
      parse({ udyam: "GJ-25-0012345", iec: "AAKFP4123" }).problems.map((p) => p.field),
    ).toEqual(["udyam", "iec"]);
  });

  test("a wrong or missing required field shows the default, reported, never an empty header", () => {
    const { value, problems } = parseDocument("company", {
      id: "main",
      data: { name: "Owner's Name", phone: ["not a number"], address: [] },
    });
    expect(value).toMatchObject({
      name: "Owner's Name",
      phone: DEFAULT_COMPANY.phone,
      email: DEFAULT_COMPANY.email,
      address: DEFAULT_COMPANY.address,
    });
    expect(problems.map((p) => p.field).sort()).toEqual(["address", "email", "phone, entry 1"]);
  });

  test("a wrong optional field with a default shows the default; one without is left out", () => {
    const { value } = parse({
      whatsapp: "98250 41234",
      map_url: "javascript:alert(1)",
      founded: 2999,
      iec: "bad",
    });
    expect(value).toMatchObject({
      whatsapp: DEFAULT_COMPANY.whatsapp,
      map_url: DEFAULT_COMPANY.map_url,
      founded: DEFAULT_COMPANY.founded,
    });
    expect(value?.iec).toBeUndefined();
  });

  test("one phone or an address on one text are read as lists; an empty registration counts as none", () => {
    const { value, problems } = parse({
      phone: "+91 98765 43210",
      address: "Shed 7, GIDC\nVapi\nGujarat 396195\nIndia",
      founded: "2009",
      gstin: "",
    });
    expect(problems).toEqual([]);
    expect(value).toMatchObject({
      phone: ["+91 98765 43210"],
      address: ["Shed 7, GIDC", "Vapi", "Gujarat 396195", "India"],
      founded: 2009,
    });
    expect(value?.gstin).toBeUndefined();
  });

  test("a founding year is in the future by India's calendar, not the server's", () => {
    // 00:30 on 1 January 2027 in India, still 2026 on a server in UTC.
    jest.useFakeTimers({ now: new Date("2026-12-31T19:00:00Z") });
    try {
      expect(parse({ founded: 2027 }).problems).toEqual([]);
      expect(parse({ founded: 2028 }).problems).toEqual([
        expect.objectContaining({ field: "founded", message: "must not be in the future" }),
      ]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("for search engines and cards", () => {
  test("the usual Indian address lines become postal address fields", () => {
    expect(postalAddress(DEFAULT_COMPANY.address)).toEqual({
      streetAddress: "Plot No. 412, Phase II, GIDC Gundlav",
      addressLocality: "Valsad",
      addressRegion: "Gujarat",
      postalCode: "396035",
      addressCountry: "IN",
    });
    expect(postalAddress(["12 Ring Road", "Surat", "Gujarat - 395 002"])).toMatchObject({
      addressLocality: "Surat",
      addressRegion: "Gujarat",
      postalCode: "395002",
    });
    // Lines of another shape are kept whole.
    expect(postalAddress(["Near the station", "Valsad"])).toEqual({
      streetAddress: "Near the station, Valsad",
    });
    expect(shortAddress(DEFAULT_COMPANY.address)).toBe("GIDC Gundlav, Valsad, Gujarat");
  });

  test("working hours become opening hours by weekday; closed days and rows not understood are left out", () => {
    expect(openingHours(DEFAULT_COMPANY.hours)).toEqual([
      {
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "09:00",
        closes: "18:30",
      },
    ]);
    expect(
      openingHours([
        { days: "Mon, Wed", time: "9 am to 1:30 pm" },
        { days: "Fri-Sun", time: "10.00 - 17.00" },
        { days: "Holidays", time: "9 - 5" },
      ]),
    ).toEqual([
      { dayOfWeek: ["Monday", "Wednesday"], opens: "09:00", closes: "13:30" },
      { dayOfWeek: ["Friday", "Saturday", "Sunday"], opens: "10:00", closes: "17:00" },
    ]);
  });
});
