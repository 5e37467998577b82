// /home: the company's headline, what it does, highlighted products and services, client logos and an
// invitation to inquire.
import type { Metadata } from "next";
import { Live } from "@/components/live/live";
import { ButtonLink } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import { getClients, getHome, getProducts, getServices } from "@/lib/content/read";
import { pageMetadata } from "@/lib/site/seo";
import { company } from "@/lib/site/facts";

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
  return (
    <main>
      <Live view="home-hero" value={home} />
      <Live view="home-intro" value={home} />
      <Section
        id="products"
        title="Featured products"
        intro="Cutting tools and precision tooling made to drawing."
        tinted
        action={<ButtonLink href="/products" variant="outline">All products</ButtonLink>}
      >
        <Live view="product-grid" value={products} featuredOnly limit={3} />
      </Section>
      <Live view="home-services" value={services} />
      <Live view="home-clients" value={clients} />
      <Live view="home-cta" value={home} />
    </main>
  );
}
