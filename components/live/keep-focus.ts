// The focus across a part's first redraw in the tab. Until some content changes, a part shows the server's
// HTML; its first redraw (live-switch.tsx) puts the view drawn here in its place, new elements, and a
// focused link or button inside would be gone with the old ones: the keyboard would start again at the
// top of the page. The control focused while the view is rendered (the old elements are still there) is
// noted, and once the view is in the page, if the focus went with the old elements, the same control
// gets it back: same tag, address, name and words, and the same place among the page's controls that
// share them (a product's link in the header's menu, on its card and in the footer). Loaded with the
// views: no first-load cost.
import { useLayoutEffect, useState } from "react";

/** What tells a control from the others on the page. */
const signatureOf = (element: Element) =>
  [
    element.tagName,
    element.id,
    element.getAttribute("href"),
    element.getAttribute("name"),
    element.getAttribute("aria-label"),
    element.textContent?.trim(),
  ].join("\u0000");

const alike = (signature: string, tag: string) =>
  [...document.querySelectorAll(tag)].filter((element) => signatureOf(element) === signature);

type Focused = { element: Element; signature: string; place: number };

export function useKeptFocus(): void {
  // Read while rendering, before React replaces anything.
  const [before] = useState((): Focused | null => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const signature = signatureOf(element);
    return { element, signature, place: alike(signature, element.tagName).indexOf(element) };
  });
  useLayoutEffect(() => {
    if (
      !before ||
      before.element.isConnected ||
      (document.activeElement && document.activeElement !== document.body)
    )
      return;
    const candidate = alike(before.signature, before.element.tagName)[before.place];
    if (candidate instanceof HTMLElement) candidate.focus({ preventScroll: true });
  }, [before]);
}
