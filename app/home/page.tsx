// /home, the site's start page.
import { StructuredData } from "@/components/seo/json-ld";
import {
  HomeClients,
  HomeCta,
  HomeHero,
  HomeIntro,
  HomeServices,
} from "@/components/home/home-sections";
import {
  TrustCertificates,
  TrustRegistrations,
  TrustStrip,
} from "@/components/quality/trust-strip";
import { CatalogueLink } from "@/components/products/catalogue-link";
import { cardsOf } from "@/components/products/product-card";
import { ProductGrid } from "@/components/products/product-grid";
import type { Metadata } from "next";
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
      <StructuredData full />
      <HomeHero value={home} companyName={company.name} />
      <TrustStrip look="band">
        <TrustRegistrations value={company} year={year} />
        <TrustCertificates value={certifications} />
      </TrustStrip>
      <HomeIntro value={home} />
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
            <CatalogueLink value={company} />
          </div>
        }
      >
        <ProductGrid value={cardsOf(products)} featuredOnly limit={3} />
      </Section>
      <HomeServices value={services} />
      <HomeClients value={clients} />
      <HomeCta value={home} call={<CallButton company={company} />} />
    </main>
  );
}
