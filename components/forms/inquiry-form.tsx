"use client";
// Contact form on /contact-us. It posts to the server action (so it also works without scripts), checks
// fields in the browser with the same schema as the server, keeps what was typed after every answer, and
// preselects the product named in ?product= (read here in the browser, so the page stays static).
import { useActionState, useEffect, useId, useState } from "react";
import { sendInquiry } from "@/app/contact-us/actions";
import { fieldProps, FormFrame, SelectField, TextAreaField, TextField } from "@/components/forms/form-parts";
import { useFormFeedback } from "@/components/forms/use-form-feedback";
import { EMAIL_MAX, INQUIRY_LIMITS, inquiryFields, MESSAGE_MAX, PHONE_MAX, type InquiryField } from "@/lib/forms/form-limits";
import { initialResult } from "@/lib/forms/result";

export type InquiryFormProps = { products: { id: string; product_name: string }[] };

const loadSchema = () => import("@/lib/forms/inquiry").then((m) => m.inquirySchema);

const labels: Record<InquiryField, string> = {
  name: "Your name",
  company: "Company",
  email: "Email",
  phone: "Phone",
  product_id: "Product",
  message: "Your message",
};

export function InquiryForm({ products }: InquiryFormProps) {
  const [state, formAction, pending] = useActionState(sendInquiry, initialResult<InquiryField>());
  const feedback = useFormFeedback(loadSchema, inquiryFields, state, pending);
  const prefix = useId().replace(/[^A-Za-z0-9_-]/g, "");
  const [preselected, setPreselected] = useState("");

  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get("product");
    if (wanted && products.some((product) => product.id === wanted)) setPreselected(wanted);
  }, [products]);

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
