// The forms' zod schemas, including property-based checks with fast-check: generated valid posts pass
// and keep to the documented limits, and the same posts with one field broken fail on that field alone.
import fc from "fast-check";
import { applicationSchema } from "@/lib/forms/application";
import { applicationFields, inquiryFields } from "@/lib/forms/form-limits";
import { inquirySchema } from "@/lib/forms/inquiry";
import { checkField, checkForm } from "@/lib/forms/result";
import { applicationPosts, inquiryPosts, mixedPosts, PROPERTY_RUNS } from "@/tests/support/form-arbitraries";

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const digits = (v: string) => v.replace(/\D/g, "").length;

const validInquiry = { name: "Asha Patel", company: "", email: "asha@gundlav-eng.in", phone: "+91 98250 41234", product_id: "", message: "Fifty reamers, 12 mm H7" };

test("a valid inquiry is trimmed and empty optionals are dropped", () => {
  const checked = checkForm(inquirySchema, { ...validInquiry, name: "  Asha Patel  ", message: "Line one\r\nline two of it" });
  expect(checked).toEqual({
    ok: true,
    data: { name: "Asha Patel", company: undefined, email: "asha@gundlav-eng.in", phone: "+91 98250 41234", product_id: undefined, message: "Line one\nline two of it" },
  });
});

test("each field reports its own first message", () => {
  const checked = checkForm(inquirySchema, { name: "", company: "", email: "x", phone: "12", product_id: "a/b", message: "" });
  expect(checked.ok).toBe(false);
  if (checked.ok) return;
  expect(checked.fieldErrors).toEqual({
    name: "Enter your name",
    email: "Enter an email address like name@company.com",
    phone: "Enter a phone number with 7 to 15 digits",
    product_id: "Choose a product from the list",
    message: "Tell us what you need",
  });
});

test("phone numbers need 7 to 15 digits and only digits, spaces, + and -", () => {
  expect(checkField(inquirySchema, "phone", "982-504-1")).toBeUndefined();
  expect(checkField(inquirySchema, "phone", "+91 98250 41234")).toBeUndefined();
  expect(checkField(inquirySchema, "phone", "123456")).toMatch(/7 to 15/);
  expect(checkField(inquirySchema, "phone", "(0260) 123456")).toMatch(/Use only digits/);
  expect(checkField(inquirySchema, "phone", "98250+41234")).toMatch(/Use only digits/);
});

test("applications: experience is a number of years, the résumé an http(s) link", () => {
  const base = { name: "Ravi", email: "r@example.com", phone: "9825041234", position_id: "general", experience_years: "2.5", qualification: "ITI", current_employer: "", resume_url: "", message: "I run surface grinders." };
  const checked = checkForm(applicationSchema, base);
  expect(checked.ok && checked.data.experience_years).toBe(2.5);
  expect(checkField(applicationSchema, "experience_years", "1e3")).toMatch(/number of years/);
  expect(checkField(applicationSchema, "resume_url", "javascript:alert(1)")).toMatch(/https/);
  expect(checkField(applicationSchema, "resume_url", "https://drive.example.com/cv")).toBeUndefined();
  expect(checkField(applicationSchema, "name", "Ravi\nDesai")).toMatch(/control/);
});

const inquiries = inquiryPosts();
const applications = applicationPosts();

test("the generators yield both valid posts and posts with one broken field", () => {
  for (const [schema, posts] of [[inquirySchema, inquiries], [applicationSchema, applications]] as const) {
    const outcomes = fc.sample(mixedPosts(posts), { numRuns: 200, seed: 14 }).map(({ post }) => checkForm(schema, post).ok);
    expect(outcomes).toContain(true);
    expect(outcomes).toContain(false);
  }
});

test("property: a valid inquiry passes and keeps to the documented limits", () => {
  fc.assert(
    fc.property(inquiries.valid, (post) => {
      const checked = checkForm(inquirySchema, post);
      expect(checked).toMatchObject({ ok: true });
      if (!checked.ok) return;
      const d = checked.data;
      expect(d.name.length).toBeGreaterThanOrEqual(2);
      expect(d.name.length).toBeLessThanOrEqual(100);
      expect(d.name).toBe(post.name.trim());
      expect(d.email).toMatch(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/);
      expect(digits(d.phone)).toBeGreaterThanOrEqual(7);
      expect(digits(d.phone)).toBeLessThanOrEqual(15);
      expect(d.message.length).toBeLessThanOrEqual(5000);
      expect(d.company).toBe(post.company.trim() || undefined);
      expect(d.product_id).toBe(post.product_id || undefined);
      for (const value of [d.name, d.company ?? "", d.email, d.phone, d.product_id ?? "", d.message]) expect(value).not.toMatch(CONTROL);
    }),
    { numRuns: PROPERTY_RUNS },
  );
});

test("property: a valid application passes with its years as a number and an http(s) résumé link", () => {
  fc.assert(
    fc.property(applications.valid, (post) => {
      const checked = checkForm(applicationSchema, post);
      expect(checked).toMatchObject({ ok: true });
      if (!checked.ok) return;
      expect(checked.data.experience_years).toBe(Number(post.experience_years));
      expect(checked.data.experience_years).toBeLessThanOrEqual(60);
      expect(checked.data.resume_url).toBe(post.resume_url || undefined);
      if (checked.data.resume_url) expect(checked.data.resume_url).toMatch(/^https?:/i);
      expect(checked.data.name).not.toMatch(/[\n\r\t]/);
    }),
    { numRuns: PROPERTY_RUNS },
  );
});

test.each([
  ["inquiry", inquirySchema, inquiries],
  ["application", applicationSchema, applications],
] as const)("property: an %s with one broken field is refused for that field alone", (_, schema, posts) => {
  fc.assert(
    fc.property(posts.broken, ({ post, field }) => {
      const checked = checkForm(schema, post);
      expect(checked.ok).toBe(false);
      if (checked.ok) return;
      expect(Object.keys(checked.fieldErrors)).toEqual([field]);
      // The browser's per-field check gives the same message as the whole-form check.
      expect(checkField(schema, field, post[field])).toBe(checked.fieldErrors[field as keyof typeof checked.fieldErrors]);
    }),
    { numRuns: PROPERTY_RUNS },
  );
});

test("the zod-free field lists the forms render from name exactly the schemas' fields, in order", () => {
  expect([...inquiryFields]).toEqual(Object.keys(inquirySchema.shape));
  expect([...applicationFields]).toEqual(Object.keys(applicationSchema.shape));
});
