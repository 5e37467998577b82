// The contact form's questions, rendered on the server: what the visitor needs, each kind's own
// questions (shown by CSS while its choice is checked, so also without JavaScript) and the contact
// details. Their labels and options travel with the page as data; the fields are the forms' shared
// client parts, which take their ids, errors and values from the form around them (InquiryForm).
import { ChoiceField, SelectField, TextAreaField, TextField } from "@/components/forms/form-parts";
import { acceptOf, filesHint, INQUIRY_FILES, type FileRules } from "@/lib/forms/files";
import {
  DELIVERY_LABELS,
  deliveries,
  INQUIRY_KIND_LABELS,
  INQUIRY_LABELS,
  inquiryKinds,
  TOOL_TYPE_LABELS,
  toolTypes,
} from "@/lib/forms/form-labels";
import {
  EMAIL_MAX,
  FILES_FIELD,
  INQUIRY_LIMITS,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_MAX,
  QUANTITY_MAX,
} from "@/lib/forms/form-limits";

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((value) => ({ value, label: labels[value] }));
const quantityProps = {
  type: "number",
  min: 1,
  max: QUANTITY_MAX,
  step: 1,
  inputMode: "numeric",
  needed: true,
} as const;

/** "What do you need?" (the choice checked at first is the form's), the questions of each kind and the files. */
export function InquiryChoices() {
  return (
    <>
      <ChoiceField
        name="kind"
        options={options(inquiryKinds, INQUIRY_KIND_LABELS)}
        className="md:col-span-2"
      />
      <div
        data-kind="job_work"
        className="kind-fields gap-x-6 gap-y-4 md:col-span-2 md:grid-cols-2"
      >
        <TextField
          name="material"
          needed
          maxLength={INQUIRY_LIMITS.material}
          hint="For example EN31, HSS M2, tungsten carbide"
        />
        <TextField name="quantity" {...quantityProps} />
        <TextAreaField
          name="tolerance"
          rows={3}
          maxLength={INQUIRY_LIMITS.tolerance}
          className="md:col-span-2"
          hint="Tolerances, surface finish, coating, heat treatment"
        />
      </div>
      <div data-kind="regrind" className="kind-fields gap-x-6 gap-y-4 md:col-span-2 md:grid-cols-2">
        <SelectField
          name="tool_type"
          needed
          options={[{ value: "", label: "Choose a type" }, ...options(toolTypes, TOOL_TYPE_LABELS)]}
        />
        <TextField name="pieces" {...quantityProps} />
        <TextField
          name="diameter_range"
          needed
          maxLength={INQUIRY_LIMITS.diameterRange}
          hint="For example 6 to 20 mm"
        />
        <TextAreaField
          name="condition"
          needed
          rows={3}
          maxLength={INQUIRY_LIMITS.condition}
          hint="Worn, chipped or broken edges; coated or not"
        />
        <ChoiceField
          name="delivery"
          needed
          options={options(deliveries, DELIVERY_LABELS)}
          className="md:col-span-2"
        />
      </div>
      <FilesField rules={INQUIRY_FILES} />
    </>
  );
}

/**
 * The product of /contact-us?product={id} with its quantity, as a page without scripts shows it (with
 * scripts the visitor's list replaces it: inquiry-list-editor.tsx).
 */
export function PreselectedItem({ product }: { product: { id: string; product_name: string } }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-steel-800">{INQUIRY_LABELS.items}</legend>
      <input type="hidden" name="items[0].product_id" value={product.id} />
      <TextField
        name="items[0].quantity"
        label={`Quantity of ${product.product_name}`}
        defaultValue="1"
        className="mt-2 max-w-xs"
        {...quantityProps}
        needed={false}
        required
      />
    </fieldset>
  );
}

/** A form's file field: the types its rules accept (offered first by the picker) and its limits. */
export const FilesField = ({ rules, hint }: { rules: FileRules; hint?: string }) => (
  <TextField
    type="file"
    name={FILES_FIELD}
    accept={acceptOf(rules)}
    className="md:col-span-2"
    hint={[hint, filesHint(rules)].filter(Boolean).join(" ")}
  />
);

/** How to reach the visitor, in both forms: name (then, in an inquiry, the company), email and phone. */
export function ContactFields({ company = false }: { company?: boolean }) {
  return (
    <>
      <TextField name="name" required maxLength={NAME_MAX} autoComplete="name" />
      {company ? (
        <TextField name="company" maxLength={INQUIRY_LIMITS.company} autoComplete="organization" />
      ) : null}
      <TextField
        name="email"
        type="email"
        required
        maxLength={EMAIL_MAX}
        autoComplete="email"
        inputMode="email"
      />
      <TextField
        name="phone"
        type="tel"
        required
        maxLength={PHONE_MAX}
        autoComplete="tel"
        inputMode="tel"
        hint="With country code if outside India, e.g. +91 98250 41234"
      />
    </>
  );
}

/** The visitor's message and how to reach them. */
export function InquiryContact() {
  return (
    <>
      <TextAreaField
        name="message"
        neededFor="other"
        maxLength={MESSAGE_MAX}
        className="md:col-span-2"
        hint={
          'Needed for "Something else"; otherwise anything we should know: sizes, delivery dates'
        }
      />
      <ContactFields company />
    </>
  );
}
