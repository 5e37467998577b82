// /clients: the companies the firm works for, with logos and industries.
import { ClientsSection } from "@/components/clients/client-logos";
import { CallButton } from "@/components/ui/call-button";
import { InquiryCta } from "@/components/ui/inquiry-cta";
import { PageHeader } from "@/components/ui/page-header";
import { getClients, getCompany } from "@/lib/content/read";
import { companyPageMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = companyPageMetadata({
  title: "Clients",
  description:
    "Automotive, pump, valve, hydraulic and machinery manufacturers across Gujarat trust our tools and grinding. See who we work with.",
  path: "/clients",
});

export default async function ClientsPage() {
  const [clients, company] = await Promise.all([getClients(), getCompany()]);
  return (
    <main>
      <PageHeader
        eyebrow="Who we work with"
        title="Clients"
        lead="Manufacturers in Valsad, Vapi, Surat and across India rely on our tools and grinding."
        trail={[{ name: "Clients", path: "/clients" }]}
      />
      <ClientsSection value={clients} />
      <InquiryCta call={<CallButton company={company} />} />
    </main>
  );
}
