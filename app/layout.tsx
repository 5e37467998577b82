// The root layout: theme colour, the site switch, and the shell (fixed header, content, footer) around
// every page. Everything here comes from cached readers, so pages stay served from cache.
import type { Metadata, Viewport } from "next";
import type { CSSProperties, ReactNode } from "react";
import "./globals.css";
import { LiveProductsProvider } from "@/components/layout/live-products";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteGate } from "@/components/layout/site-gate";
import { SiteHeader } from "@/components/layout/site-header";
import { SiteJsonLd } from "@/components/seo/organization-json-ld";
import { getColor, getProducts, getProject, getSocialMedia } from "@/lib/content/read";
import { company, siteUrl } from "@/lib/site";
import { socialLinks } from "@/lib/social";
import { productLinks } from "@/lib/product-links";
import { themeFromColor } from "@/lib/theme";

// Pages are served from cache and invalidated by edits (lib/content/change-feed.ts, /api/revalidate); the
// hour is only a safety net (CONTENT_REVALIDATE_SECONDS in lib/site.ts; Next needs the literal here).
export const revalidate = 3600;

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: {
    default: `${company.name} | Tool making and precision grinding in Valsad`,
    template: `%s | ${company.name}`,
  },
  description: company.description,
  keywords: [...company.keywords],
  applicationName: company.name,
  openGraph: { type: "website", siteName: company.name, locale: "en_IN" },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [project, color, products, social] = await Promise.all([getProject(), getColor(), getProducts(), getSocialMedia()]);
  const theme = themeFromColor(color.code);
  const links = socialLinks(social);
  // React escapes style values; the brand colour has also passed the colour check, so nothing but a
  // colour can reach this attribute.
  const style = { "--brand": theme.brand, "--on-brand": theme.onBrand } as CSSProperties;
  return (
    <html lang="en" style={style}>
      <body className="flex min-h-dvh flex-col">
        <SiteJsonLd social={links} />
        <SiteGate initial={project}>
          <LiveProductsProvider initial={productLinks(products)}>
            <a
              href="#main"
              className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-steel-900 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-2"
            >
              Skip to content
            </a>
            <SiteHeader />
            <div id="main" className="flex flex-1 flex-col pt-header">
              {children}
            </div>
            <SiteFooter social={links} />
          </LiveProductsProvider>
        </SiteGate>
      </body>
    </html>
  );
}
