"use client";
// Contact form on /contact-us (the shared frame and browser side: form-frame.tsx). It asks first what
// the visitor needs; each kind's own questions show while its choice is checked (by CSS, so also
// without JavaScript). At its top, the visitor's inquiry list (kept in the browser:
// lib/forms/inquiry-list.ts, edited in inquiry-list-editor.tsx), or without scripts the one product
// named in ?product=, with a quantity.
import { lazy, Suspense } from "react";
import { FormFrame, type FormProps } from "@/components/forms/form-frame";
import {
  ChoiceField,
  ContactFields,
  FilesField,
  SelectField,
  TextAreaField,
  TextField,
} from "@/components/forms/form-parts";
import { useBrowserValue } from "@/components/forms/use-browser-value";
import { INQUIRY_FILES } from "@/lib/forms/files";
import {
  DELIVERY_LABELS,
  INQUIRY_KIND_LABELS,
  INQUIRY_LABELS,
  TOOL_TYPE_LABELS,
} from "@/lib/forms/form-labels";
import { INQUIRY_LIMITS, MESSAGE_MAX, QUANTITY_MAX } from "@/lib/forms/form-limits";
import type { CatalogueChoice, ItemChoice } from "@/lib/forms/item-choices";

const load = () => import("@/lib/forms/browser-parts").then((m) => m.inquiry);
const ListEditor = lazy(() => import("@/components/forms/inquiry-list-editor"));

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const quantityProps = {
  type: "number",
  min: 1,
  max: QUANTITY_MAX,
  step: 1,
  inputMode: "numeric",
  needed: true,
} as const;

/**
 * `preselected`: the product of ?product= (the page was rendered for it), added to the visitor's list,
 * or shown with a quantity field until scripts run (and without them).
 */
export function InquiryForm({
  products,
  preselected,
  ...props
}: FormProps & { products: CatalogueChoice[]; preselected?: ItemChoice }) {
  const scripted = useBrowserValue(() => true, false);
  return (
    <FormFrame
      id="inquiry"
      load={load}
      defaultValue={{ kind: preselected ? "products" : "other" }}
      label="Inquiry"
      labels={INQUIRY_LABELS}
      submitText="Send inquiry"
      {...props}
    >
      {({ reply, allErrors }) => {
        // The list's problem; a row's quantity has its own beside it.
        const listError = Object.entries(allErrors).find(
          ([path]) => /^items\b/.test(path) && !path.endsWith(".quantity"),
        )?.[1]?.[0];
        return (
          <>
            <div className="md:col-span-2" id="inquiry-items" tabIndex={-1}>
              {scripted ? (
                <Suspense fallback={null}>
                  <ListEditor
                    products={products}
                    preselected={preselected}
                    error={listError}
                    reply={reply}
                  />
                </Suspense>
              ) : (
                <>
                  {preselected ? (
                    <fieldset>
                      <legend className="text-sm font-medium text-steel-800">
                        {INQUIRY_LABELS.items}
                      </legend>
                      <input type="hidden" name="items[0].product_id" value={preselected.id} />
                      <TextField
                        name="items[0].quantity"
                        label={`Quantity of ${preselected.product_name}`}
                        defaultValue="1"
                        className="mt-2 max-w-xs"
                        {...quantityProps}
                        needed={false}
                        required
                      />
                    </fieldset>
                  ) : null}
                  <p className="text-sm font-medium text-red-700">{listError}</p>
                </>
              )}
            </div>
            <ChoiceField
              name="kind"
              options={options(INQUIRY_KIND_LABELS)}
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
            <div
              data-kind="regrind"
              className="kind-fields gap-x-6 gap-y-4 md:col-span-2 md:grid-cols-2"
            >
              <SelectField
                name="tool_type"
                needed
                options={[{ value: "", label: "Choose a type" }, ...options(TOOL_TYPE_LABELS)]}
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
                options={options(DELIVERY_LABELS)}
                className="md:col-span-2"
              />
            </div>
            <FilesField rules={INQUIRY_FILES} />
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
      }}
    </FormFrame>
  );
}
