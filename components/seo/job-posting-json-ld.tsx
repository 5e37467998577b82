// JobPosting JSON-LD for one open position on /career, with the company as hiring organisation and its
// address as the place of work, written through the site's serializer.
import { processors, type JobPostingJsonLdProps } from "next-seo";
import { JsonLd } from "@/components/seo/json-ld";
import type { Company, JobOpening } from "@/lib/content/schemas";
import { postalAddress } from "@/lib/site/company-schema-org";
import { absoluteUrl } from "@/lib/site/seo";

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

/** `company` is the hiring organisation, from its `company` record. */
export function JobPostingStructuredData({ job, company }: { job: JobOpening; company: Company }) {
  const description = [job.description, ...job.responsibilities, ...job.requirements].filter(Boolean).join("\n");
  return (
    <JsonLd
      id={`job-posting-${job.id}`}
      data={{
        "@context": "https://schema.org",
        "@type": "JobPosting",
        title: job.title,
        description: description || job.title,
        // A posting without a date was published when it first appeared on the page.
        datePosted: job.posted_on ?? new Date().toISOString().slice(0, 10),
        employmentType: employmentType(job.employment_type),
        identifier: processors.processJobPropertyValue({ name: company.name, value: job.id }),
        url: absoluteUrl(`/career#job-${encodeURIComponent(job.id)}`),
        hiringOrganization: processors.processHiringOrganization({ name: company.name, sameAs: absoluteUrl("/home") }),
        jobLocation: processors.processJobLocation({ address: postalAddress(company.address) }),
        ...(job.qualification && { educationRequirements: job.qualification }),
        ...(job.experience && { experienceRequirements: job.experience }),
      }}
    />
  );
}
