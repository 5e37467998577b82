"use client";
// The header's navigation from 1024 px, the products' menu among its links. Drawn by the browser's code,
// so a page's payload carries only the products.
import { NavLink } from "@/components/layout/nav-link";
import { ProductsMenu } from "@/components/layout/products-menu";
import { mainNav } from "@/lib/site/facts";
import type { ProductLink } from "@/lib/site/paths";

export function DesktopNav({ products }: { products: ProductLink[] }) {
  return (
    <nav data-print="hide" aria-label="Main" className="hidden h-full lg:block">
      <ul className="flex h-full items-center">
        {mainNav.map((item) =>
          item.href === "/products" ? (
            <li key={item.href} className="h-full">
              <ProductsMenu products={products} />
            </li>
          ) : (
            <li key={item.href} className="flex h-full items-center">
              <NavLink
                href={item.href}
                className={item.href === "/contact-us" ? "nav-cta" : "nav-link"}
              >
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
