"use client";
// The navigation on small screens: a "Menu" button that unfolds the links below the fixed header;
// choosing a link closes it again. The first load carries only this light version, which already opens
// and closes; the Headless UI disclosure is loaded when the button is first touched or focused and
// takes over in the same state.
import { useRef, useState, type ComponentType } from "react";
import type { MobileDisclosureProps } from "@/components/layout/mobile-disclosure";
import { MENU_BUTTON_CLASS, MENU_PANEL_CLASS, MenuButtonFace, MenuLinks } from "@/components/layout/mobile-menu-parts";
import { useLive } from "@/lib/content/live";
import { productLinks, type ProductLink } from "@/lib/route-params";
import type { NavItem } from "@/lib/site";

export function MobileMenu({ items, products: serverProducts }: { items: NavItem[]; products: ProductLink[] }) {
  // Followed here, not in the disclosure, so the list stays live before and after it takes over.
  const products = useLive("Products", serverProducts, productLinks);
  const [open, setOpen] = useState(false);
  const [full, setFull] = useState<{ Disclosure: ComponentType<MobileDisclosureProps>; focus: boolean } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import("@/components/layout/mobile-disclosure").then((module) =>
      setFull({ Disclosure: module.default, focus: document.activeElement === button.current }),
    );
  };

  if (full) return <full.Disclosure items={items} products={products} defaultOpen={open} focusAtStart={full.focus} />;
  return (
    <div className="lg:hidden">
      <button
        ref={button}
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
