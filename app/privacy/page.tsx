// /privacy: the privacy notice and whom to write to; linked from the footer and both forms.
import type { Metadata } from "next";
import { Live } from "@/components/live/live";
import { BreadcrumbStructuredData } from "@/components/seo/breadcrumb-json-ld";
import { getCompany, getPrivacy } from "@/lib/content/read";
import { privacyOrDefault } from "@/lib/site/default-privacy";
import { privacyPage } from "@/lib/site/facts";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata(): Promise<Metadata> {
  const [privacy, company] = await Promise.all([getPrivacy(), getCompany()]);
  return pageMetadata({
    title: privacyOrDefault(privacy).title,
    description:
      "What our forms collect and why, where it is kept, and how to see, correct or erase your data.",
    path: privacyPage.href,
    siteName: company.name,
  });
}

export default async function PrivacyPage() {
  const [privacy, company] = await Promise.all([getPrivacy(), getCompany()]);
  return (
    <main>
      <BreadcrumbStructuredData trail={[{ name: privacyPage.label, path: privacyPage.href }]} />
      <Live view="privacy" value={privacy} />
      <Live view="privacy-contact" value={company} />
    </main>
  );
}
