// /technology/{id}: one service with its description, capabilities and machines.
import { ServiceView } from "@/components/technology/technology-sections";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StructuredData } from "@/components/seo/json-ld";
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
      <StructuredData
        trail={[
          { name: "Technology", path: "/technology" },
          { name: service.name, path: docPath("/technology", service.id) },
        ]}
      />
      <ServiceView value={service} id={service.id} call={<CallButton company={company} />} />
    </main>
  );
}
