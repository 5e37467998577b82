// A part of a page that React hydrates on its own, after the page's first frame and in short slices,
// so that a long page does not hold the main thread in one long task while it becomes interactive. An
// <Activity> boundary does this (React hydrates each one apart, at the lowest priority, yielding to the
// browser between slices, and first where a visitor interacts); unlike a Suspense boundary it never
// turns into a fallback: its content is always in the page's HTML, also for visitors without JavaScript.
import { Activity, type ReactNode } from "react";

export function Hydrated({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
