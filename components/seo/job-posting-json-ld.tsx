// The JobPosting JSON-LD node of one open position, on its own page (/career/{id}).
import { processors, type JobPostingJsonLdProps } from "next-seo";
import type { Company, JobOpening } from "@/lib/content/schemas";
import { escapeHtml } from "@/lib/http/standalone-page";
import { postalAddress, type PostalAddress } from "@/lib/site/company-schema-org";
import { INDIA_OFFSET, indiaDate } from "@/lib/site/india-date";
import { docPath } from "@/lib/site/paths";
import { absoluteUrl } from "@/lib/site/seo";

type EmploymentType = NonNullable<Exclude<JobPostingJsonLdProps["employmentType"], unknown[]>>;

/** "Full-time", "part time", "Internship" as schema.org's values. */
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

/** The company's address when `location` is a place in it, else the place named ("Vapi, Gujarat"). */
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

/** The description in HTML, as Google asks for it; every word escaped. */
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

export function jobPostingNode(job: JobOpening, company: Company) {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: descriptionHtml(job),
    // The server's read gives an opening its creation date (lib/content/read.ts); else today.
    datePosted: job.posted_on ?? indiaDate(),
    employmentType: employmentType(job.employment_type),
    identifier: processors.processJobPropertyValue({ name: company.name, value: job.id }),
    url: absoluteUrl(docPath("/career", job.id)),
    // A day is open until its end in India.
    ...(job.valid_through && {
      validThrough: /T/.test(job.valid_through)
        ? job.valid_through
        : `${job.valid_through}T23:59:59${INDIA_OFFSET}`,
    }),
    hiringOrganization: processors.processHiringOrganization({
      name: company.name,
      sameAs: absoluteUrl("/home"),
      logo: absoluteUrl("/logo.svg"),
    }),
    ...(job.salary && {
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "INR",
        value: {
          "@type": "QuantitativeValue",
          ...(job.salary.max && job.salary.max > job.salary.min
            ? { minValue: job.salary.min, maxValue: job.salary.max }
            : { value: job.salary.min }),
          unitText: "MONTH",
        },
      },
    }),
    // The page itself takes the application (its form).
    directApply: true,
    jobLocation: processors.processJobLocation({
      address: workPlace(job.location, company.address),
    }),
    ...(job.qualification && { educationRequirements: job.qualification }),
    ...(job.experience && { experienceRequirements: job.experience }),
  };
}
