// The fixed header: logo, the main navigation (desktop) with the Products dropdown, and the collapsible
// menu (small screens). Every link is rendered on the server; client parts only add state.
import { Logo } from "@/components/layout/logo";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { NavLink } from "@/components/layout/nav-link";
import { ProductsMenu } from "@/components/layout/products-menu";
import type { ProductLink } from "@/lib/route-params";
import { mainNav } from "@/lib/site";

const linkClass =
  "relative flex h-full items-center px-2 text-[0.9rem] font-medium text-steel-700 transition-colors hover:text-steel-900 xl:px-3 " +
  "after:absolute after:inset-x-2 after:bottom-0 after:h-[3px] after:rounded-t after:bg-transparent hover:after:bg-steel-300 " +
  "data-current:text-steel-900 data-current:after:bg-brand-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-ink";

const ctaClass =
  "ml-2 rounded-md bg-brand px-4 py-2 text-sm font-semibold text-on-brand shadow-sm transition underline-offset-4 hover:underline " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-ink data-current:ring-2 data-current:ring-brand-ink data-current:ring-offset-2";

export function SiteHeader({ products }: { products: ProductLink[] }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-steel-200 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/90">
      <div className="relative mx-auto flex h-full max-w-7xl items-center justify-between gap-2 px-3 sm:px-6 lg:px-8">
        <Logo priority />
        <nav aria-label="Main" className="hidden h-full lg:block">
          <ul className="flex h-full items-center">
            {mainNav.map((item) =>
              item.href === "/products" ? (
                <li key={item.href} className="h-full">
                  <ProductsMenu linkClassName={linkClass} products={products} />
                </li>
              ) : (
                <li key={item.href} className="flex h-full items-center">
                  <NavLink href={item.href} className={item.href === "/contact-us" ? ctaClass : linkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <MobileMenu items={mainNav} products={products} />
      </div>
    </header>
  );
}
