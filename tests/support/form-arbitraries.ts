// Generators (fast-check) of form posts for the property tests: a post that passes its form's schema,
// and the same post with exactly one field broken. Generating valid posts first and breaking one field
// at a time means both outcomes really occur; drawing every field from random text would almost never
// produce a valid post, and the "whatever passes" assertions would never run.
import fc from "fast-check";
import { GENERAL_APPLICATION } from "@/lib/forms/form-limits";

/**
 * Cases drawn per property: 300, or PROPERTY_RUNS when set (the mutation run draws fewer, since it runs
 * the properties again for every change it makes to the forms' code).
 */
export const PROPERTY_RUNS = Number(process.env.PROPERTY_RUNS) || 300;

type Post = Record<string, unknown>;
type Breakers = Record<string, fc.Arbitrary<unknown>>;

const letters = fc.constantFrom(
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéñअआ".split(""),
);
const word = (min: number, max: number) =>
  fc.string({ unit: letters, minLength: min, maxLength: max });
const spaced = (v: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom("", " ", "  "), v, fc.constantFrom("", " "))
    .map(([a, b, c]) => a + b + c);
/** One line of printable text, no control characters, of the given length after trimming. */
const line = (min: number, max: number) =>
  fc
    .string({
      unit: fc.constantFrom(..."abc xyz-.,'&()0123456789ÄÖüç".split("")),
      minLength: min,
      maxLength: max,
    })
    .map((v) => v.trim())
    .filter((v) => v.length >= min);

const control = fc.constantFrom(
  "\u0000",
  "\u0007",
  "\u001B",
  "\u007F",
  "\u0085",
  "\u202E",
  "\u2066",
);
const withControl = (valid: fc.Arbitrary<string>) =>
  fc.tuple(valid, control, fc.nat()).map(([v, c, at]) => {
    const i = at % (v.length + 1);
    return v.slice(0, i) + c + v.slice(i);
  });

const name = spaced(fc.tuple(word(1, 40), word(1, 40)).map(([a, b]) => `${a} ${b}`));
const email = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9.]{0,20}[a-z0-9]$/),
    fc.stringMatching(/^[a-z]{2,12}$/),
    fc.constantFrom("com", "in", "co.in", "org"),
  )
  .filter(([local]) => !local.includes(".."))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const phone = fc
  .tuple(
    fc.boolean(),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 15 }),
    fc.constantFrom("", " ", "-"),
  )
  .map(
    ([plus, digits, sep]) =>
      `${plus ? "+" : ""}${digits.slice(0, 3).join("")}${sep}${digits.slice(3).join("")}`,
  );
const message = line(10, 400);
const optionalLine = (max: number) => fc.oneof(fc.constant(""), line(1, Math.min(max, 60)));
const documentId = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/);

const commonBreakers: Breakers = {
  name: fc.oneof(
    fc.constantFrom("", "   ", "A", "12 34"),
    word(101, 130),
    withControl(fc.constant("Asha Patel")),
    fc.constant("Asha\nPatel"),
  ),
  email: fc.oneof(
    fc.constantFrom("", "asha", "asha@", "asha@example", "@example.com", "asha patel@example.com"),
    fc.constant(`${"a".repeat(250)}@example.com`),
  ),
  phone: fc.oneof(
    fc.constantFrom("", "123456", "98250 41234 ext 5", "(0260) 123456", "98250+41234"),
    fc.stringMatching(/^[0-9]{16,20}$/),
  ),
  message: fc.oneof(
    fc.constantFrom("", "too short"),
    fc.constant("m".repeat(5001)),
    withControl(fc.constant("A message long enough")),
  ),
};

export type FormArbitraries = {
  valid: fc.Arbitrary<Post>;
  broken: fc.Arbitrary<{ post: Post; field: string }>;
};

