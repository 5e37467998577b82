// The fingerprint a live part of a page is drawn by: equal for the same content however its fields are
// ordered, different for any change a visitor could see.
import { contentDigest } from "@/lib/live/digest";

const record = {
  name: "Form Tools",
  order: 2,
  tags: ["hss", "carbide"],
  sizes: [{ d: 6, l: 50 }],
  note: null,
};

test("the same content in another key order, or with fields left undefined, has the same fingerprint", () => {
  const reordered = {
    sizes: [{ l: 50, d: 6 }],
    note: null,
    tags: ["hss", "carbide"],
    order: 2,
    name: "Form Tools",
    extra: undefined,
  };
  expect(contentDigest(reordered)).toBe(contentDigest(record));
  expect(contentDigest([record, null])).toBe(contentDigest([reordered, null]));
});

test("any change of a value, a nested value, an order of a list or a type changes it", () => {
  const changed = [
    { ...record, name: "Form tools" },
    { ...record, order: 3 },
    { ...record, tags: ["carbide", "hss"] },
    { ...record, sizes: [{ d: 6, l: 51 }] },
    { ...record, note: "" },
    { ...record, order: "2" },
    { ...record, extra: false },
  ];
  const digests = new Set([record, ...changed].map(contentDigest));
  expect(digests.size).toBe(changed.length + 1);
  expect(contentDigest(null)).not.toBe(contentDigest([]));
  expect(contentDigest([])).not.toBe(contentDigest({}));
});
