"use client";
// "Add to inquiry" on every product card and product page. Until the page is interactive (and without
// JavaScript) it is a link to the contact form with this product preselected (?product=); then the
// button that puts the product on the visitor's inquiry list (inquiry-list-widgets.tsx, loaded then)
// takes its place.
import { lazy, Suspense } from "react";
import { useBrowserValue } from "@/components/forms/use-browser-value";
import { INQUIRY_BUTTON_CLASS } from "@/components/products/inquiry-button-styles";
import { productInquiryPath } from "@/lib/site/paths";

const Button = lazy(() => import("@/components/products/inquiry-list-widgets").then((m) => ({ default: m.AddToInquiryButton })));

export function AddToInquiry({ id, name }: { id: string; name: string }) {
  const scripted = useBrowserValue(() => true, false);
  const link = (
    <a href={productInquiryPath(id)} className={INQUIRY_BUTTON_CLASS}>
      Add to inquiry
    </a>
  );
  if (!scripted) return link;
  return (
    <Suspense fallback={link}>
      <Button id={id} name={name} />
    </Suspense>
  );
}
