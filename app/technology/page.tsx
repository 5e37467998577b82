// /technology: the services the company offers and the machinery behind them.
import type { Metadata } from "next";
import { MachineTable } from "@/components/technology/machine-table";
import { ServiceCards } from "@/components/technology/service-cards";
import { EmptyState } from "@/components/ui/empty-state";
import { InquiryCta } from "@/components/ui/inquiry-cta";
import { PageHeader } from "@/components/ui/page-header";
import { Section } from "@/components/ui/section";
import { getServices } from "@/lib/content/read";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "Technology and services",
  description:
    "CNC tool and cutter grinding, cylindrical and surface grinding and wire-cut EDM in GIDC Gundlav, Valsad: our services and the machines behind them.",
  path: "/technology",
});

export default async function TechnologyPage() {
  const services = await getServices();
  return (
    <main>
      <PageHeader
        eyebrow="Services and machinery"
        title="Technology"
        lead="Grinding and tool-making services on CNC and precision machines, with every job measured before it leaves."
        trail={[{ name: "Technology", path: "/technology" }]}
      />
      <Section id="services" title="Our services" intro="Job work and tooling services for engineering manufacturers.">
        {services.length > 0 ? (
          <ServiceCards services={services} />
        ) : (
          <EmptyState message="Our service list is being updated. Call or write to us about your job." linkLabel="Contact us" href="/contact-us" />
        )}
      </Section>
      {services.length > 0 && (
        <Section id="machinery" title="Machinery" intro="The machines in our GIDC Gundlav shop." tinted>
          <MachineTable services={services} />
        </Section>
      )}
      <InquiryCta />
    </main>
  );
}
