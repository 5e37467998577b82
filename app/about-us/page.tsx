// /about-us: the company's story, mission and values, the facility, and the team.
import type { Metadata } from "next";
import { Live } from "@/components/live/live";
import { BreadcrumbStructuredData } from "@/components/seo/breadcrumb-json-ld";
import { InquiryCta } from "@/components/ui/inquiry-cta";
import { getAboutUs, getTeam } from "@/lib/content/read";
import { pageMetadata } from "@/lib/site/seo";
import { company } from "@/lib/site/facts";

export const metadata: Metadata = pageMetadata({
  title: "About us",
  description: `Tool makers and grinders in GIDC Gundlav, Valsad since ${company.foundingYear}: our story, our facility and the team behind every tool.`,
  path: "/about-us",
});

export default async function AboutUsPage() {
  const [about, team] = await Promise.all([getAboutUs(), getTeam()]);
  return (
    <main>
      <BreadcrumbStructuredData trail={[{ name: "About us", path: "/about-us" }]} />
      <Live view="about-story" value={about} />
      <Live view="team" value={team} />
      <InquiryCta />
    </main>
  );
}
