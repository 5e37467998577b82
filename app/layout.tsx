// The root layout: theme colour, the site switch, and the shell (fixed header, content, footer) around
// every page. Everything here comes from cached readers, so pages stay served from cache. The site switch
// is not read here: a switched-off site is answered by the proxy (the Oops page, 503) and an open tab
// follows the switch through LiveShell, so a page kept in Next's cache is always the site itself, even
// one rendered while the site was off by an instance that had not learned of it yet.
import type { Metadata, Viewport } from "next";
import type { CSSProperties, ReactNode } from "react";
import "./globals.css";
import { inter } from "./fonts";
import { SiteFooter } from "@/components/layout/site-footer";
import { Hydrated } from "@/components/live/hydrated";
import { IntentPrefetch } from "@/components/layout/intent-prefetch";
import { LiveShell } from "@/components/layout/live-shell";
import { PreviewBanner } from "@/components/layout/preview-banner";
import { SiteHeader } from "@/components/layout/site-header";
import { SiteJsonLd } from "@/components/seo/organization-json-ld";
import {
  getCertifications,
  getIndiaYear,
  getColor,
  getCompany,
  getProducts,
  getSocialMedia,
} from "@/lib/content/read";
import { isPreview } from "@/lib/http/preview";
import { shareCard } from "@/lib/site/seo";
import { productLinks } from "@/lib/site/paths";
import { siteKeywords, siteUrl } from "@/lib/site/facts";
import { siteDescription } from "@/lib/site/default-company";
import { socialLinks } from "@/lib/site/social";
import { themeVariables } from "@/lib/site/theme";

// The company's name (the `company` record) is in every title, through the template.
export async function generateMetadata(): Promise<Metadata> {
  const { name } = await getCompany();
  const card = shareCard(name);
  return {
    metadataBase: new URL(siteUrl),
    title: {
      default: `${name} | Tool making and precision grinding in Valsad`,
      template: `%s | ${name}`,
    },
    description: siteDescription,
    keywords: siteKeywords,
    applicationName: name,
    // Pages with their own metadata (lib/site/seo.ts) name their card; the rest share the company's.
    openGraph: { type: "website", siteName: name, locale: "en_IN", images: [card] },
    twitter: { card: "summary_large_image", images: [card] },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [color, products, social, company, certifications, year, preview] = await Promise.all([
    getColor(),
    getProducts(),
    getSocialMedia(),
    getCompany(),
    getCertifications(),
    getIndiaYear(),
    isPreview(),
  ]);
  // React escapes style values; the brand colour has also passed the colour check, so nothing but a
  // colour can reach this attribute.
  const style = themeVariables(color.code) as CSSProperties;
  const menuProducts = productLinks(products);
  return (
    <html lang="en" className={inter.variable} style={style}>
      <body className="flex min-h-dvh flex-col">
        <SiteJsonLd
          social={socialLinks(social)}
          company={company}
          certifications={certifications}
        />
        <IntentPrefetch />
        <LiveShell color={color.code} preview={preview}>
          <a
            href="#main"
            className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-steel-900 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-2"
          >
            Skip to content
          </a>
          {/* The header, where a visitor reaches first, hydrates first; the page's content and the footer
              after it, each on its own. */}
          <SiteHeader products={menuProducts} company={company} />
          <div id="main" className="flex flex-1 flex-col pt-header">
            <Hydrated>{children}</Hydrated>
          </div>
          <Hydrated>
            <SiteFooter
              social={social}
              products={menuProducts}
              company={company}
              certifications={certifications}
              year={year}
            />
          </Hydrated>
        </LiveShell>
        {preview && <PreviewBanner />}
      </body>
    </html>
  );
}
