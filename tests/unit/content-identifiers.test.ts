/**
 * Node, also when the mutation tests run it (Stryker's environment reports coverage):
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// The checks of the company record's identifiers and phones, and what the owners read when one fails:
// a GSTIN's form and check character, numbers a phone can dial, a WhatsApp number with its country code.
import {
  gstinCheckCharacter,
  gstinProblem,
  isDialable,
  isWhatsappNumber,
} from "@/lib/content/identifiers";
import { parseDocument } from "@/lib/content/parse";
import { DEFAULT_COMPANY } from "@/lib/site/default-company";

const GSTIN_FORM =
  "must be a 15-character GSTIN such as 24AAKFP4123M1Z4 (2-digit state code, PAN, entity number, Z, check character)";

describe("GSTIN", () => {
  // Published GSTINs of real firms, and the demo content's, whose check characters were computed by hand.
  test.each([
    "27AAPFU0939F1ZV",
    "29AAGCB7383J1Z4",
    "24AAKFP4123M1Z4",
    "07AAACI1681G1ZR",
    "33AAACH7409R1Z8",
  ])("%s is valid", (gstin) => {
    expect(gstinCheckCharacter(gstin)).toBe(gstin[14]);
    expect(gstinProblem(gstin)).toBeUndefined();
  });

  test("a wrong check character is refused, naming the first 14 characters and the right 15th", () => {
    expect(gstinProblem("24AAKFP4123M1Z5")).toBe(
      "has a wrong check character: a GSTIN starting 24AAKFP4123M1Z ends in 4, so one character is mistyped",
    );
    // One mistyped character elsewhere changes the check character too.
    expect(gstinProblem("24AAKFP4128M1Z4")).toMatch(/^has a wrong check character/);
  });

  test.each([
    "24AAKFP4123M1Z",
    "24AAKFP4123M1Z44",
    "24AAKFP4123M1Z4XY",
    "AB24AAKFP4123M1Z4",
    "X4AAKFP4123M1Z4",
    "24aakfp4123m1z4",
    "24 AAKFP 4123M1Z4",
  ])("%s is not a GSTIN as it stands", (gstin) => {
    expect(gstinProblem(gstin)).toBe(GSTIN_FORM);
  });

  test("the owners read the problem at the gstin field, typed in any case and with spaces", () => {
    const problems = (gstin: string) =>
      parseDocument("company", { id: "main", data: { ...DEFAULT_COMPANY, gstin } }).problems;
    expect(problems(" 24aakfp4123m1z5 ")).toEqual([
      {
        collection: "company",
        id: "main",
        field: "gstin",
        message:
          "has a wrong check character: a GSTIN starting 24AAKFP4123M1Z ends in 4, so one character is mistyped",
      },
    ]);
    expect(problems("24AAKFP4123M")).toEqual([
      { collection: "company", id: "main", field: "gstin", message: GSTIN_FORM },
    ]);
  });
});

test.each([
  "+91 98250 41234",
  "0260-240 1234",
  "(0260) 2401234",
  "+1 212.555.0100",
  // The fewest digits and the most.
  "240 1234",
  "+91 98250 41234 567",
])("%s can be dialled", (phone) => expect(isDialable(phone)).toBe(true));
test.each([
  "call us",
  "98250",
  "240 123",
  "+91 98250 41234 ext 5",
  "tel +91 98250 41234",
  "98+25041234",
  "+91 98250 41234 5678",
  "+91 98250 412345 678901",
  "",
])("%j cannot be dialled", (phone) => expect(isDialable(phone)).toBe(false));

test("a WhatsApp number needs its country code: 11 digits at least", () => {
  expect(isWhatsappNumber("+91 98250 41234")).toBe(true);
  expect(isWhatsappNumber("+91 98250 4123")).toBe(true);
  expect(isWhatsappNumber("98250 41234")).toBe(false);
  expect(isWhatsappNumber("+91 98250 41234 5678")).toBe(false);
});
