// The company as Organization and LocalBusiness JSON-LD, for every page (the root layout renders it):
// name, address in GIDC Gundlav, phone, opening hours and the social profiles (the footer's links, each
// the href of a parsed http(s) address). Written through the site's serializer (components/seo/json-ld.tsx).
import { processors } from "next-seo";
import { JsonLd } from "@/components/seo/json-ld";
import { absoluteUrl, companyPostalAddress } from "@/lib/site/seo";
import { company } from "@/lib/site/facts";
import type { SocialLink } from "@/lib/site/social";

export function SiteJsonLd({ social }: { social: SocialLink[] }) {
  const common = {
    "@context": "https://schema.org",
    name: company.name,
    url: absoluteUrl("/home"),
    description: company.description,
    email: company.email,
    telephone: company.phone,
    address: processors.processAddress(companyPostalAddress),
    ...(social.length > 0 && { sameAs: social.map((link) => link.href) }),
  };
  return (
    <>
      <JsonLd
        id="organization-json-ld"
        data={{
          ...common,
          "@type": "Organization",
          legalName: company.legalName,
          foundingDate: String(company.foundingYear),
          contactPoint: processors.processContactPoint({ telephone: company.phone, email: company.email, contactType: "sales" }),
        }}
      />
      <JsonLd
        id="local-business-json-ld"
        data={{
          ...common,
          "@type": "LocalBusiness",
          geo: processors.processGeo(company.geo),
          image: absoluteUrl("/images/about/facility.svg"),
          openingHoursSpecification: processors.processOpeningHours({ ...company.openingHours, dayOfWeek: [...company.openingHours.dayOfWeek] }),
        }}
      />
    </>
  );
}
