// The fixed header. Every page's link is in the server's HTML (the desktop navigation, hidden on small
// screens); the menus' panels are drawn when they open.
import { InquiryCount } from "@/components/products/inquiry-list-parts";
import { Logo } from "@/components/layout/logo";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { NavLink } from "@/components/layout/nav-link";
import { ProductsMenu } from "@/components/layout/products-menu";
import { Live } from "@/components/live/live";
import type { Company } from "@/lib/content/schemas";
import type { ProductLink } from "@/lib/site/paths";
import { mainNav } from "@/lib/site/facts";

export function SiteHeader({ products, company }: { products: ProductLink[]; company: Company }) {
  return (
    <header
      data-print="flow"
      className="fixed inset-x-0 top-0 z-40 h-header border-b border-steel-200 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/90"
    >
      <div className="relative mx-auto flex h-full max-w-7xl items-center justify-between gap-2 px-3 sm:px-6 lg:px-8">
        <Logo priority name={company.name} />
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
        <div data-print="hide" className="flex items-center gap-1">
          <Live view="call-link" value={company} look="header" />
          <div className="hidden lg:block">
            <InquiryCount look="header" />
          </div>
          <MobileMenu products={products} />
        </div>
      </div>
    </header>
  );
}
