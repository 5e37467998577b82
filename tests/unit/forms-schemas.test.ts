// The forms' zod schemas, including a property-based check with fast-check: whatever text arrives,
// parsing never throws and whatever passes holds to the documented limits.
import fc from "fast-check";
import { applicationFields, applicationSchema } from "@/lib/forms/application";
import { inquiryFields, inquirySchema } from "@/lib/forms/inquiry";
import { checkField, checkForm } from "@/lib/forms/result";

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

const text = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.string({ unit: "binary", maxLength: 50 }),
  fc.constantFrom("", " ", "Asha Patel", "asha@example.com", "+91 98250 41234", "general", "3", "https://x.example/cv", "A message long enough"),
);
const record = (names: readonly string[]) => fc.record(Object.fromEntries(names.map((n) => [n, text])) as Record<string, fc.Arbitrary<string>>);

test("property: any text never throws, and whatever passes keeps to the limits", () => {
  fc.assert(
    fc.property(record(inquiryFields), record(applicationFields), (inquiry, application) => {
      const a = checkForm(inquirySchema, inquiry);
      if (a.ok) {
        const d = a.data;
        expect(d.name.length).toBeGreaterThanOrEqual(2);
        expect(d.name.length).toBeLessThanOrEqual(100);
        expect(d.name).toBe(d.name.trim());
        expect(d.email).toMatch(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/);
        expect(digits(d.phone)).toBeGreaterThanOrEqual(7);
        expect(digits(d.phone)).toBeLessThanOrEqual(15);
        expect(d.message.length).toBeLessThanOrEqual(5000);
        for (const value of [d.name, d.company ?? "", d.email, d.phone, d.product_id ?? "", d.message]) expect(value).not.toMatch(CONTROL);
      }
      const b = checkForm(applicationSchema, application);
      if (b.ok) {
        expect(b.data.experience_years).toBeGreaterThanOrEqual(0);
        expect(b.data.experience_years).toBeLessThanOrEqual(60);
        if (b.data.resume_url) expect(b.data.resume_url).toMatch(/^https?:/i);
        expect(b.data.name).not.toMatch(/[\n\r\t]/);
      }
      for (const [name, value] of Object.entries(inquiry)) checkField(inquirySchema, name, value);
    }),
    { numRuns: 400 },
  );
});

test("the zod-free field lists the forms render from name exactly the schemas' fields, in order", () => {
  expect([...inquiryFields]).toEqual(Object.keys(inquirySchema.shape));
  expect([...applicationFields]).toEqual(Object.keys(applicationSchema.shape));
});
