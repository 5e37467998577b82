// The root layout: theme colour and the shell around every page, from cached readers. The site switch is
// not read here (the proxy answers it; open tabs follow it in LiveShell), so a cached page is always the
// site itself.
import type { Metadata, Viewport } from "next";
import { Activity, type CSSProperties, type ReactNode } from "react";
import { preload } from "react-dom";
import "./globals.css";
import { inter } from "./fonts";
import { ActionBar } from "@/components/layout/action-bar";
import { SiteFooter } from "@/components/layout/site-footer";
import { LiveShell } from "@/components/layout/live-shell";
import { PreviewBanner } from "@/components/layout/preview-banner";
import { SiteHeader } from "@/components/layout/site-header";
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
import { themeVariables } from "@/lib/site/theme";

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
  // React escapes style values, and the colour has passed the colour check.
  const style = themeVariables(color.code) as CSSProperties;
  const menuProducts = productLinks(products);
  // The header's logo is the first picture of every page.
  preload("/logo.svg", { as: "image", fetchPriority: "high" });
  return (
    <html lang="en" className={inter.variable} style={style}>
      <body className="flex min-h-dvh flex-col">
        <LiveShell color={color.code} preview={preview}>
          <a href="#main" className="skip-link">
            Skip to content
          </a>
          {/* The header hydrates first; the content and the footer after it, each on its own. */}
          <SiteHeader products={menuProducts} company={company} />
          <div id="main" className="flex flex-1 flex-col pt-header">
            <Activity mode="visible">{children}</Activity>
          </div>
          <Activity mode="visible">
            <SiteFooter
              social={social}
              products={menuProducts}
              company={company}
              certifications={certifications}
              year={year}
            />
          </Activity>
          <ActionBar
            value={company}
            products={menuProducts.map(({ id, name }): [string, string] => [id, name])}
          />
        </LiveShell>
        {preview && <PreviewBanner />}
      </body>
    </html>
  );
}
