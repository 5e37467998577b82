// The focus across a part's first redraw in the tab. Until some content changes, a part shows the server's
// HTML; its first redraw (live-switch.tsx) puts the view drawn here in its place, new elements, and a
// focused link or button inside would be gone with the old ones: the keyboard would start again at the
// top of the page. The control focused while the view is rendered (the old elements are still there) is
// noted, and once the view is in the page, if the focus went with the old elements, the same control
// (same tag, address, name and words) gets it back. Loaded with the views: no first-load cost.
import { useLayoutEffect, useState } from "react";

/** What tells a control from the others on the page. */
const signatureOf = (element: Element) =>
  [element.tagName, element.id, element.getAttribute("href"), element.getAttribute("name"), element.getAttribute("aria-label"), element.textContent?.trim()].join("\u0000");

export function useKeptFocus(): void {
  // Read while rendering, before React replaces anything.
  const [before] = useState(() => document.activeElement);
  useLayoutEffect(() => {
    if (!before || before.isConnected || (document.activeElement && document.activeElement !== document.body)) return;
    const signature = signatureOf(before);
    for (const candidate of document.querySelectorAll(before.tagName)) {
      if (candidate instanceof HTMLElement && signatureOf(candidate) === signature) {
        candidate.focus({ preventScroll: true });
        return;
      }
    }
  }, [before]);
}
