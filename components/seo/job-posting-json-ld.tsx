// JobPosting JSON-LD for one open position on /career, with the company as hiring organisation and
// the GIDC Gundlav address as the place of work.
import { JobPostingJsonLd, type JobPostingJsonLdProps } from "next-seo";
import type { JobOpening } from "@/lib/content/schemas";
import { absoluteUrl, companyPostalAddress, jsonLdText } from "@/lib/seo";
import { company } from "@/lib/site";

type EmploymentType = NonNullable<Exclude<JobPostingJsonLdProps["employmentType"], unknown[]>>;

/** Maps the owners' wording ("Full-time", "part time", "Internship") to schema.org's values. */
export function employmentType(text: string): EmploymentType {
  const t = text.toLowerCase().replace(/[^a-z]/g, "");
  if (t.startsWith("full")) return "FULL_TIME";
  if (t.startsWith("part")) return "PART_TIME";
  if (t.startsWith("contract")) return "CONTRACTOR";
  if (t.startsWith("temp")) return "TEMPORARY";
  if (t.startsWith("intern") || t.startsWith("apprentice") || t.startsWith("trainee")) return "INTERN";
  return "OTHER";
}

export function JobPostingStructuredData({ job }: { job: JobOpening }) {
  const description = [job.description, ...job.responsibilities, ...job.requirements].filter(Boolean).join("\n");
  return (
    <JobPostingJsonLd
      scriptId={`job-posting-${job.id}`}
      title={jsonLdText(job.title)}
      description={jsonLdText(description || job.title)}
      // A posting without a date was published when it first appeared on the page.
      datePosted={job.posted_on ?? new Date().toISOString().slice(0, 10)}
      employmentType={employmentType(job.employment_type)}
      identifier={{ name: company.name, value: job.id }}
      url={absoluteUrl(`/career#job-${encodeURIComponent(job.id)}`)}
      hiringOrganization={{ name: company.name, sameAs: absoluteUrl("/home") }}
      jobLocation={{ address: companyPostalAddress }}
      educationRequirements={jsonLdText(job.qualification)}
      experienceRequirements={jsonLdText(job.experience)}
    />
  );
}
