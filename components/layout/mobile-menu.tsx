"use client";
// The navigation on small screens, products live among the links (see menu-parts.tsx). Its links exist
// only while open; the desktop navigation's are always in the HTML.
import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import { useRef } from "react";
import { ClosesOnLeave, GroupedLinks } from "@/components/layout/menu-parts";
import { NavLink } from "@/components/layout/nav-link";
import { InquiryCount } from "@/components/products/inquiry-list-parts";
import { useLive } from "@/lib/live/use-live";
import { mainNav } from "@/lib/site/facts";
import { productLinks, type ProductLink } from "@/lib/site/paths";

export function MobileMenu({ products: serverProducts }: { products: ProductLink[] }) {
  const products = useLive("Products", serverProducts, productLinks);
  const menu = useRef<HTMLDivElement>(null);
  return (
    <Disclosure as="div" ref={menu} className="lg:hidden">
      <DisclosureButton className="group menu-button">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path className="group-data-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-data-open:block" d="M6 6l12 12M18 6L6 18" />
        </svg>
        {/* Icon only below 440 px: the 264 px logo, the call icon (from 390 px) and the worded button fit
            from there; the icon alone beside the logo from 342 px. */}
        <span className="max-[439px]:sr-only">Menu</span>
        {/* The inquiry list's count rides on the button: beside it there is no room on a phone. */}
        <InquiryCount look="button" />
      </DisclosureButton>
      <DisclosurePanel
        as="nav"
        aria-label="Main navigation"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-60px)] overflow-y-auto border-t border-steel-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        {({ close }) => (
          <>
            <ul className="space-y-1">
              {mainNav.map((item) => (
                <li key={item.href}>
                  <NavLink href={item.href} className="menu-link" onClick={() => close()}>
                    {item.label}
                  </NavLink>
                  {item.href === "/products" && products.length > 0 && (
                    <div className="mb-1 ml-4 border-l border-steel-200 pl-2">
                      <GroupedLinks products={products} look="menu" onNavigate={() => close()} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
            <InquiryCount look="menu" onNavigate={() => close()} />
            <ClosesOnLeave menu={menu} close={close} />
          </>
        )}
      </DisclosurePanel>
    </Disclosure>
  );
}
