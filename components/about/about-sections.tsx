"use client";
// The parts of /about-us, each a live view of one collection (components/live/live.tsx).
import { TeamGrid } from "@/components/about/team-grid";
import { ContentImage } from "@/components/ui/content-image";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeaderView } from "@/components/ui/page-header-view";
import { Section } from "@/components/ui/section";
import type { AboutUs, TeamMember } from "@/lib/content/schemas";
import { siteDescription } from "@/lib/site/default-company";
import { live } from "@/components/live/live";

function AboutStoryView({
  value: about,
  companyName,
}: {
  value: AboutUs | null;
  companyName: string;
}) {
  return (
    <>
      <PageHeaderView
        eyebrow="About us"
        title={about?.heading ?? `About ${companyName}`}
        trail={[{ name: "About us", path: "/about-us" }]}
      />
      <Section id="story" title="Our story">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div className="space-y-4 leading-relaxed text-steel-700">
            {about && about.story.length > 0 ? (
              about.story.map((paragraph, i) => <p key={i}>{paragraph}</p>)
            ) : (
              <p>{siteDescription}</p>
            )}
          </div>
          {about?.image && (
            <ContentImage
              src={about.image}
              alt={`${companyName} workshop`}
              width={800}
              height={600}
              sizes="(min-width: 1024px) 560px, 100vw"
              className="h-auto w-full rounded-lg border border-steel-200"
              preload
            />
          )}
        </div>
        {(about?.mission || about?.vision) && (
          <div className="mt-12 grid gap-6 md:grid-cols-2">
            {about.mission && (
              <div className="rounded-lg bg-brand p-6 text-on-brand">
                <h3 className="text-sm font-semibold uppercase tracking-widest">Mission</h3>
                <p className="mt-2 text-lg">{about.mission}</p>
              </div>
            )}
            {about.vision && (
              <div className="rounded-lg bg-steel-900 p-6 text-white">
                <h3 className="text-sm font-semibold uppercase tracking-widest text-white/80">
                  Vision
                </h3>
                <p className="mt-2 text-lg">{about.vision}</p>
              </div>
            )}
          </div>
        )}
        {about && about.values.length > 0 && (
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {about.values.map((v) => (
              <li key={v.title} className="border-t-4 border-brand-ink pt-4">
                <h3 className="font-semibold text-steel-900">{v.title}</h3>
                <p className="mt-1 text-sm text-steel-600">{v.text}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {(about?.facility_text || about?.facility_image) && (
        <Section id="facility" title={about.facility_heading ?? "Our facility"} tinted>
          <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
            {about.facility_image && (
              <ContentImage
                src={about.facility_image}
                alt={`${companyName} facility in GIDC Gundlav`}
                width={800}
                height={600}
                sizes="(min-width: 1024px) 560px, 100vw"
                className="h-auto w-full rounded-lg border border-steel-200"
              />
            )}
            {about.facility_text && (
              <p className="whitespace-pre-line leading-relaxed text-steel-700">
                {about.facility_text}
              </p>
            )}
          </div>
        </Section>
      )}
    </>
  );
}

function TeamSectionView({ value: team }: { value: TeamMember[] }) {
  return (
    <Section
      id="team"
      title="Our team"
      intro="The people who design, grind and inspect your tools."
    >
      {team.length > 0 ? (
        <TeamGrid team={team} />
      ) : (
        <EmptyState message="Team profiles are coming soon." />
      )}
    </Section>
  );
}

export const AboutStory = live("about_us", AboutStoryView);
export const TeamSection = live("our_teams", TeamSectionView);
