// /clients: the companies the firm works for, with logos and industries.
import type { Metadata } from "next";
import { Live } from "@/components/live/live";
import { InquiryCta } from "@/components/ui/inquiry-cta";
import { PageHeader } from "@/components/ui/page-header";
import { getClients } from "@/lib/content/read";
import { pageMetadata } from "@/lib/site/seo";

export const metadata: Metadata = pageMetadata({
  title: "Clients",
  description:
    "Automotive, pump, valve, hydraulic and machinery manufacturers across Gujarat trust our tools and grinding. See who we work with.",
  path: "/clients",
});

export default async function ClientsPage() {
  const clients = await getClients();
  return (
    <main>
      <PageHeader
        eyebrow="Who we work with"
        title="Clients"
        lead="Manufacturers in Valsad, Vapi, Surat and across India rely on our tools and grinding."
        trail={[{ name: "Clients", path: "/clients" }]}
      />
      <Live view="clients" value={clients} />
      <InquiryCta />
    </main>
  );
}
