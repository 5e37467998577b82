// /home, the site's start page.
import type { Metadata } from "next";
import { Live } from "@/components/live/live";
import { TrustStrip } from "@/components/quality/trust-strip";
import { ButtonLink } from "@/components/ui/button-link";
import { CallButton } from "@/components/ui/call-button";
import { Section } from "@/components/ui/section";
import {
  getCertifications,
  getClients,
  getCompany,
  getHome,
  getIndiaYear,
  getProducts,
  getServices,
} from "@/lib/content/read";
import { siteDescription } from "@/lib/site/default-company";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata(): Promise<Metadata> {
  const [home, company] = await Promise.all([getHome(), getCompany()]);
  return pageMetadata({
    title: `${company.name} | Tool making and precision grinding in Valsad`,
    absoluteTitle: true,
    description: home?.subtitle ?? siteDescription,
    path: "/home",
    siteName: company.name,
  });
}

export default async function HomePage() {
  const [home, products, services, clients, company, certifications, year] = await Promise.all([
    getHome(),
    getProducts(),
    getServices(),
    getClients(),
    getCompany(),
    getCertifications(),
    getIndiaYear(),
  ]);
  return (
    <main>
      <Live view="home-hero" value={home} companyName={company.name} />
      <TrustStrip look="band">
        <Live view="trust-registrations" value={company} year={year} />
        <Live view="trust-certificates" value={certifications} />
      </TrustStrip>
      <Live view="home-intro" value={home} />
      <Section
        id="products"
        title="Featured products"
        intro="Cutting tools and precision tooling made to drawing."
        tinted
        action={
          <div className="flex flex-wrap gap-3">
            <ButtonLink href="/products" variant="outline">
              All products
            </ButtonLink>
            <Live view="catalogue-link" value={company} />
          </div>
        }
      >
        <Live view="product-grid" value={products} featuredOnly limit={3} />
      </Section>
      <Live view="home-services" value={services} />
      <Live view="home-clients" value={clients} />
      <Live view="home-cta" value={home} call={<CallButton company={company} />} />
    </main>
  );
}