function arbitraries(
  valid: Record<string, fc.Arbitrary<unknown>>,
  breakers: Breakers,
): FormArbitraries {
  const validPost = fc.record(valid);
  const broken = fc
    .tuple(validPost, fc.constantFrom(...Object.keys(breakers)))
    .chain(([post, field]) =>
      breakers[field].map((bad) => ({ post: { ...post, [field]: bad }, field })),
    );
  return { valid: validPost, broken };
}

/**
 * Contact form posts of the kind "something else" with a product list (the other kinds are checked by
 * example); `productIds` are the products that exist (the server looks them up).
 */
export function inquiryPosts(productIds: readonly string[] = []): FormArbitraries {
  const item = fc.record({
    product_id: productIds.length ? fc.constantFrom(...productIds) : documentId,
    quantity: fc.integer({ min: 1, max: 100_000 }).map(String),
  });
  return arbitraries(
    {
      kind: fc.constant("other"),
      name,
      company: optionalLine(120),
      email,
      phone,
      items: fc.uniqueArray(item, { selector: (i) => i.product_id, maxLength: 3 }),
      files: fc.constant([]),
      message,
    },
    {
      ...commonBreakers,
      company: fc.oneof(
        fc.constant("c".repeat(121)),
        withControl(fc.constant("Gundlav Engineering")),
      ),
      items: fc
        .tuple(
          fc.constantFrom("0", "-1", "2.5", "100001", "", "ten"),
          productIds.length ? fc.constantFrom(...productIds) : documentId,
        )
        .map(([quantity, product_id]) => [{ product_id, quantity }]),
    },
  );
}

/** A generated post as the browser sends it: text fields, then each row of the list (items[0].product_id, …). */
export function postFormData(post: Record<string, unknown>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(post)) {
    if (typeof value === "string") data.set(key, value);
  }
  ((post.items ?? []) as Record<string, string>[]).forEach((item, i) => {
    for (const [column, value] of Object.entries(item)) data.set(`items[${i}].${column}`, value);
  });
  return data;
}

/** Application form posts; `positionIds` are the open positions (the server looks them up). */
export function applicationPosts(positionIds: readonly string[] = []): FormArbitraries {
  return arbitraries(
    {
      name,
      email,
      phone,
      position_id: positionIds.length
        ? fc.constantFrom(GENERAL_APPLICATION, ...positionIds)
        : fc.oneof(fc.constant(GENERAL_APPLICATION), documentId),
      experience_years: fc.oneof(
        fc.integer({ min: 0, max: 60 }).map(String),
        fc
          .tuple(fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 9 }))
          .map(([y, t]) => `${y}.${t}`),
      ),
      qualification: line(2, 120),
      current_employer: optionalLine(120),
      resume_url: fc.oneof(
        fc.constant(""),
        fc.webUrl({ validSchemes: ["https", "http"] }).filter((u) => u.length <= 2000),
      ),
      message,
    },
    {
      ...commonBreakers,
      position_id: fc.constantFrom("", "a/b", "..", "__x__", "p".repeat(1501)),
      experience_years: fc.constantFrom("", "-1", "61", "99.5", "four", "1e3", "2.55"),
      qualification: fc.oneof(
        fc.constantFrom("", "B"),
        fc.constant("q".repeat(201)),
        withControl(fc.constant("ITI Machinist")),
      ),
      current_employer: fc.oneof(
        fc.constant("e".repeat(121)),
        withControl(fc.constant("Vapi Tools")),
      ),
      resume_url: fc.constantFrom(
        "javascript:alert(1)",
        "ftp://files.example.com/cv.pdf",
        "not a link",
        `https://x.example/${"a".repeat(2000)}`,
      ),
    },
  );
}

/** A mix of both kinds, tagged, for properties that must meet each kind. */
export function mixedPosts({
  valid,
  broken,
}: FormArbitraries): fc.Arbitrary<{ post: Post; field: string | null }> {
  return fc.oneof(
    valid.map((post) => ({ post, field: null })),
    broken,
  );
}
