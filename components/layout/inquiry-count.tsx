"use client";
// The header's link to the visitor's inquiry list with its count (kept in the browser, so nothing to
// show before the page is interactive); its code is loaded then (inquiry-list-widgets.tsx).
import { lazy, Suspense } from "react";
import { useBrowserValue } from "@/components/forms/use-browser-value";

const CountLink = lazy(() => import("@/components/products/inquiry-list-widgets").then((m) => ({ default: m.InquiryCountLink })));

export function InquiryCount() {
  const scripted = useBrowserValue(() => true, false);
  return scripted ? (
    <Suspense fallback={null}>
      <CountLink />
    </Suspense>
  ) : null;
}
