// /technology: the services the company offers and the machinery behind them.
import type { Metadata } from "next";
import { Live } from "@/components/live/live";
import { InquiryCta } from "@/components/ui/inquiry-cta";
import { PageHeader } from "@/components/ui/page-header";
import { getServices } from "@/lib/content/read";
import { pageMetadata } from "@/lib/site/seo";

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
      <Live view="technology" value={services} />
      <InquiryCta />
    </main>
  );
}
