// The two forms as the shared submission path receives them (lib/forms/submit.ts, stood in for here): the
// collection and page of each, the product name and position title looked up on the server, the
// document's fields, the owners' notification, and the thanks. (tests/integration/forms-actions.test.ts
// posts both forms against the embedded database.)
import { getJobOpenings, getProducts } from "@/lib/content/read";
import type { JobOpening, Product } from "@/lib/content/schemas";
import { applicationSchema } from "@/lib/forms/application";
import { inquirySchema } from "@/lib/forms/inquiry";
import { submitApplication, submitInquiry } from "@/lib/forms/submissions";
import { submitForm, type FormDefinition } from "@/lib/forms/submit";

jest.mock("@/lib/forms/submit", () => ({ submitForm: jest.fn(async () => "answered") }));
jest.mock("@/lib/content/read", () => ({ getProducts: jest.fn(), getJobOpenings: jest.fn() }));

type AnyDefinition = FormDefinition<typeof inquirySchema> &
  FormDefinition<typeof applicationSchema>;

/** Posts through the given entry point and returns the form definition it handed to the shared path. */
async function definitionOf(
  entry: typeof submitInquiry | typeof submitApplication,
): Promise<AnyDefinition> {
  const data = new FormData();
  const context = { ip: "192.0.2.1" };
  expect(await entry(data, context)).toBe("answered");
  const [definition, passedData, passedContext] = jest.mocked(submitForm).mock.lastCall!;
  expect([passedData, passedContext]).toEqual([data, context]);
  return definition as AnyDefinition;
}

const openings: JobOpening[] = [
  { id: "cnc-operator", title: "CNC Grinding Operator", open: true } as JobOpening,
  { id: "old-job", title: "Old opening", open: false } as JobOpening,
];

beforeEach(() => {
  jest.mocked(getProducts).mockResolvedValue([
    { id: "form-tools", product_name: "Form Tools" } as Product,
    {
      id: "reamers",
      product_name: "Precision Reamers",
      variants: [{ code: "PR-H7-06", diameter_mm: 6 }, { diameter_mm: 8 }],
    } as unknown as Product,
  ]);
  jest.mocked(getJobOpenings).mockResolvedValue(openings);
});
afterEach(() => jest.clearAllMocks());

const contact = {
  name: "Asha Patel",
  company: "Gundlav Engineering",
  email: "asha@example.com",
  phone: "+91 98250 41234",
};

describe("contact form", () => {
  test("writes Inquiries, with the schema and fields of the contact form, from /contact-us", async () => {
    const form = await definitionOf(submitInquiry);
    expect(form).toMatchObject({
      kind: "inquiry",
      prefix: "INQ",
      collection: "Inquiries",
      defaultPage: "/contact-us",
      answer: "Our sales team replies by email or phone within one working day.",
    });
    expect(form.schema).toBe(inquirySchema);
    expect(form.thanks("Asha", "INQ-26-0042")).toBe(
      "Thank you, Asha. Your inquiry INQ-26-0042 has reached our sales team; we reply by email or phone within one working day.",
    );
  });

  test("a quote for products stores each product's looked-up name and quantity, and tells the owners every item", async () => {
    const form = await definitionOf(submitInquiry);
    const prepared = await form.prepare({
      ...contact,
      kind: "products",
      items: [
        { product_id: "form-tools", quantity: 250 },
        { product_id: "reamers", quantity: 3 },
      ],
      files: [],
      message: undefined,
    });
    expect(prepared).toMatchObject({
      ok: true,
      document: {
        ...contact,
        kind: "products",
        items: [
          { product_id: "form-tools", product_name: "Form Tools", quantity: 250 },
          { product_id: "reamers", product_name: "Precision Reamers", quantity: 3 },
        ],
      },
      // What the thanks and the visitor's acknowledgment list: the catalogue's names, never the post's.
      asked: ["A quote for products", "Form Tools: 250 pieces", "Precision Reamers: 3 pieces"],
      notification: {
        recipients: "inquiries",
        subject: "Inquiry from Asha Patel: quote for products (2 items)",
        replyTo: "asha@example.com",
        fields: [
          { label: "Request", value: "A quote for products" },
          { label: "Product 1", value: "Form Tools: 250 pieces" },
          { label: "Product 2", value: "Precision Reamers: 3 pieces" },
          { label: "Name", value: "Asha Patel" },
          { label: "Company", value: "Gundlav Engineering" },
          { label: "Email", value: "asha@example.com", link: "mailto" },
          { label: "Phone", value: "+91 98250 41234", link: "tel" },
          { label: "Message", value: undefined },
        ],
      },
    });
  });

  test("a regrinding request tells the owners its kind in the subject and each of its fields", async () => {
    const form = await definitionOf(submitInquiry);
    const prepared = await form.prepare({
      ...contact,
      kind: "regrind",
      items: [],
      files: [],
      tool_type: "end_mills",
      pieces: 40,
      diameter_range: "6–20 mm",
      condition: "Worn",
      delivery: "collect",
      message: undefined,
    });
    expect(prepared).toMatchObject({
      ok: true,
      document: {
        kind: "regrind",
        tool_type: "end_mills",
        pieces: 40,
        diameter_range: "6–20 mm",
        condition: "Worn",
        delivery: "collect",
        items: [],
      },
      notification: { subject: "Inquiry from Asha Patel: regrinding of 40 end mills" },
    });
    expect(prepared.ok && prepared.notification.fields).toEqual(
      expect.arrayContaining([
        { label: "Tool type", value: "End mills" },
        { label: "Number of pieces", value: 40 },
        { label: "How the tools reach us", value: "Please collect" },
      ]),
    );
  });

  test("a product that is no longer listed is refused on the list", async () => {
    const form = await definitionOf(submitInquiry);
    expect(
      await form.prepare({
        ...contact,
        kind: "products",
        items: [{ product_id: "gone", quantity: 1 }],
        files: [],
        message: undefined,
      }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        items: [
          "A product in your list is no longer in our catalogue: remove it, or reload the page",
        ],
      },
    });
  });
});

