// /technology/{id}: one service with its description, capabilities and machines.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MachineTable } from "@/components/technology/machine-table";
import { ContentImage } from "@/components/ui/content-image";
import { InquiryCta } from "@/components/ui/inquiry-cta";
import { PageHeader } from "@/components/ui/page-header";
import { getService, serviceParams } from "@/lib/content/read";
import { docPath, idFromSegment } from "@/lib/route-params";
import { cardPath, pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ id: string }> };

export const generateStaticParams = serviceParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = await getService(idFromSegment((await params).id));
  if (!service) return { title: "Service not found", robots: { index: false } };
  return pageMetadata({
    title: service.name,
    description: service.summary ?? service.description ?? `${service.name} in GIDC Gundlav, Valsad.`,
    path: docPath("/technology", service.id),
    card: cardPath(docPath("/technology", service.id), [service.name, service.image ?? ""]),
  });
}

export default async function ServicePage({ params }: Props) {
  const service = await getService(idFromSegment((await params).id));
  if (!service) notFound();
  return (
    <main>
      <PageHeader
        eyebrow="Service"
        title={service.name}
        lead={service.summary}
        trail={[
          { name: "Technology", path: "/technology" },
          { name: service.name, path: docPath("/technology", service.id) },
        ]}
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:gap-14 lg:px-8 lg:py-16">
        <div>
          {service.description && <p className="whitespace-pre-line leading-relaxed text-steel-700">{service.description}</p>}
          {service.capabilities.length > 0 && (
            <section aria-labelledby="capabilities-heading" className="mt-8">
              <h2 id="capabilities-heading" className="text-xl font-semibold text-steel-900">
                Capabilities
              </h2>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {service.capabilities.map((c) => (
                  <li key={c} className="rounded-md border-l-4 border-brand-ink bg-steel-50 px-4 py-3 text-sm text-steel-800">
                    {c}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        {service.image && (
          <div className="overflow-hidden rounded-lg border border-steel-200 bg-steel-100">
            <ContentImage src={service.image} alt={service.name} width={800} height={600} sizes="(min-width: 1024px) 560px, 100vw" className="h-auto w-full" preload />
          </div>
        )}
        {service.machines.length > 0 && (
          <section aria-labelledby="machines-heading" className="lg:col-span-2">
            <h2 id="machines-heading" className="mb-4 text-xl font-semibold text-steel-900">
              Machines
            </h2>
            <MachineTable services={[service]} showService={false} />
          </section>
        )}
      </div>
      <InquiryCta heading={`Need ${service.name}?`} />
    </main>
  );
}
