// The calendar in India, whatever the zone of the server or browser asking: the day turns at 18:30 UTC.
import {
  indiaDate,
  indiaDateTime,
  indiaDayText,
  indiaNumber,
  indiaYear,
  withIndiaZone,
} from "@/lib/site/india-date";

test("the date and year in India turn at midnight India time, 18:30 the day before in UTC", () => {
  expect(indiaDate(new Date("2026-01-14T18:29:59.999Z"))).toBe("2026-01-14");
  expect(indiaDate(new Date("2026-01-14T18:30:00Z"))).toBe("2026-01-15");
  expect(indiaYear(Date.parse("2026-12-31T18:29:59.999Z"))).toBe(2026);
  expect(indiaYear(Date.parse("2026-12-31T18:30:00Z"))).toBe(2027);
});

test("the wall clock in India, to the second, as the owners' change history shows it", () => {
  expect(indiaDateTime(new Date("2026-01-14T18:29:59.999Z"))).toBe("2026-01-14 23:59:59");
  expect(indiaDateTime(Date.parse("2026-01-15T01:30:00Z"))).toBe("2026-01-15 07:00:00");
});

test("only a date-time without a zone is given India's; dates, zoned times and other text are kept", () => {
  expect(withIndiaZone("2027-03-31T18:00")).toBe("2027-03-31T18:00+05:30");
  expect(withIndiaZone("2027-03-31T18:00:00.123")).toBe("2027-03-31T18:00:00.123+05:30");
  for (const kept of [
    "2027-03-31",
    "2027-03-31T18:00Z",
    "2030-01-01T00:00:00.000Z",
    "2027-03-31T18:00:00+05:30",
    "2027-03-31T18:00-04:00",
    "Tomorrow",
  ]) {
    expect(withIndiaZone(kept)).toBe(kept);
  }
});

test("days and amounts are written as en-IN writes them, in India's calendar", () => {
  expect(indiaDayText("2029-03-31")).toBe("31 March 2029");
  expect(indiaDayText("2029-03-31T18:30:00Z")).toBe("1 April 2029");
  expect(() => indiaDayText("Tomorrow")).toThrow(RangeError);
  expect([0, 999, 1250, 123456, 12345678, 1250.5, 0.1234, -4500].map(indiaNumber)).toEqual([
    "0",
    "999",
    "1,250",
    "1,23,456",
    "1,23,45,678",
    "1,250.5",
    "0.123",
    "-4,500",
  ]);
  const intl = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });
  for (let at = Date.parse("2026-01-01T00:00Z"); at < Date.parse("2029-01-01Z"); at += 7_777_777) {
    expect(indiaDayText(new Date(at).toISOString())).toBe(intl.format(at));
  }
});
