"use client";
// The navigation on small screens: a "Menu" button that unfolds the links below the fixed header;
// choosing a link closes it again. The first load carries only this light version, which already opens
// and closes; the Headless UI disclosure takes over in the same state (see use-takeover.ts).
import { useRef, useState } from "react";
import {
  keyboardClosing,
  MENU_BUTTON_CLASS,
  MENU_PANEL_CLASS,
  MenuButtonFace,
  MenuLinks,
} from "@/components/layout/mobile-menu-parts";
import { useTakeover } from "@/components/layout/use-takeover";
import { useLive } from "@/lib/live/use-live";
import { productLinks, type ProductLink } from "@/lib/site/paths";
import type { NavItem } from "@/lib/site/facts";

const importDisclosure = () => import("@/components/layout/mobile-disclosure");

export function MobileMenu({
  items,
  products: serverProducts,
}: {
  items: NavItem[];
  products: ProductLink[];
}) {
  // Followed here, not in the disclosure, so the list stays live before and after it takes over.
  const products = useLive("Products", serverProducts, productLinks);
  const [open, setOpen] = useState(false);
  // The whole light menu: a takeover while the focus is on one of its links keeps the focus in the menu.
  const menu = useRef<HTMLDivElement>(null);
  const { full, load, handlers } = useTakeover(importDisclosure, menu);

  if (full)
    return (
      <full.module.default
        items={items}
        products={products}
        defaultOpen={open}
        focusAtStart={full.focused}
      />
    );
  return (
    <div
      ref={menu}
      className="lg:hidden"
      {...handlers}
      {...keyboardClosing(open, () => setOpen(false))}
    >
      <button
        type="button"
        aria-expanded={open}
        className={MENU_BUTTON_CLASS}
        onPointerEnter={load}
        onTouchStart={load}
        onFocus={load}
        onClick={() => {
          setOpen((o) => !o);
          load();
        }}
      >
        <MenuButtonFace open={open} />
      </button>
      <nav hidden={!open} aria-label="Main navigation" className={MENU_PANEL_CLASS}>
        <MenuLinks items={items} products={products} onNavigate={() => setOpen(false)} />
      </nav>
    </div>
  );
}
