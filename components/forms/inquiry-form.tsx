"use client";
// Contact form on /contact-us. It posts to the server action (so it also works without scripts), checks
// fields in the browser with the same schema as the server, keeps what was typed after every answer, and
// preselects the product named in ?product= (read here in the browser, so the page stays static).
import { useActionState, useId } from "react";
import { fieldProps, FormFrame, SelectField, TextAreaField, TextField } from "@/components/forms/form-parts";
import { useBrowserValue } from "@/components/forms/use-browser-value";
import { useFormFeedback } from "@/components/forms/use-form-feedback";
import { useLive } from "@/lib/live/use-live";
import type { Product } from "@/lib/content/schemas";
import { EMAIL_MAX, INQUIRY_LIMITS, inquiryFields, MESSAGE_MAX, PHONE_MAX, type InquiryField } from "@/lib/forms/form-limits";
import { initialResult, type FormAction } from "@/lib/forms/result";
import { PRODUCT_QUERY } from "@/lib/site/paths";

/** `startToken`: the server-signed fill-time start rendered with the page (lib/forms/start-token.ts). */
export type InquiryFormProps = { products: { id: string; product_name: string }[]; startToken: string; action: FormAction<InquiryField> };

const loadSchema = () => import("@/lib/forms/inquiry").then((m) => m.inquirySchema);

const labels: Record<InquiryField, string> = {
  name: "Your name",
  company: "Company",
  email: "Email",
  phone: "Phone",
  product_id: "Product",
  message: "Your message",
};

const productChoices = (list: Product[]) => list.map((p) => ({ id: p.id, product_name: p.product_name }));

export function InquiryForm({ products: serverProducts, startToken, action }: InquiryFormProps) {
  // The product choices follow the catalogue live, like every list of products on the site.
  const products = useLive("Products", serverProducts, productChoices);
  const [state, formAction, pending] = useActionState(action, initialResult<InquiryField>());
  const feedback = useFormFeedback(loadSchema, inquiryFields, state, pending, startToken);
  const prefix = useId().replace(/[^A-Za-z0-9_-]/g, "");
  const wanted = useBrowserValue(() => new URLSearchParams(window.location.search).get(PRODUCT_QUERY) ?? "", "");
  const preselected = products.some((product) => product.id === wanted) ? wanted : "";

  const common = fieldProps(prefix, labels, feedback.errors, state.values);

  return (
    <FormFrame
      label="Inquiry"
      action={formAction}
      state={state}
      feedback={feedback}
      labels={labels}
      idPrefix={prefix}
      fieldsKey={`${state.serial}:${preselected}`}
      submitText="Send inquiry"
    >
      <TextField {...common("name")} required maxLength={100} autoComplete="name" />
      <TextField {...common("company")} maxLength={INQUIRY_LIMITS.company} autoComplete="organization" />
      <TextField {...common("email")} type="email" required maxLength={EMAIL_MAX} autoComplete="email" inputMode="email" />
      <TextField
        {...common("phone")}
        type="tel"
        required
        maxLength={PHONE_MAX}
        autoComplete="tel"
        inputMode="tel"
        hint="With country code if outside India, e.g. +91 98250 41234"
      />
      <SelectField
        {...common("product_id")}
        defaultValue={state.values.product_id ?? preselected}
        className="md:col-span-2"
        options={[
          { value: "", label: "Not about a particular product" },
          ...products.map((product) => ({ value: product.id, label: product.product_name })),
        ]}
      />
      <TextAreaField
        {...common("message")}
        required
        maxLength={MESSAGE_MAX}
        className="md:col-span-2"
        hint="Quantities, drawings or sizes, materials and when you need them"
      />
    </FormFrame>
  );
}
