// A page's structured data as one JSON-LD block: the company (in full on /home), the page's breadcrumb
// trail and its own nodes (a product, an opening), written through the site's serializer (next-seo's
// own components escape only an exact "</script>", so only its types and processors are used).
import { breadcrumbNode } from "@/components/seo/breadcrumb-json-ld";
import type { Crumb } from "@/components/seo/breadcrumbs";
import { siteNodes } from "@/components/seo/organization-json-ld";
import { getCertifications, getCompany, getSocialMedia } from "@/lib/content/read";
import { serializeJsonLd } from "@/lib/site/json-ld";
import { socialLinks } from "@/lib/site/social";

type Props = { trail?: Crumb[]; nodes?: (object | null)[]; full?: boolean };

export async function StructuredData({ trail, nodes = [], full = false }: Props) {
  const [company, social, certifications] = await Promise.all([
    getCompany(),
    getSocialMedia(),
    getCertifications(),
  ]);
  const data = [
    ...siteNodes({ social: socialLinks(social), company, certifications, full }),
    ...(trail ? [breadcrumbNode(trail)] : []),
    ...nodes.filter(Boolean),
  ];
  return (
    <script
      type="application/ld+json"
      id="structured-data"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
