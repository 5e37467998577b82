/**
 * Node, also when the mutation tests run it (Stryker's environment reports coverage):
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// When a certificate stops being shown: a date is valid through that day in India, a timestamp until
// that moment (India time when typed without a zone); expired ones are reported, and the next expiry is when the pages change.
import {
  currentCertificates,
  expiredProblems,
  expiresAt,
  isOpen,
  nextClosing,
  nextExpiry,
} from "@/lib/content/certificates";
import { parseDocument } from "@/lib/content/parse";
import type { Certification } from "@/lib/content/schemas";

const cert = (id: string, valid_until?: string): Certification => ({
  id,
  name: id,
  issuer: "Issuer",
  number: undefined,
  valid_until,
  order: 0,
});

test("a date is valid through its last minute in India; a timestamp to its moment", () => {
  expect(new Date(expiresAt("2027-03-31") ?? 0).toISOString()).toBe("2027-03-31T18:30:00.000Z");
  expect(expiresAt("2027-03-31T10:00:00.000Z")).toBe(Date.parse("2027-03-31T10:00:00.000Z"));
  expect(expiresAt(undefined)).toBeUndefined();
});

test("a date-time typed without a zone is India time: the same moment on a server in UTC and in a browser in India", () => {
  const end = Date.parse("2027-03-31T12:30:00Z");
  expect(expiresAt("2027-03-31T18:00")).toBe(end);
  expect(expiresAt("2027-03-31T18:00:00+05:30")).toBe(end);
  // The check gives pages the moment itself, so that showing the end date does not depend on the reader's zone either.
  const { value } = parseDocument("certifications", {
    id: "d",
    data: { name: "ISO 9001:2015", issuer: "B", valid_until: "2027-03-31T18:00" },
  });
  expect(value?.valid_until).toBe("2027-03-31T18:00+05:30");
  expect(value && expiresAt(value.valid_until)).toBe(end);
});

test("only certificates still valid are shown; the expired ones are reported by name and field", () => {
  const list = [
    cert("old", "2020-01-01"),
    cert("iso", "2029-03-31"),
    cert("open"),
    cert("today", "2026-11-25"),
  ];
  const now = Date.parse("2026-11-25T12:00:00Z");
  expect(currentCertificates(list, now).map((c) => c.id)).toEqual(["iso", "open", "today"]);
  expect(currentCertificates(list, Date.parse("2026-11-25T18:30:00Z")).map((c) => c.id)).toEqual([
    "iso",
    "open",
  ]);
  expect(expiredProblems(list, now)).toEqual([
    {
      collection: "certifications",
      id: "old",
      field: "valid_until",
      message: expect.stringMatching(/^2020-01-01 has passed/),
    },
  ]);
  expect(nextExpiry(list, now)).toBe(Date.parse("2026-11-25T18:30:00Z"));
  expect(nextExpiry([cert("old", "2020-01-01")], now)).toBeUndefined();
});

test("valid_until is a date or a timestamp; anything else is refused and the certificate kept without it", () => {
  jest.spyOn(console, "warn").mockImplementation(() => {});
  const { value, problems } = parseDocument("certifications", {
    id: "x",
    data: { name: "ISO 9001:2015", issuer: "B", valid_until: "next year" },
  });
  expect(problems.map((p) => p.field)).toEqual(["valid_until"]);
  expect(value?.valid_until).toBeUndefined();
  expect(
    parseDocument("certifications", {
      id: "y",
      data: {
        name: "ISO",
        issuer: "B",
        valid_until: { toDate: () => new Date("2030-01-01T00:00:00Z") },
      },
    }).value?.valid_until,
  ).toBe("2030-01-01T00:00:00.000Z");
  expect(
    parseDocument("certifications", { id: "z", data: { name: "ISO" } }).problems.map(
      (p) => p.field,
    ),
  ).toEqual(["issuer"]);
});

test("a day its month does not have (30 February, 31 April) is refused, not read as a day of the next month", () => {
  jest.spyOn(console, "warn").mockImplementation(() => {});
  for (const valid_until of ["2027-02-30", "2027-04-31", "2027-02-29", "2027-02-30T18:00"]) {
    const { value, problems } = parseDocument("certifications", {
      id: "x",
      data: { name: "ISO 9001:2015", issuer: "B", valid_until },
    });
    expect([valid_until, problems.map((p) => p.field)]).toEqual([valid_until, ["valid_until"]]);
    expect(value?.valid_until).toBeUndefined();
  }
  expect(
    parseDocument("certifications", {
      id: "leap",
      data: { name: "ISO", issuer: "B", valid_until: "2028-02-29" },
    }).problems,
  ).toEqual([]);
  expect(
    parseDocument("career_detail", {
      id: "job",
      data: { title: "Grinder", posted_on: "2026-09-31" },
    }).problems.map((p) => p.field),
  ).toEqual(["posted_on"]);
});

test("at the moment a certificate expires it is no longer shown, is reported, and the next expiry is the one after", () => {
  const list = [cert("iso", "2027-03-31"), cert("nabl", "2027-06-30T10:00:00.000Z"), cert("open")];
  const end = Date.parse("2027-03-31T18:30:00.000Z");
  expect(currentCertificates(list, end).map((c) => c.id)).toEqual(["nabl", "open"]);
  expect(expiredProblems(list, end).map((p) => p.id)).toEqual(["iso"]);
  expect(expiredProblems(list, end - 1)).toEqual([]);
  expect(nextExpiry(list, end - 1)).toBe(end);
  expect(nextExpiry(list, end)).toBe(Date.parse("2027-06-30T10:00:00.000Z"));
  expect(expiresAt("")).toBeUndefined();
});

test("an opening is open until its last day to apply has ended in India; the next closing is the first open one's", () => {
  const end = Date.parse("2026-11-30T18:30:00Z"); // 30 November 2026 ends in India
  const job = { open: true, valid_through: "2026-11-30" };
  expect(isOpen(job, end - 1)).toBe(true);
  expect(isOpen(job, end)).toBe(false);
  expect(isOpen({ open: false, valid_through: "2027-01-31" }, end)).toBe(false);
  expect(isOpen({ open: true, valid_through: undefined }, end)).toBe(true);
  // With no clock, as the server's reader left it (it closed the lapsed ones).
  expect(isOpen(job)).toBe(true);
  const list = [
    job,
    { open: false, valid_through: "2026-11-01" },
    { open: true, valid_through: "2026-12-31" },
  ];
  expect(nextClosing(list, Date.parse("2026-10-01T00:00:00Z"))).toBe(end);
  expect(nextClosing(list, end)).toBe(Date.parse("2026-12-31T18:30:00Z"));
});
