// /about-us: the company's story, mission and values, the facility, and the team.
import { AboutStory, TeamSection } from "@/components/about/about-sections";
import type { Metadata } from "next";
import { StructuredData } from "@/components/seo/json-ld";
import { CallButton } from "@/components/ui/call-button";
import { InquiryCta } from "@/components/ui/inquiry-cta";
import { getAboutUs, getCompany, getTeam } from "@/lib/content/read";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata(): Promise<Metadata> {
  const company = await getCompany();
  return pageMetadata({
    title: "About us",
    description: `Tool makers and grinders in GIDC Gundlav, Valsad${company.founded ? ` since ${company.founded}` : ""}: our story, our facility and the team behind every tool.`,
    path: "/about-us",
    siteName: company.name,
  });
}

export default async function AboutUsPage() {
  const [about, team, company] = await Promise.all([getAboutUs(), getTeam(), getCompany()]);
  return (
    <main>
      <StructuredData trail={[{ name: "About us", path: "/about-us" }]} />
      <AboutStory value={about} companyName={company.name} />
      <TeamSection value={team} />
      <InquiryCta call={<CallButton company={company} />} />
    </main>
  );
}
