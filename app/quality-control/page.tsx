// /quality-control: policy, inspection process and equipment, certificates still valid.
import { QualitySections } from "@/components/quality/quality-sections";
import { CertificatesSection } from "@/components/quality/certificates";
import { CallButton } from "@/components/ui/call-button";
import { InquiryCta } from "@/components/ui/inquiry-cta";
import { PageHeader } from "@/components/ui/page-header";
import { getCertifications, getCompany, getQualityControl } from "@/lib/content/read";
import { companyPageMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = companyPageMetadata({
  title: "Quality control",
  description:
    "How every tool and ground part is inspected before dispatch: incoming, in-process and final inspection with profile projector, tool measuring machine and more.",
  path: "/quality-control",
});

export default async function QualityControlPage() {
  const [items, certifications, company] = await Promise.all([
    getQualityControl(),
    getCertifications(),
    getCompany(),
  ]);
  return (
    <main>
      <PageHeader
        eyebrow="Measured, recorded, traceable"
        title="Quality control"
        lead="Every tool and every ground part is measured in our inspection room before it leaves."
        trail={[{ name: "Quality control", path: "/quality-control" }]}
      />
      <QualitySections value={items} />
      <CertificatesSection value={certifications} />
      <InquiryCta call={<CallButton company={company} />} />
    </main>
  );
}