describe("sizes from a size table", () => {
  test("a size is stored and mailed by its code; a row without a code by the one the table shows", async () => {
    const form = await definitionOf(submitInquiry);
    const items = [
      { product_id: "reamers", variant: "PR-H7-06", quantity: 12 },
      { product_id: "reamers", variant: "reamers-2", quantity: 4 },
      { product_id: "reamers", quantity: 1 },
    ];
    const prepared = await form.prepare({
      ...contact,
      kind: "products",
      items,
      files: [],
      message: undefined,
    });
    expect(prepared.ok && prepared.document.items).toEqual([
      {
        product_id: "reamers",
        product_name: "Precision Reamers",
        variant: "PR-H7-06",
        quantity: 12,
      },
      {
        product_id: "reamers",
        product_name: "Precision Reamers",
        variant: "reamers-2",
        quantity: 4,
      },
      { product_id: "reamers", product_name: "Precision Reamers", quantity: 1 },
    ]);
    expect(prepared.ok && prepared.notification.fields.slice(1, 4)).toEqual([
      { label: "Product 1", value: "Precision Reamers (size PR-H7-06): 12 pieces" },
      { label: "Product 2", value: "Precision Reamers (size reamers-2): 4 pieces" },
      { label: "Product 3", value: "Precision Reamers: 1 piece" },
    ]);
  });

  test("a size the table no longer has is refused on the list, by its code", async () => {
    const form = await definitionOf(submitInquiry);
    const items = [{ product_id: "reamers", variant: "PR-H7-99", quantity: 2 }];
    expect(
      await form.prepare({ ...contact, kind: "products", items, files: [], message: undefined }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        items: [
          "Size PR-H7-99 of Precision Reamers is no longer in our size table: remove it, or reload the page",
        ],
      },
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
    files: [],
  };

  test("writes Career, with the schema and fields of the application form, from /career", async () => {
    const form = await definitionOf(submitApplication);
    expect(form).toMatchObject({
      kind: "application",
      prefix: "APP",
      collection: "Career",
      defaultPage: "/career",
      answer:
        "Our team reads every application and calls the candidates whose experience fits within two weeks.",
    });
    expect(form.schema).toBe(applicationSchema);
    expect(form.thanks("Ravi", "APP-26-0007")).toBe(
      "Thank you, Ravi. We have received your application APP-26-0007; our team reads every one and calls the candidates whose experience fits within two weeks.",
    );
  });

  test("an application for an open position stores its title and tells the owners everything the visitor sent", async () => {
    const form = await definitionOf(submitApplication);
    expect(await form.prepare({ ...application, position_id: "cnc-operator" })).toEqual({
      ok: true,
      document: {
        ...application,
        position_id: "cnc-operator",
        position_title: "CNC Grinding Operator",
      },
      asked: ["Job application: CNC Grinding Operator"],
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
      fieldErrors: {
        position_id: ["That position is no longer open: choose another or a general application"],
      },
    });
  });
});
