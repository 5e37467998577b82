"use client";
// The quality-control page's parts, a live view of `quality_control`.
import { CardPicture } from "@/components/ui/content-image";
import { EmptyState } from "@/components/ui/empty-state";
import { Section } from "@/components/ui/section";
import type { QualityItem } from "@/lib/content/schemas";
import { live } from "@/components/live/live";

function ProcessSteps({ steps }: { steps: QualityItem[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, i) => (
        <li
          key={step.id}
          className="relative rounded-lg border border-steel-200 bg-white p-6 shadow-sm"
        >
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-on-brand"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 card-title">{step.title}</h3>
          {step.description && <p className="mt-2 text-sm text-steel-600">{step.description}</p>}
        </li>
      ))}
    </ol>
  );
}

function EquipmentCards({ items }: { items: QualityItem[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-col overflow-hidden rounded-lg border border-steel-200 bg-white shadow-sm"
        >
          <div className="aspect-[4/3] bg-steel-100">
            {item.image && (
              <CardPicture
                src={item.image}
                alt={item.title}
                sizes="(min-width: 1024px) 270px, (min-width: 640px) 50vw, 100vw"
              />
            )}
          </div>
          <div className="flex flex-1 flex-col p-5">
            <h3 className="font-semibold text-steel-900">{item.title}</h3>
            {item.description && <p className="card-summary">{item.description}</p>}
            {/* As typed: a unit changes meaning with its case (µm would read as MM in capitals). */}
            {item.specification && (
              <p className="mt-3 text-sm font-medium text-brand-ink">{item.specification}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function QualitySectionsView({ value: items }: { value: QualityItem[] }) {
  const of = (kind: QualityItem["kind"]) => items.filter((i) => i.kind === kind);
  const [policies, steps, equipment, certifications] = [
    of("policy"),
    of("step"),
    of("equipment"),
    of("certification"),
  ];
  return (
    <>
      {items.length === 0 && (
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <EmptyState
            message="Details of our quality process are being updated. Ask us for a sample inspection report."
            linkLabel="Contact us"
            href="/contact-us"
          />
        </div>
      )}
      {policies.length > 0 && (
        <Section id="policy" title={policies[0].title}>
          <div className="space-y-4">
            {policies
              .filter((p) => p.description)
              .map((p) => (
                <blockquote
                  key={p.id}
                  className="border-l-4 border-brand-ink bg-steel-50 px-6 py-5 text-lg leading-relaxed text-steel-800"
                >
                  {p.description}
                </blockquote>
              ))}
          </div>
        </Section>
      )}
      {steps.length > 0 && (
        <Section
          id="process"
          title="Inspection process"
          intro="From raw material to dispatch, every job passes these checkpoints."
          tinted
        >
          <ProcessSteps steps={steps} />
        </Section>
      )}
      {equipment.length > 0 && (
        <Section
          id="equipment"
          title="Inspection equipment"
          intro="Calibrated instruments in a dedicated inspection room."
        >
          <EquipmentCards items={equipment} />
        </Section>
      )}
      {certifications.length > 0 && (
        <Section id="certifications" title="Certifications" tinted>
          <EquipmentCards items={certifications} />
        </Section>
      )}
    </>
  );
}

export const QualitySections = live("quality_control", QualitySectionsView);
