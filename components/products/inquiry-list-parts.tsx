"use client";
// "Add to inquiry" and the header's count as pages load them. The list lives in the browser, so until a
// page is interactive (or without JavaScript) "Add to inquiry" links to the contact form with the
// product preselected and no count shows; then inquiry-list-widgets.tsx (one chunk) takes their places.
import { lazy, Suspense } from "react";
import { useBrowserValue } from "@/components/forms/use-browser-value";
import {
  AddLabel,
  addName,
  INQUIRY_BUTTON_CLASS,
  type AddProps,
} from "@/components/products/inquiry-labels";
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

/** `onNavigate` closes the menu (see InquiryCountLink for the looks). */
export function InquiryCount({ look, onNavigate }: { look: CountLook; onNavigate?: () => void }) {
  const scripted = useBrowserValue(() => true, false);
  return scripted ? (
    <Suspense fallback={null}>
      <CountLink look={look} onNavigate={onNavigate} />
    </Suspense>
  ) : null;
}
