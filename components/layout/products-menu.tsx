"use client";
// The header's Products entry: a link to /products plus a Headless UI popover listing every product.
// A pointer opens it after a short pause (so sweeping across the header does not flash it) and closes
// it after a shorter one (so moving from the link into the panel keeps it open). Keyboard and tap use
// the popover button; Escape and a click elsewhere close it.
import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { NavLink } from "@/components/layout/nav-link";
import { useLive } from "@/lib/content/live";
import { productLinks, type ProductLink } from "@/lib/route-params";
import { DROPDOWN_HOVER_DELAY_MS } from "@/lib/site";

/** Long enough to cross the gap between the link and the panel, short enough to feel immediate. */
const DROPDOWN_CLOSE_DELAY_MS = 150;

type Props = { linkClassName: string; products: ProductLink[] };

function HoverArea({ open, close, linkClassName, products: serverProducts }: Props & { open: boolean; close: () => void }) {
  const products = useLive("Products", serverProducts, productLinks);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (wantOpen: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (wantOpen && !openRef.current) button.current?.click();
      if (!wantOpen && openRef.current) close();
    }, delay);
  };

  // Only a mouse hovers; a touch "hover" is followed by a tap that the button handles itself.
  const isMouse = (e: React.PointerEvent) => e.pointerType === "mouse";

  return (
    <div
      className="relative flex h-full items-center"
      onPointerEnter={(e) => isMouse(e) && schedule(true, DROPDOWN_HOVER_DELAY_MS)}
      onPointerLeave={(e) => isMouse(e) && schedule(false, DROPDOWN_CLOSE_DELAY_MS)}
    >
      <NavLink href="/products" className={linkClassName}>
        Products
      </NavLink>
      <PopoverButton
        ref={button}
        aria-label="Show all products"
        className="-ml-1 rounded p-1 text-steel-600 hover:text-steel-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-ink"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`}
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </PopoverButton>
      {/* Kept in the HTML while closed (unmount=false) so the product links are in the server render. */}
      <PopoverPanel unmount={false} data-testid="products-panel" className="absolute left-1/2 top-full z-50 w-80 -translate-x-1/2 pt-1">
        <div className="overflow-hidden rounded-lg border border-steel-200 bg-white shadow-xl ring-1 ring-black/5">
          <p className="border-b border-steel-100 bg-steel-50 px-4 py-2 text-xs font-semibold uppercase tracking-wider text-steel-600">
            Our products
          </p>
          <ul className="max-h-[70vh] overflow-y-auto py-1">
            {products.map((p) => (
              <li key={p.id}>
                <Link
                  href={p.href}
                  onClick={close}
                  className="block border-l-4 border-transparent px-4 py-2 text-sm text-steel-800 hover:border-brand-ink hover:bg-steel-50 focus-visible:border-brand-ink focus-visible:bg-steel-50 focus-visible:outline-none"
                >
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            href="/products"
            onClick={close}
            className="block border-t border-steel-100 px-4 py-2 text-sm font-semibold text-steel-900 hover:bg-steel-50"
          >
            View all products →
          </Link>
        </div>
      </PopoverPanel>
    </div>
  );
}

export function ProductsMenu({ linkClassName, products }: Props) {
  return (
    <Popover className="h-full">
      {({ open, close }) => <HoverArea open={open} close={() => close()} linkClassName={linkClassName} products={products} />}
    </Popover>
  );
}
