"use client";
// The footer on the brand colour, its text colour (--on-brand) chosen by contrast with it.
import { FooterAbout, FooterContact, FooterCopyright } from "@/components/layout/footer-company";
import { SocialIcons } from "@/components/layout/social-icons";
import {
  TrustCertificates,
  TrustRegistrations,
  TrustStrip,
} from "@/components/quality/trust-strip";
import { FooterProducts } from "@/components/layout/footer-products";
import { LinkList } from "@/components/layout/link-list";
import { Logo } from "@/components/layout/logo";
import { footerNav, privacyPage, siteBuilder } from "@/lib/site/facts";
import type { Certification, Company, SocialMedia } from "@/lib/content/schemas";
import type { ProductLink } from "@/lib/site/paths";

const headingClass = "footer-heading";

type Props = {
  social: SocialMedia;
  products: ProductLink[];
  company: Company;
  certifications: Certification[];
  year: number;
};

export function SiteFooter({ social, products, company, certifications, year }: Props) {
  return (
    <footer data-print="ink" className="bg-brand text-on-brand" data-testid="site-footer">
      <div className="footer-grid">
        <div className="space-y-4">
          <div className="inline-block rounded-lg bg-white px-3 py-1 shadow-sm">
            <Logo name={company.name} />
          </div>
          <FooterAbout value={company} />
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            Quick Links
          </h2>
          <div className="mt-4 text-sm">
            <LinkList items={footerNav} linkClassName="footer-link" />
          </div>
        </nav>

        <FooterProducts
          headingClassName={headingClass}
          linkClassName="footer-link"
          products={products}
        />

        <div className="space-y-4 text-sm">
          <h2 className={headingClass}>Reach us</h2>
          <FooterContact value={company} linkClassName="footer-link" />
          <SocialIcons value={social} />
        </div>
      </div>
      <TrustStrip look="footer">
        <TrustRegistrations value={company} year={year} />
        <TrustCertificates value={certifications} />
      </TrustStrip>
      <div className="border-t border-current/25">
        <div className="footer-base">
          <FooterCopyright value={company} year={year} />
          <a href={privacyPage.href} className="footer-link w-fit py-1">
            {privacyPage.label}
          </a>
          <p>
            Website by{" "}
            <a
              href={siteBuilder.url}
              target="_blank"
              rel="noopener noreferrer"
              className="footer-link font-semibold"
            >
              {siteBuilder.name}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
