"use client";
// The visitor's inquiry list outside the contact form, as pages load it: "Add to inquiry" on every
// product card and product page, and the header's link with the list's count. The list is kept in the
// browser, so until a page is interactive (and without JavaScript) "Add to inquiry" is a link to the
// contact form with that product preselected (?product=) and the header shows no count; then the parts
// that hold the list's store (inquiry-list-widgets.tsx, one chunk loaded then) take their places.
import { lazy, Suspense } from "react";
import { useBrowserValue } from "@/components/forms/use-browser-value";
import { INQUIRY_BUTTON_CLASS } from "@/components/products/inquiry-button-styles";
import { AddLabel, addName, type AddProps } from "@/components/products/inquiry-labels";
import { productInquiryPath } from "@/lib/site/paths";
import type { CountLook } from "@/components/products/inquiry-list-widgets";

const widgets = () => import("@/components/products/inquiry-list-widgets");
const Button = lazy(() => widgets().then((m) => ({ default: m.AddToInquiryButton })));
const CountLink = lazy(() => widgets().then((m) => ({ default: m.InquiryCountLink })));

export function AddToInquiry({ id, name, variant, namesProduct }: AddProps) {
  const scripted = useBrowserValue(() => true, false);
  const link = (
    <a href={productInquiryPath(id)} className={INQUIRY_BUTTON_CLASS} aria-label={addName(variant)}>
      <AddLabel variant={variant} product={namesProduct ? name : undefined} />
    </a>
  );
  if (!scripted) return link;
  return (
    <Suspense fallback={link}>
      <Button id={id} name={name} variant={variant} namesProduct={namesProduct} />
    </Suspense>
  );
}

/**
 * Where the count is shown: `header`, a link beside the large screens' navigation; `button`, only the
 * number on the small screens' menu button (a link would not fit beside it); `menu`, a link at the end of
 * that menu's list. `onNavigate` closes the menu.
 */
export function InquiryCount({ look, onNavigate }: { look: CountLook; onNavigate?: () => void }) {
  const scripted = useBrowserValue(() => true, false);
  return scripted ? (
    <Suspense fallback={null}>
      <CountLink look={look} onNavigate={onNavigate} />
    </Suspense>
  ) : null;
}
