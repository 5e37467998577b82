"use client";
// The header's Products entry: a link to /products plus a dropdown listing every product. The first
// load carries only this light version (the same link, button and list, opened by hover or button);
// the Headless UI popover takes over in the same state (adding Escape, click outside and focus handling;
// see use-takeover.ts for when). Its code is fetched on focus, touch or a press, or once a hovered list
// has opened.
// A pointer opens the list after a short pause (so sweeping across the header does not flash it) and
// closes it after a shorter one (so moving from the link into the panel keeps it open).
import { useEffect, useRef, useState } from "react";
import { NavLink } from "@/components/layout/nav-link";
import {
  Chevron,
  CHEVRON_BUTTON_CLASS,
  PANEL_CLASS,
  ProductsPanelContent,
} from "@/components/layout/products-panel";
import type { PopoverControl } from "@/components/layout/products-popover";
import { useTakeover } from "@/components/layout/use-takeover";
import { useLive } from "@/lib/live/use-live";
import { productLinks, type ProductLink } from "@/lib/site/paths";
import { DROPDOWN_HOVER_DELAY_MS } from "@/lib/site/facts";

/** Long enough to cross the gap between the link and the panel, short enough to feel immediate. */
const DROPDOWN_CLOSE_DELAY_MS = 150;

type Props = { linkClassName: string; products: ProductLink[] };

const importPopover = () => import("@/components/layout/products-popover");

export function ProductsMenu({ linkClassName, products: serverProducts }: Props) {
  // Followed here, not in the popover, so the list stays live before and after it takes over.
  const products = useLive("Products", serverProducts, productLinks);
  // Whether the light version shows the list (until the popover takes over).
  const [shown, setShown] = useState(false);
  const control = useRef<PopoverControl | null>(null);
  const placeholder = useRef<HTMLButtonElement>(null);
  const { full, load, handlers } = useTakeover(importPopover, placeholder);
  // What the visitor asked for before the popover arrived; it acts on it when it mounts.
  const wantOpen = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Whether a mouse pointer is over the entry, as far as this component has seen.
  const pointerInside = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const request = (open: boolean) => {
    wantOpen.current = open;
    setShown(open);
    if (open) control.current?.open();
    else control.current?.close();
    // A list opened by hover fetches the popover once it shows: fetched on entry, the popover's code
    // arrived as the delay ran out and held up the frame that shows the list (shown 266-634 ms after
    // the pointer arrived, against 236-277 ms now).
    if (open) requestAnimationFrame(() => setTimeout(load, 0));
  };

  const schedule = (open: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => request(open), delay);
  };

  // Only a mouse hovers; a touch "hover" is followed by a tap that the button handles itself.
  const isMouse = (e: React.PointerEvent) => e.pointerType === "mouse";

  const enter = (e: React.PointerEvent) => {
    if (!isMouse(e)) return load();
    pointerInside.current = true;
    schedule(true, DROPDOWN_HOVER_DELAY_MS);
  };

  return (
    <div
      className="relative flex h-full items-center"
      {...handlers}
      onPointerEnter={enter}
      // A pointer that arrived before the page was hydrated sent its entry to no one: its first move
      // here counts as the entry.
      onPointerMove={(e) => isMouse(e) && !pointerInside.current && enter(e)}
      onPointerLeave={(e) => {
        if (!isMouse(e)) return;
        pointerInside.current = false;
        schedule(false, DROPDOWN_CLOSE_DELAY_MS);
      }}
      onFocus={load}
      onTouchStart={load}
      onKeyDown={(e) => {
        // The popover handles Escape once it is here; until then the light version does.
        if (e.key === "Escape" && !control.current && wantOpen.current) request(false);
      }}
    >
      <NavLink href="/products" className={linkClassName}>
        Products
      </NavLink>
      {full ? (
        <full.module.default
          products={products}
          control={control}
          openAtStart={() => wantOpen.current}
          focusAtStart={full.focused}
        />
      ) : (
        <>
          <button
            ref={placeholder}
            type="button"
            aria-label="Show all products"
            aria-expanded={shown}
            className={CHEVRON_BUTTON_CLASS}
            onClick={() => {
              request(!wantOpen.current);
              load();
            }}
          >
            <Chevron open={shown} />
          </button>
          <div hidden={!shown} data-testid="products-panel" className={PANEL_CLASS}>
            <ProductsPanelContent products={products} onNavigate={() => request(false)} />
          </div>
        </>
      )}
    </div>
  );
}
