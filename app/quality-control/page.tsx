// /quality-control: the quality policy, the inspection process and the inspection equipment.
import type { Metadata } from "next";
import { Live } from "@/components/live/live";
import { InquiryCta } from "@/components/ui/inquiry-cta";
import { PageHeader } from "@/components/ui/page-header";
import { getQualityControl } from "@/lib/content/read";
import { pageMetadata } from "@/lib/site/seo";

export const metadata: Metadata = pageMetadata({
  title: "Quality control",
  description:
    "How every tool and ground part is inspected before dispatch: incoming, in-process and final inspection with profile projector, tool measuring machine and more.",
  path: "/quality-control",
});

export default async function QualityControlPage() {
  const items = await getQualityControl();
  return (
    <main>
      <PageHeader
        eyebrow="Measured, recorded, traceable"
        title="Quality control"
        lead="Every tool and every ground part is measured in our inspection room before it leaves."
        trail={[{ name: "Quality control", path: "/quality-control" }]}
      />
      <Live view="quality" value={items} />
      <InquiryCta />
    </main>
  );
}
