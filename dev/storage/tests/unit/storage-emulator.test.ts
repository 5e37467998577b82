/**
 * @jest-environment node
 */
// The local Storage emulator's small parts: the checksum Storage reports, and the byte ranges of downloads.
import { crc32c } from "@/dev/storage/store";
import { parseRange } from "@/dev/storage/server";

test("crc32c is the Castagnoli checksum, big-endian, as Cloud Storage reports it", () => {
  // The check value of CRC-32C for "123456789".
  expect(crc32c(Buffer.from("123456789")).toString("hex")).toBe("e3069283");
  expect(crc32c(Buffer.alloc(0)).toString("hex")).toBe("00000000");
});

test.each([
  ["bytes=0-4095", 10_000, { start: 0, end: 4095 }],
  ["bytes=0-4095", 100, { start: 0, end: 99 }],
  ["bytes=500-", 1000, { start: 500, end: 999 }],
  ["bytes=-100", 1000, { start: 900, end: 999 }],
  ["bytes=-", 1000, undefined],
  ["items=0-1", 1000, undefined],
  [undefined, 1000, undefined],
])("the range %s of %i bytes", (header, size, expected) => {
  expect(parseRange(header, size)).toEqual(expected);
});
