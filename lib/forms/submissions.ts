// The two forms' server side: the contact form writes `Inquiries`, the application form writes `Career`.
// Product names and position titles are looked up here, never taken from the post, and a document
// holds the schema's fields only (plus page, created_at and submission_id, added in submit.ts). Each
// also says what the owners' notification mail shows (lib/notify/mail.ts).
import "server-only";
import { submissionCollections } from "@/lib/content/collections";
import { getJobOpenings, getProduct } from "@/lib/content/read";
import {
  applicationFields,
  applicationSchema,
  GENERAL_APPLICATION,
  GENERAL_APPLICATION_TITLE,
  type ApplicationField,
} from "@/lib/forms/application";
import { inquiryFields, inquirySchema, type InquiryField } from "@/lib/forms/inquiry";
import type { SubmitContext } from "@/lib/forms/request";
import type { FormResult } from "@/lib/forms/result";
import { submitForm, type FormDefinition } from "@/lib/forms/submit";

const inquiryForm: FormDefinition<typeof inquirySchema, InquiryField> = {
  kind: "inquiry",
  collection: submissionCollections.inquiries,
  schema: inquirySchema,
  fields: inquiryFields,
  defaultPage: "/contact-us",
  async prepare(data) {
    let productName: string | undefined;
    if (data.product_id) {
      const product = await getProduct(data.product_id);
      if (!product) return { ok: false, fieldErrors: { product_id: "That product is no longer listed: choose another or leave it empty" } };
      productName = product.product_name;
    }
    return {
      ok: true,
      // The parsed data holds the schema's fields only: anything else that was posted is gone.
      document: { ...data, product_name: productName },
      notification: {
        recipients: "inquiries",
        subject: productName ? `Inquiry from ${data.name} about ${productName}` : `Inquiry from ${data.name}`,
        heading: "New inquiry from the website",
        replyTo: data.email,
        fields: [
          { label: "Name", value: data.name },
          { label: "Company", value: data.company },
          { label: "Email", value: data.email, link: "mailto" },
          { label: "Phone", value: data.phone, link: "tel" },
          { label: "Product", value: productName },
          { label: "Message", value: data.message },
        ],
      },
    };
  },
  thanks: (name) =>
    `Thank you, ${name}. Your inquiry has reached our sales team; we reply by email or phone within one working day.`,
};

const applicationForm: FormDefinition<typeof applicationSchema, ApplicationField> = {
  kind: "application",
  collection: submissionCollections.applications,
  schema: applicationSchema,
  fields: applicationFields,
  defaultPage: "/career",
  async prepare(data) {
    let title = GENERAL_APPLICATION_TITLE;
    if (data.position_id !== GENERAL_APPLICATION) {
      const position = (await getJobOpenings()).find((opening) => opening.id === data.position_id && opening.open);
      if (!position) return { ok: false, fieldErrors: { position_id: "That position is no longer open: choose another or a general application" } };
      title = position.title;
    }
    return {
      ok: true,
      document: { ...data, position_title: title },
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
  thanks: (name) =>
    `Thank you, ${name}. We have received your application; our team reads every one and calls the candidates whose experience fits within two weeks.`,
};

export function submitInquiry(previous: FormResult<InquiryField> | undefined, formData: FormData, context: SubmitContext) {
  return submitForm(inquiryForm, previous, formData, context);
}

export function submitApplication(previous: FormResult<ApplicationField> | undefined, formData: FormData, context: SubmitContext) {
  return submitForm(applicationForm, previous, formData, context);
}
