// /career: open positions from `career_detail`, each linking to its own page (with its JobPosting
// JSON-LD), and the application form.
import { CareerOpenings } from "@/components/career/opening-card";
import { ApplySection } from "@/app/career/apply-section";
import { PageHeader } from "@/components/ui/page-header";
import { getJobOpenings } from "@/lib/content/read";
import { companyPageMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = companyPageMetadata({
  title: "Career",
  description:
    "Jobs at a precision tool-making and grinding company in GIDC Gundlav, Valsad: CNC grinder operators, inspectors and tool designers. See openings and apply online.",
  path: "/career",
});

export default async function CareerPage() {
  const jobs = await getJobOpenings();
  const openings = jobs.filter((job) => job.open);
  return (
    <main>
      <PageHeader
        eyebrow="Join us"
        title="Career"
        lead="Grow with a tool room that invests in skills, machines and people. We train operators on CNC grinders and measuring equipment."
        trail={[{ name: "Career", path: "/career" }]}
      />
      <CareerOpenings value={openings} />
      <ApplySection
        positions={openings}
        intro="Tell us about yourself and attach your CV, or link to it if it is online. We read every application and call the candidates whose experience fits within two weeks."
      />
    </main>
  );
}
