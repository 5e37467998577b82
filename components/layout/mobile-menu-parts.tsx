// The pieces of the small-screen menu shared by its light first-load version and the Headless UI one
// that replaces it on first use: the button's face, the list of links, and how the open menu closes from
// the keyboard.
import type { FocusEvent, KeyboardEvent } from "react";
import { NavLink } from "@/components/layout/nav-link";
import { GroupedLinks } from "@/components/layout/products-panel";
import { InquiryCount } from "@/components/products/inquiry-list-parts";
import type { ProductLink } from "@/lib/site/paths";
import type { NavItem } from "@/lib/site/facts";

export const MENU_BUTTON_CLASS =
  "relative flex items-center gap-2 rounded-md border border-steel-200 px-3 py-2 text-sm font-semibold text-steel-800 hover:bg-steel-50 focus-ring";

export const MENU_PANEL_CLASS =
  "absolute inset-x-0 top-full max-h-[calc(100dvh-60px)] overflow-y-auto border-t border-steel-200 bg-white px-4 pb-6 pt-2 shadow-lg";

/**
 * For the element around the button and the links: Escape closes the open menu and puts the focus back on
 * its button; Tab past the last link closes it too (the menu covers the page, where the focus would hide).
 */
export function keyboardClosing(open: boolean, close: () => void) {
  return {
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (!open || event.key !== "Escape") return;
      close();
      // The menu's button comes first; the menu holds links only.
      event.currentTarget.querySelector("button")?.focus();
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      if (
        open &&
        event.relatedTarget instanceof Node &&
        !event.currentTarget.contains(event.relatedTarget)
      )
        close();
    },
  };
}

export function MenuButtonFace({ open }: { open: boolean }) {
  return (
    <>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
      {/* Icon only below 440 px: the 264 px logo, the call icon (from 390 px) and the worded button fit
          from there; the icon alone beside the logo from 342 px. */}
      <span className="max-[439px]:sr-only">Menu</span>
      {/* The inquiry list's count rides on the button: beside it there is no room on a phone. */}
      <InquiryCount look="button" />
    </>
  );
}

export function MenuLinks({
  items,
  products,
  onNavigate,
}: {
  items: NavItem[];
  products: ProductLink[];
  onNavigate: () => void;
}) {
  return (
    <>
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink href={item.href} className="menu-link" onClick={onNavigate}>
              {item.label}
            </NavLink>
            {item.href === "/products" && products.length > 0 && (
              <div className="mb-1 ml-4 border-l border-steel-200 pl-2">
                <GroupedLinks
                  products={products}
                  headingClass="menu-heading px-3 pt-2"
                  link={(p) => (
                    <NavLink href={p.href} onClick={onNavigate} className="menu-sublink">
                      {p.name}
                    </NavLink>
                  )}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
      <InquiryCount look="menu" onNavigate={onNavigate} />
    </>
  );
}
