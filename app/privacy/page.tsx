// /privacy: the privacy notice and whom to write to; linked from the footer and both forms.
import { PrivacyContact, PrivacyNotice } from "@/components/privacy/privacy-notice";
import type { Metadata } from "next";
import { StructuredData } from "@/components/seo/json-ld";
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
      <StructuredData trail={[{ name: privacyPage.label, path: privacyPage.href }]} />
      <PrivacyNotice value={privacy} />
      <PrivacyContact value={company} />
    </main>
  );
}
