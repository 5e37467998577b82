"use client";
// The header's Products entry: the link and a panel of every product, live (see menu-parts.tsx); the
// footer lists them for crawlers. A mouse opens it after a pause (a sweep across does not flash it) and
// closes it a moment after leaving (moving into the panel keeps it open).
import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import { useEffect, useRef, type PointerEvent } from "react";
import { ClosesOnLeave, GroupedLinks } from "@/components/layout/menu-parts";
import { NavLink } from "@/components/layout/nav-link";
import { ArrowRight } from "@/components/ui/arrow-right";
import { useLive } from "@/lib/live/use-live";
import { DROPDOWN_CLOSE_DELAY_MS, DROPDOWN_HOVER_DELAY_MS } from "@/lib/site/facts";
import { productLinks, type ProductLink } from "@/lib/site/paths";

export function ProductsMenu({ products: serverProducts }: { products: ProductLink[] }) {
  const products = useLive("Products", serverProducts, productLinks);
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The first move of a mouse already there before hydration counts as its arrival.
  const inside = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A click on the button toggles the menu and leaves the focus where it is.
  const hoverTo = (open: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const target = button.current;
      if (target && (target.getAttribute("aria-expanded") === "true") !== open) target.click();
    }, delay);
  };
  // A touch's "hover" is followed by a tap, which the button handles itself.
  const arrive = (e: PointerEvent) => {
    if (e.pointerType !== "mouse" || inside.current) return;
    inside.current = true;
    hoverTo(true, DROPDOWN_HOVER_DELAY_MS);
  };

  return (
    <Disclosure
      as="div"
      ref={menu}
      className="relative flex h-full items-center"
      onPointerEnter={arrive}
      onPointerMove={arrive}
      onPointerLeave={(e: PointerEvent) => {
        if (e.pointerType !== "mouse") return;
        inside.current = false;
        hoverTo(false, DROPDOWN_CLOSE_DELAY_MS);
      }}
    >
      <NavLink href="/products" className="nav-link">
        Products
      </NavLink>
      <DisclosureButton
        ref={button}
        aria-label="Show all products"
        className="group -ml-1 rounded p-1 text-steel-600 hover:text-steel-900 focus-ring"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4 transition-transform group-data-open:rotate-180"
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </DisclosureButton>
      <DisclosurePanel
        data-testid="products-panel"
        className="absolute left-1/2 top-full z-50 w-80 -translate-x-1/2 pt-1"
      >
        {({ close }) => (
          <div className="overflow-hidden rounded-lg border border-steel-200 bg-white shadow-xl ring-1 ring-black/5">
            <p className="border-b border-steel-100 bg-steel-50 px-4 py-2 text-xs font-semibold uppercase tracking-wider text-steel-600">
              Our products
            </p>
            <div className="max-h-[70vh] overflow-y-auto py-1">
              <GroupedLinks products={products} look="panel" onNavigate={() => close()} />
            </div>
            <a
              href="/products"
              onClick={() => close()}
              className="block border-t border-steel-100 px-4 py-2 text-sm font-semibold text-steel-900 hover:bg-steel-50"
            >
              View all products
              <ArrowRight />
            </a>
            <ClosesOnLeave menu={menu} close={close} />
          </div>
        )}
      </DisclosurePanel>
    </Disclosure>
  );
}
