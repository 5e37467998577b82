"use client";
// The parts of /technology and /technology/{id}, live views of `Services`; a service deleted while its
// page is open says it is no longer listed.
import type { ReactNode } from "react";
import { MachineTable } from "@/components/technology/machine-table";
import { ServiceCards } from "@/components/technology/service-cards";
import { ContentImage } from "@/components/ui/content-image";
import { EmptyState } from "@/components/ui/empty-state";
import { InquiryCta } from "@/components/ui/inquiry-cta";
import { NoLongerListed } from "@/components/ui/no-longer-listed";
import { PageHeaderView } from "@/components/ui/page-header-view";
import { Section } from "@/components/ui/section";
import type { Service } from "@/lib/content/schemas";
import { docPath } from "@/lib/site/paths";
import { live } from "@/components/live/live";

function TechnologySectionsView({ value: services }: { value: Service[] }) {
  return (
    <>
      <Section
        id="services"
        title="Our services"
        intro="Job work and tooling services for engineering manufacturers."
      >
        {services.length > 0 ? (
          <ServiceCards services={services} preloadFirst />
        ) : (
          <EmptyState
            message="Our service list is being updated. Call or write to us about your job."
            linkLabel="Contact us"
            href="/contact-us"
          />
        )}
      </Section>
      {services.length > 0 && (
        <Section
          id="machinery"
          title="Machinery"
          intro="The machines in our GIDC Gundlav shop."
          tinted
        >
          <MachineTable services={services} />
        </Section>
      )}
    </>
  );
}

function ServiceBody({ value: service, call }: { value: Service | null; call: ReactNode }) {
  if (!service) return <NoLongerListed kind="service" listName="Services" listHref="/technology" />;
  return (
    <>
      <PageHeaderView
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
          {service.description && (
            <p className="whitespace-pre-line leading-relaxed text-steel-700">
              {service.description}
            </p>
          )}
          {service.capabilities.length > 0 && (
            <section aria-labelledby="capabilities-heading" className="mt-8">
              <h2 id="capabilities-heading" className="text-xl font-semibold text-steel-900">
                Capabilities
              </h2>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {service.capabilities.map((c) => (
                  <li
                    key={c}
                    className="rounded-md border-l-4 border-brand-ink bg-steel-50 px-4 py-3 text-sm text-steel-800"
                  >
                    {c}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        {service.image && (
          <div className="overflow-hidden rounded-lg border border-steel-200 bg-steel-100">
            <ContentImage
              src={service.image}
              alt={service.name}
              width={800}
              height={600}
              sizes="(min-width: 1024px) 560px, 100vw"
              className="h-auto w-full"
              preload
            />
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
      <InquiryCta heading={`Need ${service.name}?`} call={call} />
    </>
  );
}

export const TechnologySections = live("Services", TechnologySectionsView);
export const ServiceView = live("Services", ServiceBody);
