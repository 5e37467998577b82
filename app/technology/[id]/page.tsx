// /technology/{id}: one service with its description, capabilities and machines.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Live } from "@/components/live/live";
import { BreadcrumbStructuredData } from "@/components/seo/breadcrumb-json-ld";
import { CallButton } from "@/components/ui/call-button";
import { getCompany, getService, serviceParams } from "@/lib/content/read";
import { docPath, idFromSegment } from "@/lib/site/paths";
import { cardPath, pageMetadata } from "@/lib/site/seo";

type Props = { params: Promise<{ id: string }> };

export const generateStaticParams = serviceParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = await getService(idFromSegment((await params).id));
  if (!service) return { title: "Service not found", robots: { index: false } };
  return pageMetadata({
    title: service.name,
    description:
      service.summary ?? service.description ?? `${service.name} in GIDC Gundlav, Valsad.`,
    path: docPath("/technology", service.id),
    card: cardPath(docPath("/technology", service.id), [service.name, service.image ?? ""]),
    siteName: (await getCompany()).name,
  });
}

export default async function ServicePage({ params }: Props) {
  const [service, company] = await Promise.all([
    getService(idFromSegment((await params).id)),
    getCompany(),
  ]);
  if (!service) notFound();
  return (
    <main>
      <BreadcrumbStructuredData
        trail={[
          { name: "Technology", path: "/technology" },
          { name: service.name, path: docPath("/technology", service.id) },
        ]}
      />
      <Live
        view="service-detail"
        value={service}
        id={service.id}
        call={<CallButton company={company} />}
      />
    </main>
  );
}
