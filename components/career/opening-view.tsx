"use client";
// An opening's own page body, a live view of its record: closed or deleted while open, it says it is no
// longer listed.
import { Facts, List } from "@/components/career/opening-card";
import { live } from "@/components/live/live";
import { NoLongerListed } from "@/components/ui/no-longer-listed";
import { PageHeaderView } from "@/components/ui/page-header-view";
import { isOpen, nextClosing } from "@/lib/content/certificates";
import type { JobOpening } from "@/lib/content/schemas";
import { docPath } from "@/lib/site/paths";

function Opening({ value: job, now }: { value: JobOpening | null; now?: number }) {
  if (!job || !isOpen(job, now))
    return <NoLongerListed kind="opening" listName="Career" listHref="/career" />;
  return (
    <>
      <PageHeaderView
        eyebrow="Join us"
        title={job.title}
        trail={[
          { name: "Career", path: "/career" },
          { name: job.title, path: docPath("/career", job.id) },
        ]}
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <Facts job={job} />
        {job.description && (
          <p className="mt-6 max-w-3xl whitespace-pre-line leading-relaxed text-steel-700">
            {job.description}
          </p>
        )}
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <List title="Responsibilities" items={job.responsibilities} Heading="h2" />
          <List title="Requirements" items={job.requirements} Heading="h2" />
        </div>
      </div>
    </>
  );
}

export const OpeningView = live("career_detail", Opening, (job, now) =>
  nextClosing(job ? [job] : [], now),
);
