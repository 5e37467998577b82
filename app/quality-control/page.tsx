// /quality-control: the quality policy, the inspection process and the inspection equipment.
import type { Metadata } from "next";
import { EquipmentCards, ProcessSteps } from "@/components/quality/quality-sections";
import { EmptyState } from "@/components/ui/empty-state";
import { InquiryCta } from "@/components/ui/inquiry-cta";
import { PageHeader } from "@/components/ui/page-header";
import { Section } from "@/components/ui/section";
import { getQualityControl } from "@/lib/content/read";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "Quality control",
  description:
    "How every tool and ground part is inspected before dispatch: incoming, in-process and final inspection with profile projector, tool measuring machine and more.",
  path: "/quality-control",
});

export default async function QualityControlPage() {
  const items = await getQualityControl();
  const of = (kind: (typeof items)[number]["kind"]) => items.filter((i) => i.kind === kind);
  const [policies, steps, equipment, certifications] = [of("policy"), of("step"), of("equipment"), of("certification")];
  return (
    <main>
      <PageHeader
        eyebrow="Measured, recorded, traceable"
        title="Quality control"
        lead="Every tool and every ground part is measured in our inspection room before it leaves."
        trail={[{ name: "Quality control", path: "/quality-control" }]}
      />
      {items.length === 0 && (
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <EmptyState message="Details of our quality process are being updated. Ask us for a sample inspection report." linkLabel="Contact us" href="/contact-us" />
        </div>
      )}
      {policies.length > 0 && (
        <Section id="policy" title={policies[0].title}>
          <div className="space-y-4">
            {policies.filter((p) => p.description).map((p) => (
              <blockquote key={p.id} className="border-l-4 border-brand-ink bg-steel-50 px-6 py-5 text-lg leading-relaxed text-steel-800">
                {p.description}
              </blockquote>
            ))}
          </div>
        </Section>
      )}
      {steps.length > 0 && (
        <Section id="process" title="Inspection process" intro="From raw material to dispatch, every job passes these checkpoints." tinted>
          <ProcessSteps steps={steps} />
        </Section>
      )}
      {equipment.length > 0 && (
        <Section id="equipment" title="Inspection equipment" intro="Calibrated instruments in a dedicated inspection room.">
          <EquipmentCards items={equipment} />
        </Section>
      )}
      {certifications.length > 0 && (
        <Section id="certifications" title="Certifications" tinted>
          <EquipmentCards items={certifications} />
        </Section>
      )}
      <InquiryCta />
    </main>
  );
}
