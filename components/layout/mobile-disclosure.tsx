"use client";
// The interactive small-screen menu (Headless UI Disclosure, which keeps aria-expanded in step). Loaded
// on first use by mobile-menu.tsx, starting in the state the light version was in.
import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import { useLayoutEffect, useRef } from "react";
import {
  keyboardClosing,
  MENU_BUTTON_CLASS,
  MENU_PANEL_CLASS,
  MenuButtonFace,
  MenuLinks,
} from "@/components/layout/mobile-menu-parts";
import type { ProductLink } from "@/lib/site/paths";
import type { NavItem } from "@/lib/site/facts";

// `products` comes from the light version, which keeps following the Products collection.
export type MobileDisclosureProps = {
  items: NavItem[];
  products: ProductLink[];
  defaultOpen: boolean;
  focusAtStart: boolean;
};

export default function MobileDisclosure({
  items,
  products,
  defaultOpen,
  focusAtStart,
}: MobileDisclosureProps) {
  const button = useRef<HTMLButtonElement>(null);
  // In the commit that replaces the light button, not after the paint: a key pressed in between would
  // otherwise reach the page's body, as an Escape did with the focus lost.
  useLayoutEffect(() => {
    if (focusAtStart) button.current?.focus();
  }, [focusAtStart]);
  return (
    <Disclosure as="div" className="lg:hidden" defaultOpen={defaultOpen}>
      {({ open, close }) => (
        <div {...keyboardClosing(open, () => close())}>
          <DisclosureButton ref={button} className={MENU_BUTTON_CLASS}>
            <MenuButtonFace open={open} />
          </DisclosureButton>
          {/* Kept in the HTML while closed (unmount=false) so the links are in the server render. */}
          <DisclosurePanel
            unmount={false}
            as="nav"
            aria-label="Main navigation"
            className={MENU_PANEL_CLASS}
          >
            <MenuLinks items={items} products={products} onNavigate={() => close()} />
          </DisclosurePanel>
        </div>
      )}
    </Disclosure>
  );
}
