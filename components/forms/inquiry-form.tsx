"use client";
// Contact form on /contact-us (the shared frame and browser side: form-frame.tsx). At its top, the
// visitor's inquiry list (kept in the browser: lib/forms/inquiry-list.ts), or without scripts the one
// product named in ?product=; then the questions, rendered on the server (inquiry-fields.tsx).
import { lazy, Suspense, useCallback, useState, type ReactNode } from "react";
import { FormFrame } from "@/components/forms/form-frame";
import { useBrowserValue } from "@/components/forms/use-browser-value";
import type { AskForLinks } from "@/lib/forms/browser-parts";
import type { CatalogueChoice, ItemChoice } from "@/lib/forms/item-choices";
import type { FormAction } from "@/lib/forms/result";

export type InquiryFormProps = {
  products: CatalogueChoice[];
  /** The product of ?product= (the page was rendered for it), added to the visitor's list. */
  preselected?: ItemChoice;
  /** That product with a quantity field, as the page shows it until scripts run (and without them). */
  preselectedItem?: ReactNode;
  /** The server-signed fill-time start rendered with the page (lib/forms/checks.ts). */
  startToken: string;
  action: FormAction;
  askForLinks: AskForLinks;
  labels: Record<string, string>;
  /** "What do you need?", each kind's questions and the files; then the message and contact details. */
  choices: ReactNode;
  contact: ReactNode;
  /** The server's line pointing to the privacy notice, beside the send button. */
  privacyNote: ReactNode;
};

const load = () => import("@/lib/forms/browser-parts").then((m) => m.inquiry);
const ListEditor = lazy(() => import("@/components/forms/inquiry-list-editor"));

export function InquiryForm({
  products,
  preselected,
  preselectedItem,
  ...props
}: InquiryFormProps) {
  // The page's product goes on the list once per page, not again with each answer.
  const [toAdd, setToAdd] = useState(preselected);
  const added = useCallback(() => setToAdd(undefined), []);
  const scripted = useBrowserValue(() => true, false);
  return (
    <FormFrame
      id="inquiry"
      load={load}
      defaultValue={{ kind: preselected ? "products" : "other" }}
      label="Inquiry"
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
                    preselected={toAdd}
                    onAdded={added}
                    error={listError}
                    kindPosted={Boolean(reply?.initialValue?.kind)}
                    sent={reply?.thanks ? reply : null}
                  />
                </Suspense>
              ) : (
                <>
                  {preselectedItem}
                  <p className="text-sm font-medium text-red-700">{listError}</p>
                </>
              )}
            </div>
            {props.choices}
            {props.contact}
          </>
        );
      }}
    </FormFrame>
  );
}
