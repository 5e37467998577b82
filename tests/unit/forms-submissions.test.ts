// The two forms as the shared submission path receives them (lib/forms/submit.ts, stood in for here): the
// collection and page of each, the product name and position title looked up on the server, the
// document's fields, the owners' notification, and the thanks. (tests/integration/forms-actions.test.ts
// posts both forms against the embedded database.)
import { getJobOpenings, getProduct } from "@/lib/content/read";
import type { JobOpening, Product } from "@/lib/content/schemas";
import { applicationFields, applicationSchema } from "@/lib/forms/application";
import { inquiryFields, inquirySchema } from "@/lib/forms/inquiry";
import { submitApplication, submitInquiry } from "@/lib/forms/submissions";
import { submitForm, type FormDefinition } from "@/lib/forms/submit";

jest.mock("@/lib/forms/submit", () => ({ submitForm: jest.fn(async () => "answered") }));
jest.mock("@/lib/content/read", () => ({ getProduct: jest.fn(), getJobOpenings: jest.fn() }));

type AnyDefinition = FormDefinition<typeof inquirySchema, string> & FormDefinition<typeof applicationSchema, string>;

/** Posts through the given entry point and returns the form definition it handed to the shared path. */
async function definitionOf(entry: typeof submitInquiry | typeof submitApplication): Promise<AnyDefinition> {
  const data = new FormData();
  const context = { ip: "192.0.2.1" };
  const previous = { status: "idle", serial: 3, values: {}, fieldErrors: {}, message: "" } as const;
  expect(await entry(previous, data, context)).toBe("answered");
  const [definition, passedPrevious, passedData, passedContext] = jest.mocked(submitForm).mock.lastCall!;
  expect([passedPrevious, passedData, passedContext]).toEqual([previous, data, context]);
  return definition as AnyDefinition;
}

const openings: JobOpening[] = [
  { id: "cnc-operator", title: "CNC Grinding Operator", open: true } as JobOpening,
  { id: "old-job", title: "Old opening", open: false } as JobOpening,
];

beforeEach(() => {
  jest.mocked(getProduct).mockImplementation(async (id) => (id === "form-tools" ? ({ id, product_name: "Form Tools" } as Product) : null));
  jest.mocked(getJobOpenings).mockResolvedValue(openings);
});
afterEach(() => jest.clearAllMocks());

const inquiry = { name: "Asha Patel", company: "Gundlav Engineering", email: "asha@example.com", phone: "+91 98250 41234", message: "50 form tools" };

describe("contact form", () => {
  test("writes Inquiries, with the schema and fields of the contact form, from /contact-us", async () => {
    const form = await definitionOf(submitInquiry);
    expect(form).toMatchObject({ kind: "inquiry", collection: "Inquiries", defaultPage: "/contact-us" });
    expect(form.schema).toBe(inquirySchema);
    expect(form.fields).toBe(inquiryFields);
    expect(form.thanks("Asha")).toBe("Thank you, Asha. Your inquiry has reached our sales team; we reply by email or phone within one working day.");
  });

  test("an inquiry about a product stores the product's name and tells the owners about it", async () => {
    const form = await definitionOf(submitInquiry);
    expect(await form.prepare({ ...inquiry, product_id: "form-tools" })).toEqual({
      ok: true,
      document: { ...inquiry, product_id: "form-tools", product_name: "Form Tools" },
      notification: {
        recipients: "inquiries",
        subject: "Inquiry from Asha Patel about Form Tools",
        heading: "New inquiry from the website",
        replyTo: "asha@example.com",
        fields: [
          { label: "Name", value: "Asha Patel" },
          { label: "Company", value: "Gundlav Engineering" },
          { label: "Email", value: "asha@example.com", link: "mailto" },
          { label: "Phone", value: "+91 98250 41234", link: "tel" },
          { label: "Product", value: "Form Tools" },
          { label: "Message", value: "50 form tools" },
        ],
      },
    });
    expect(getProduct).toHaveBeenCalledWith("form-tools");
  });

  test("an inquiry about no product looks nothing up and names no product", async () => {
    const form = await definitionOf(submitInquiry);
    const prepared = await form.prepare({ ...inquiry, product_id: undefined });
    expect(getProduct).not.toHaveBeenCalled();
    expect(prepared).toMatchObject({ ok: true, document: { ...inquiry, product_name: undefined }, notification: { subject: "Inquiry from Asha Patel" } });
    expect(prepared.ok && prepared.notification.fields.find((field) => field.label === "Product")?.value).toBeUndefined();
  });

  test("a product that is no longer listed is refused on its field", async () => {
    const form = await definitionOf(submitInquiry);
    expect(await form.prepare({ ...inquiry, product_id: "gone" })).toEqual({
      ok: false,
      fieldErrors: { product_id: "That product is no longer listed: choose another or leave it empty" },
    });
  });
});

describe("application form", () => {
  const application = {
    name: "Ravi Desai",
    email: "ravi@example.com",
    phone: "9825041234",
    experience_years: 4.5,
    qualification: "ITI Machinist",
    current_employer: "Vapi Tools",
    resume_url: "https://drive.example.com/cv.pdf",
    message: "Four years on grinders",
  };

  test("writes Career, with the schema and fields of the application form, from /career", async () => {
    const form = await definitionOf(submitApplication);
    expect(form).toMatchObject({ kind: "application", collection: "Career", defaultPage: "/career" });
    expect(form.schema).toBe(applicationSchema);
    expect(form.fields).toBe(applicationFields);
    expect(form.thanks("Ravi")).toBe(
      "Thank you, Ravi. We have received your application; our team reads every one and calls the candidates whose experience fits within two weeks.",
    );
  });

  test("an application for an open position stores its title and tells the owners everything the visitor sent", async () => {
    const form = await definitionOf(submitApplication);
    expect(await form.prepare({ ...application, position_id: "cnc-operator" })).toEqual({
      ok: true,
      document: { ...application, position_id: "cnc-operator", position_title: "CNC Grinding Operator" },
      notification: {
        recipients: "applications",
        subject: "Job application from Ravi Desai: CNC Grinding Operator",
        heading: "New job application from the website",
        replyTo: "ravi@example.com",
        fields: [
          { label: "Name", value: "Ravi Desai" },
          { label: "Position", value: "CNC Grinding Operator" },
          { label: "Email", value: "ravi@example.com", link: "mailto" },
          { label: "Phone", value: "9825041234", link: "tel" },
          { label: "Experience (years)", value: 4.5 },
          { label: "Qualification", value: "ITI Machinist" },
          { label: "Current employer", value: "Vapi Tools" },
          { label: "Résumé link", value: "https://drive.example.com/cv.pdf" },
          { label: "Message", value: "Four years on grinders" },
        ],
      },
    });
  });

  test("a general application looks up no opening and is titled as such", async () => {
    const form = await definitionOf(submitApplication);
    const prepared = await form.prepare({ ...application, position_id: "general" });
    expect(getJobOpenings).not.toHaveBeenCalled();
    expect(prepared).toMatchObject({
      ok: true,
      document: { position_id: "general", position_title: "General application" },
      notification: { subject: "Job application from Ravi Desai: General application" },
    });
  });

  test.each([
    ["a closed position", "old-job"],
    ["an unknown position", "no-such-job"],
  ])("%s is refused on its field", async (_, position) => {
    const form = await definitionOf(submitApplication);
    expect(await form.prepare({ ...application, position_id: position })).toEqual({
      ok: false,
      fieldErrors: { position_id: "That position is no longer open: choose another or a general application" },
    });
  });
});
