// /career/{id}: one open opening with everything about it, its JobPosting JSON-LD and the application
// form with it chosen. A closed, draft or unknown opening answers 404.
import { OpeningView } from "@/components/career/opening-view";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ApplySection } from "@/app/career/apply-section";
import { StructuredData } from "@/components/seo/json-ld";
import { jobPostingNode } from "@/components/seo/job-posting-json-ld";
import { getCompany, getJobOpening, getJobOpenings, openingParams } from "@/lib/content/read";
import { docPath, idFromSegment } from "@/lib/site/paths";
import { pageMetadata } from "@/lib/site/seo";

type Props = { params: Promise<{ id: string }> };

export const generateStaticParams = openingParams;

const openOpening = async (id: string) => {
  const job = await getJobOpening(idFromSegment(id));
  return job?.open ? job : null;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await openOpening((await params).id);
  if (!job) return { title: "Opening not found", robots: { index: false } };
  return pageMetadata({
    title: `${job.title} (job)`,
    description:
      job.description ?? `${job.title}, ${job.employment_type.toLowerCase()}, in ${job.location}.`,
    path: docPath("/career", job.id),
    siteName: (await getCompany()).name,
  });
}

export default async function OpeningPage({ params }: Props) {
  const { id } = await params;
  const [job, jobs, company] = await Promise.all([openOpening(id), getJobOpenings(), getCompany()]);
  if (!job) notFound();
  // An opening added since the list was cached is read by its id: it is still offered in the form.
  const open = jobs.filter((j) => j.open);
  const listed = open.some((j) => j.id === job.id) ? open : [...open, job];
  return (
    <main>
      <StructuredData
        nodes={[jobPostingNode(job, company)]}
        trail={[
          { name: "Career", path: "/career" },
          { name: job.title, path: docPath("/career", job.id) },
        ]}
      />
      <OpeningView value={job} id={job.id} />
      <ApplySection positions={listed} chosen={job.id} />
    </main>
  );
}
