// A part of a page that React hydrates on its own, at low priority and in slices, so a long page does not
// hold the main thread in one task. Unlike Suspense, <Activity> never shows a fallback: its content is
// always in the page's HTML.
import { Activity, type ReactNode } from "react";

export function Hydrated({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
