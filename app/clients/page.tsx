// /clients: the companies the firm works for, with logos and industries.
import type { Metadata } from "next";
import { ClientLogos } from "@/components/clients/client-logos";
import { EmptyState } from "@/components/ui/empty-state";
import { InquiryCta } from "@/components/ui/inquiry-cta";
import { PageHeader } from "@/components/ui/page-header";
import { Section } from "@/components/ui/section";
import { getClients } from "@/lib/content/read";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "Clients",
  description:
    "Automotive, pump, valve, hydraulic and machinery manufacturers across Gujarat trust our tools and grinding. See who we work with.",
  path: "/clients",
});

export default async function ClientsPage() {
  const clients = await getClients();
  const industries = [...new Set(clients.map((c) => c.industry).filter((i): i is string => Boolean(i)))];
  return (
    <main>
      <PageHeader
        eyebrow="Who we work with"
        title="Clients"
        lead="Manufacturers in Valsad, Vapi, Surat and across India rely on our tools and grinding."
        trail={[{ name: "Clients", path: "/clients" }]}
      />
      <Section id="clients" title="Our clients" intro={industries.length > 0 ? `Industries we serve: ${industries.join(", ")}.` : undefined}>
        {clients.length > 0 ? (
          <ClientLogos clients={clients} />
        ) : (
          <EmptyState message="Our client list is being updated." linkLabel="Become a client" href="/contact-us" />
        )}
      </Section>
      <InquiryCta />
    </main>
  );
}
