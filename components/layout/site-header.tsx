"use client";
// The fixed header. Every page's link is in the server's HTML (the desktop navigation, hidden on small
// screens); the menus' panels are drawn when they open.
import { CallLink } from "@/components/ui/call-link";
import { InquiryCount } from "@/components/products/inquiry-list-parts";
import { Logo } from "@/components/layout/logo";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { DesktopNav } from "@/components/layout/desktop-nav";
import type { Company } from "@/lib/content/schemas";
import type { ProductLink } from "@/lib/site/paths";

export function SiteHeader({ products, company }: { products: ProductLink[]; company: Company }) {
  return (
    <header data-print="flow" className="site-header">
      <div className="header-row">
        <Logo priority name={company.name} />
        <DesktopNav products={products} />
        <div data-print="hide" className="flex items-center gap-1">
          <CallLink value={company} look="header" />
          <div className="hidden lg:block">
            <InquiryCount look="header" />
          </div>
          <MobileMenu products={products} />
        </div>
      </div>
    </header>
  );
}
