"use client";
// The openings, live views: on /career key facts at a glance, the rest behind a native disclosure (in
// the HTML, no script), and a link to each opening's own page (/career/{id}) with everything and its
// form (opening-view.tsx). "Apply now" leads to the form, which then has that position chosen.
import { EmptyState } from "@/components/ui/empty-state";
import { Section } from "@/components/ui/section";
import type { JobOpening } from "@/lib/content/schemas";
import { indiaDayText, indiaNumber } from "@/lib/site/india-date";
import { docPath } from "@/lib/site/paths";
import { live } from "@/components/live/live";
import { isOpen, nextClosing } from "@/lib/content/certificates";

// "Rs.", and "to" for a range: the site's own words keep every page Latin-1 (serverless.test.ts).
const rupees = (n: number) => `Rs. ${indiaNumber(n)}`;

/** "Rs. 18,000 to 25,000 a month" */
const salaryText = ({ min, max }: NonNullable<JobOpening["salary"]>) =>
  `${rupees(min)}${max && max > min ? ` to ${indiaNumber(max)}` : ""} a month`;

function facts(job: JobOpening): [string, string][] {
  const all: [string, string | undefined][] = [
    ["Department", job.department],
    ["Location", job.location],
    ["Type", job.employment_type],
    ["Experience", job.experience],
    ["Qualification", job.qualification],
    ["Openings", job.openings ? String(job.openings) : undefined],
    ["Salary", job.salary && salaryText(job.salary)],
    ["Apply by", job.valid_through && indiaDayText(job.valid_through)],
  ];
  return all.filter((f): f is [string, string] => Boolean(f[1]));
}

export function Facts({ job }: { job: JobOpening }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {facts(job).map(([label, value]) => (
        <div key={label} className="flex gap-2">
          <dt className="shrink-0 text-steel-500">{label}:</dt>
          <dd className="font-medium text-steel-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function List({
  title,
  items,
  Heading = "h4",
}: {
  title: string;
  items: string[];
  Heading?: "h2" | "h4";
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <Heading className="font-semibold text-steel-900">{title}</Heading>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-steel-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export function OpeningCard({ job }: { job: JobOpening }) {
  return (
    <li
      id={`job-${job.id}`}
      className="scroll-mt-24 rounded-lg border border-steel-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h3 className="text-xl font-semibold text-steel-900">
          <a href={docPath("/career", job.id)} className="hover:underline">
            {job.title}
          </a>
        </h3>
        <a
          href="#apply"
          data-apply-for={job.id}
          aria-label={`Apply now: ${job.title}`}
          className="rounded-md bg-brand px-4 py-2 text-sm font-semibold text-on-brand underline-offset-4 hover:underline"
        >
          Apply now
        </a>
      </div>
      <Facts job={job} />
      {job.description && <p className="mt-4 text-steel-700">{job.description}</p>}
      {(job.responsibilities.length > 0 || job.requirements.length > 0) && (
        <details className="group mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-brand-ink hover:underline">
            Responsibilities and requirements
          </summary>
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            <List title="Responsibilities" items={job.responsibilities} />
            <List title="Requirements" items={job.requirements} />
          </div>
        </details>
      )}
    </li>
  );
}

/** `now`: in an open tab, whose clock closes an opening at its last day to apply (certificates.ts). */
function CareerOpeningsView({ value, now }: { value: JobOpening[]; now?: number }) {
  const openings = value.filter((job) => isOpen(job, now));
  return (
    <Section
      id="openings"
      title="Current openings"
      intro={
        openings.length > 0
          ? `${openings.length} open position${openings.length === 1 ? "" : "s"}.`
          : undefined
      }
    >
      {openings.length > 0 ? (
        <ul className="space-y-6">
          {openings.map((job) => (
            <OpeningCard key={job.id} job={job} />
          ))}
        </ul>
      ) : (
        <EmptyState message="There are no open positions right now. You are welcome to send your application below; we keep it on file for future openings." />
      )}
    </Section>
  );
}

export const CareerOpenings = live("career_detail", CareerOpeningsView, nextClosing);
