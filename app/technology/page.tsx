// /technology: the services the company offers and the machinery behind them.
import { TechnologySections } from "@/components/technology/technology-sections";
import { CallButton } from "@/components/ui/call-button";
import { InquiryCta } from "@/components/ui/inquiry-cta";
import { PageHeader } from "@/components/ui/page-header";
import { getCompany, getServices } from "@/lib/content/read";
import { companyPageMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = companyPageMetadata({
  title: "Technology and services",
  description:
    "CNC tool and cutter grinding, cylindrical and surface grinding and wire-cut EDM in GIDC Gundlav, Valsad: our services and the machines behind them.",
  path: "/technology",
});

export default async function TechnologyPage() {
  const [services, company] = await Promise.all([getServices(), getCompany()]);
  return (
    <main>
      <PageHeader
        eyebrow="Services and machinery"
        title="Technology"
        lead="Grinding and tool-making services on CNC and precision machines, with every job measured before it leaves."
        trail={[{ name: "Technology", path: "/technology" }]}
      />
      <TechnologySections value={services} />
      <InquiryCta call={<CallButton company={company} />} />
    </main>
  );
}
