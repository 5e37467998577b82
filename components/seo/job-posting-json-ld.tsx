// JobPosting JSON-LD for one open position on /career, with the company as hiring organisation, the
// opening's place of work and its description in HTML, written through the site's serializer.
import { processors, type JobPostingJsonLdProps } from "next-seo";
import { JsonLd } from "@/components/seo/json-ld";
import type { Company, JobOpening } from "@/lib/content/schemas";
import { escapeHtml } from "@/lib/http/standalone-page";
import { postalAddress, type PostalAddress } from "@/lib/site/company-schema-org";
import { indiaDate } from "@/lib/site/india-date";
import { absoluteUrl } from "@/lib/site/seo";

type EmploymentType = NonNullable<Exclude<JobPostingJsonLdProps["employmentType"], unknown[]>>;

/** Maps the owners' wording ("Full-time", "part time", "Internship") to schema.org's values. */
export function employmentType(text: string): EmploymentType {
  const t = text.toLowerCase().replace(/[^a-z]/g, "");
  if (t.startsWith("full")) return "FULL_TIME";
  if (t.startsWith("part")) return "PART_TIME";
  if (t.startsWith("contract")) return "CONTRACTOR";
  if (t.startsWith("temp")) return "TEMPORARY";
  if (t.startsWith("intern") || t.startsWith("apprentice") || t.startsWith("trainee"))
    return "INTERN";
  return "OTHER";
}

/**
 * Where the work is, as schema.org wants it: the company's address when the opening's `location` is a
 * place in it (the default, "GIDC Gundlav, Valsad, Gujarat"), else the place the opening names ("Vapi,
 * Gujarat": the town, then the state), as the page shows it.
 */
export function workPlace(location: string, address: string[]): PostalAddress {
  const parts = location
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const where = address.join(", ").toLowerCase();
  if (parts.length === 0 || where.includes(parts[0].toLowerCase())) return postalAddress(address);
  const region = parts.length > 1 ? parts.at(-1) : undefined;
  return {
    streetAddress: location,
    addressLocality: parts[0],
    ...(region && { addressRegion: region }),
    addressCountry: "IN",
  };
}

/**
 * The description as Google asks for it, in HTML: the opening's text (a paragraph per line), then its
 * responsibilities and requirements, each list under its heading as the page shows them. Every word is
 * escaped: the owners' text stays text.
 */
function descriptionHtml(job: JobOpening): string {
  const paragraphs = (job.description ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const list = (heading: string, items: string[]) =>
    items.length > 0
      ? `<p>${heading}:</p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`
      : "";
  const lists =
    list("Responsibilities", job.responsibilities) + list("Requirements", job.requirements);
  return (
    (paragraphs.length > 0 || lists ? paragraphs : [job.title])
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join("") + lists
  );
}

/** `company` is the hiring organisation, from its `company` record. */
export function JobPostingStructuredData({ job, company }: { job: JobOpening; company: Company }) {
  return (
    <JsonLd
      id={`job-posting-${job.id}`}
      data={{
        "@context": "https://schema.org",
        "@type": "JobPosting",
        title: job.title,
        description: descriptionHtml(job),
        // The server's read gives an opening without `posted_on` its document's creation date
        // (lib/content/read.ts); the demo content has its own. Otherwise today, in India.
        datePosted: job.posted_on ?? indiaDate(),
        employmentType: employmentType(job.employment_type),
        identifier: processors.processJobPropertyValue({ name: company.name, value: job.id }),
        url: absoluteUrl(`/career#job-${encodeURIComponent(job.id)}`),
        hiringOrganization: processors.processHiringOrganization({
          name: company.name,
          sameAs: absoluteUrl("/home"),
        }),
        jobLocation: processors.processJobLocation({
          address: workPlace(job.location, company.address),
        }),
        ...(job.qualification && { educationRequirements: job.qualification }),
        ...(job.experience && { experienceRequirements: job.experience }),
      }}
    />
  );
}
