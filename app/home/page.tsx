// /home: the company's headline, what it does, highlighted products and services, client logos and an
// invitation to inquire.
import type { Metadata } from "next";
import { ClientLogos } from "@/components/clients/client-logos";
import { Hero } from "@/components/home/hero";
import { Stats } from "@/components/home/stats";
import { LiveProductGrid } from "@/components/products/live-product-grid";
import { ServiceCards } from "@/components/technology/service-cards";
import { ButtonLink } from "@/components/ui/button-link";
import { EmptyState } from "@/components/ui/empty-state";
import { InquiryCta } from "@/components/ui/inquiry-cta";
import { Section } from "@/components/ui/section";
import { getClients, getHome, getProducts, getServices } from "@/lib/content/read";
import { pageMetadata } from "@/lib/seo";
import { company } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const home = await getHome();
  return pageMetadata({
    title: `${company.name} | Tool making and precision grinding in Valsad`,
    absoluteTitle: true,
    description: home?.subtitle ?? company.description,
    path: "/home",
  });
}

export default async function HomePage() {
  const [home, products, services, clients] = await Promise.all([getHome(), getProducts(), getServices(), getClients()]);
  // Featured services first, filled up with the rest so the two-column grid stays even.
  const shownServices = [...services.filter((s) => s.featured), ...services.filter((s) => !s.featured)].slice(0, 4);
  return (
    <main>
      <Hero title={home?.title ?? company.name} subtitle={home?.subtitle ?? company.description} image={home?.image} />
      {(home?.intro_text || (home && home.stats.length > 0)) && (
        <Section id="about" title={home.intro_heading ?? "What we do"}>
          {home.intro_text && <p className="max-w-3xl text-lg leading-relaxed text-steel-700">{home.intro_text}</p>}
          <div className="mt-10">
            <Stats stats={home.stats} />
          </div>
        </Section>
      )}
      <Section
        id="products"
        title="Featured products"
        intro="Cutting tools and precision tooling made to drawing."
        tinted
        action={<ButtonLink href="/products" variant="outline">All products</ButtonLink>}
      >
        <LiveProductGrid initialProducts={products} featuredOnly limit={3} />
      </Section>
      <Section
        id="services"
        title="Grinding and tool-making services"
        intro="Job work on CNC and precision grinders, measured before dispatch."
        action={<ButtonLink href="/technology" variant="outline">Technology</ButtonLink>}
      >
        {shownServices.length > 0 ? (
          <ServiceCards services={shownServices} />
        ) : (
          <EmptyState message="Our service list is being updated." linkLabel="Ask us about your job" href="/contact-us" />
        )}
      </Section>
      {clients.length > 0 && (
        <Section id="clients" title="Trusted by manufacturers" tinted action={<ButtonLink href="/clients" variant="outline">All clients</ButtonLink>}>
          <ClientLogos clients={clients.slice(0, 8)} compact />
        </Section>
      )}
      <InquiryCta heading={home?.cta_heading} text={home?.cta_text} />
    </main>
  );
}
