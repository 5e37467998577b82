"use client";
// Contact form on /contact-us. It posts to the server action (so it also works without scripts), checks
// fields in the browser with the same schema as the server and keeps what was typed after every answer.
// At its top, the visitor's inquiry list (kept in the browser: lib/forms/inquiry-list.ts), or without
// scripts the one product named in ?product=; then the questions, rendered on the server
// (inquiry-fields.tsx). With scripts, chosen files go straight to Storage before the form is sent
// (lib/forms/browser-uploads.ts, loaded then); without, the post carries them.
import { lazy, Suspense, useCallback, useId, useState, type ReactNode } from "react";
import { FormFrame } from "@/components/forms/form-parts";
import { useBrowserValue } from "@/components/forms/use-browser-value";
import { useFileSending } from "@/components/forms/use-file-sending";
import { useFormAction } from "@/components/forms/use-form-action";
import { useFormFeedback } from "@/components/forms/use-form-feedback";
import type { CatalogueChoice, ItemChoice } from "@/lib/forms/item-choices";
import type { InquiryField } from "@/lib/forms/form-limits";
import type { FormAction } from "@/lib/forms/result";

export type InquiryFormProps = {
  products: CatalogueChoice[];
  /** The product of ?product= (the page was rendered for it), added to the visitor's list. */
  preselected?: ItemChoice;
  /** That product with a quantity field, as the page shows it until scripts run (and without them). */
  preselectedItem?: ReactNode;
  /** The server-signed fill-time start rendered with the page (lib/forms/start-token.ts). */
  startToken: string;
  action: FormAction<InquiryField>;
  labels: Record<InquiryField, string>;
  /** "What do you need?", each kind's questions and the files; then the message and contact details. */
  choices: ReactNode;
  contact: ReactNode;
  /** The server's line pointing to the privacy notice, beside the send button. */
  privacyNote: ReactNode;
};

// The checks, the reader of the form's data and the sending of files: one chunk, loaded at first touch.
const browserParts = () => import("@/lib/forms/inquiry-browser");
const loadSchema = () =>
  browserParts().then((m) => ({
    form: m.inquirySchema,
    field: m.inquiryFieldRules,
    read: m.readInquiryPost,
  }));
const ListEditor = lazy(() => import("@/components/forms/inquiry-list-editor"));

export function InquiryForm({
  products,
  preselected,
  preselectedItem,
  startToken,
  action,
  labels,
  choices,
  contact,
  privacyNote,
}: InquiryFormProps) {
  const { state, formAction, send, pending } = useFormAction(action);
  // The page's product goes on the list once per page, not again with each answer.
  const [toAdd, setToAdd] = useState(preselected);
  const added = useCallback(() => setToAdd(undefined), []);
  const scripted = useBrowserValue(() => true, false);

  const { feedback, busy } = useFileSending(
    useFormFeedback(loadSchema, labels, state, pending, startToken),
    send,
    browserParts,
    "files",
  );
  const prefix = useId().replace(/[^A-Za-z0-9_-]/g, "");

  return (
    <FormFrame
      label="Inquiry"
      action={formAction}
      state={state}
      feedback={feedback}
      labels={labels}
      idPrefix={prefix}
      fieldsKey={String(state.serial)}
      submitText="Send inquiry"
      busyText={busy}
      privacyNote={privacyNote}
    >
      <div className="md:col-span-2" id={`${prefix}-items`} tabIndex={-1}>
        {scripted ? (
          <Suspense fallback={null}>
            <ListEditor
              products={products}
              preselected={toAdd}
              onAdded={added}
              error={feedback.errors.items}
              kindPosted={Boolean(state.values.kind)}
              sent={state.status === "success" ? state.serial : 0}
            />
          </Suspense>
        ) : (
          <>
            {preselectedItem}
            <p className="text-sm font-medium text-red-700">{feedback.errors.items}</p>
          </>
        )}
      </div>
      {choices}
      {contact}
    </FormFrame>
  );
}
