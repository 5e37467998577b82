// The two forms' server side: the contact form writes `Inquiries`, the application form `Career`. Product
// names and position titles are looked up here, never taken from the post; a document holds the
// schema's fields (submit.ts adds files, page, created_at, submission_id); and what the owners' mail shows.
import "server-only";
import { submissionCollections } from "@/lib/content/collections";
import { getJobOpenings, getProducts } from "@/lib/content/read";
import type { Product } from "@/lib/content/schemas";
import { applicationSchema } from "@/lib/forms/application";
import {
  DELIVERY_LABELS,
  INQUIRY_KIND_LABELS,
  INQUIRY_LABELS,
  TOOL_TYPE_LABELS,
  type InquiryKind,
} from "@/lib/forms/form-labels";
import { GENERAL_APPLICATION, GENERAL_APPLICATION_TITLE } from "@/lib/forms/form-limits";
import { inquirySchema, type Inquiry } from "@/lib/forms/inquiry";
import { submitForm, type FormDefinition, type SubmitContext } from "@/lib/forms/submit";
import type { MailField } from "@/lib/notify/mail";
import { variantCode } from "@/lib/site/catalogue";

const KIND_SUBJECT: Record<InquiryKind, (data: Inquiry) => string> = {
  products: (data) =>
    `quote for products (${data.items.length} ${data.items.length === 1 ? "item" : "items"})`,
  job_work: (data) =>
    data.kind === "job_work" ? `job work, ${data.quantity} pieces in ${data.material}` : "job work",
  regrind: (data) =>
    data.kind === "regrind"
      ? `regrinding of ${data.pieces} ${TOOL_TYPE_LABELS[data.tool_type].toLowerCase()}`
      : "regrinding",
  other: () => "something else",
};

type QuotedItem = { product_id: string; product_name: string; quantity: number; variant?: string };

/**
 * The list as stored: each product's name from the catalogue, and a size only when the product's size
 * table has that code. A message for the list instead when a product or size is no longer listed.
 */
function quotedItems(posted: Inquiry["items"], products: Product[]): QuotedItem[] | string {
  const byId = new Map(products.map((p) => [p.id, p]));
  const items: QuotedItem[] = [];
  for (const { product_id, variant, quantity } of posted) {
    const product = byId.get(product_id);
    if (!product)
      return "A product in your list is no longer in our catalogue: remove it, or reload the page";
    if (
      variant !== undefined &&
      !product.variants.some((row, i) => variantCode(product, row, i) === variant)
    ) {
      return `Size ${variant} of ${product.product_name} is no longer in our size table: remove it, or reload the page`;
    }
    items.push({
      product_id,
      product_name: product.product_name,
      quantity,
      ...(variant ? { variant } : {}),
    });
  }
  return items;
}

/** Each kind's own fields, in the mail as in the form; a choice by its label. */
const KIND_FIELDS: Partial<Record<InquiryKind, (keyof typeof INQUIRY_LABELS)[]>> = {
  job_work: ["material", "quantity", "tolerance"],
  regrind: ["tool_type", "pieces", "diameter_range", "condition", "delivery"],
};
const CHOICE_LABELS: Record<string, Record<string, string>> = {
  tool_type: TOOL_TYPE_LABELS,
  delivery: DELIVERY_LABELS,
};
const kindFields = (data: Inquiry): MailField[] =>
  (KIND_FIELDS[data.kind] ?? []).map((name) => {
    const value = (data as unknown as Record<string, string | number | undefined>)[name];
    return { label: INQUIRY_LABELS[name], value: CHOICE_LABELS[name]?.[String(value)] ?? value };
  });

const inquiryForm: FormDefinition<typeof inquirySchema> = {
  kind: "inquiry",
  prefix: "INQ",
  collection: submissionCollections.inquiries,
  schema: inquirySchema,
  defaultPage: "/contact-us",
  async prepare(data) {
    const items = quotedItems(data.items, await getProducts());
    if (typeof items === "string") return { ok: false, fieldErrors: { items: [items] } };
    const lines = items.map(
      (item) =>
        `${item.product_name}${item.variant ? ` (size ${item.variant})` : ""}: ${item.quantity} ${item.quantity === 1 ? "piece" : "pieces"}`,
    );
    return {
      ok: true,
      // The parsed data holds the schema's fields only: anything else that was posted is gone (its
      // files are those stored, added in submit.ts).
      document: { ...data, items },
      asked: [INQUIRY_KIND_LABELS[data.kind], ...lines],
      notification: {
        recipients: "inquiries",
        subject: `Inquiry from ${data.name}: ${KIND_SUBJECT[data.kind](data)}`,
        heading: `New inquiry from the website: ${INQUIRY_KIND_LABELS[data.kind].toLowerCase()}`,
        replyTo: data.email,
        fields: [
          { label: "Request", value: INQUIRY_KIND_LABELS[data.kind] },
          ...lines.map((value, i) => ({ label: `Product ${i + 1}`, value })),
          ...kindFields(data),
          { label: "Name", value: data.name },
          { label: "Company", value: data.company },
          { label: "Email", value: data.email, link: "mailto" },
          { label: "Phone", value: data.phone, link: "tel" },
          { label: "Message", value: data.message },
        ],
      },
    };
  },
  thanks: (name, reference) =>
    `Thank you, ${name}. Your inquiry ${reference} has reached our sales team; we reply by email or phone within one working day.`,
  answer: "Our sales team replies by email or phone within one working day.",
};

const applicationForm: FormDefinition<typeof applicationSchema> = {
  kind: "application",
  prefix: "APP",
  collection: submissionCollections.applications,
  schema: applicationSchema,
  defaultPage: "/career",
  async prepare(data) {
    let title = GENERAL_APPLICATION_TITLE;
    if (data.position_id !== GENERAL_APPLICATION) {
      const position = (await getJobOpenings()).find(
        (opening) => opening.id === data.position_id && opening.open,
      );
      if (!position)
        return {
          ok: false,
          fieldErrors: {
            position_id: [
              "That position is no longer open: choose another or a general application",
            ],
          },
        };
      title = position.title;
    }
    return {
      ok: true,
      document: { ...data, position_title: title },
      asked: [`Job application: ${title}`],
      notification: {
        recipients: "applications",
        subject: `Job application from ${data.name}: ${title}`,
        heading: "New job application from the website",
        replyTo: data.email,
        fields: [
          { label: "Name", value: data.name },
          { label: "Position", value: title },
          { label: "Email", value: data.email, link: "mailto" },
          { label: "Phone", value: data.phone, link: "tel" },
          { label: "Experience (years)", value: data.experience_years },
          { label: "Qualification", value: data.qualification },
          { label: "Current employer", value: data.current_employer },
          // Shown as text, not a link: the owner decides whether to open an address a visitor typed.
          { label: "Résumé link", value: data.resume_url },
          { label: "Message", value: data.message },
        ],
      },
    };
  },
  thanks: (name, reference) =>
    `Thank you, ${name}. We have received your application ${reference}; our team reads every one and calls the candidates whose experience fits within two weeks.`,
  answer:
    "Our team reads every application and calls the candidates whose experience fits within two weeks.",
};

/** The contact form's post; `context` (who posts) is read from the request unless given. */
export const submitInquiry = (formData: FormData, context?: SubmitContext) =>
  submitForm(inquiryForm, formData, context);

/** The application form's post; `context` (who posts) is read from the request unless given. */
export const submitApplication = (formData: FormData, context?: SubmitContext) =>
  submitForm(applicationForm, formData, context);
