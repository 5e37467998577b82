// The company as Organization and LocalBusiness JSON-LD, for every page (the root layout renders it):
// name, address in GIDC Gundlav, phone, opening hours and the social profiles (the footer's links).
import { LocalBusinessJsonLd, OrganizationJsonLd } from "next-seo";
import { absoluteUrl, companyPostalAddress as postalAddress } from "@/lib/seo";
import { company } from "@/lib/site";
import type { SocialLink } from "@/lib/social";

export function SiteJsonLd({ social }: { social: SocialLink[] }) {
  const sameAs = social.map((link) => link.href);
  const url = absoluteUrl("/home");
  return (
    <>
      <OrganizationJsonLd
        scriptId="organization-json-ld"
        name={company.name}
        legalName={company.legalName}
        url={url}
        description={company.description}
        foundingDate={String(company.foundingYear)}
        email={company.email}
        telephone={company.phone}
        address={postalAddress}
        sameAs={sameAs}
        contactPoint={{ telephone: company.phone, email: company.email, contactType: "sales" }}
      />
      <LocalBusinessJsonLd
        scriptId="local-business-json-ld"
        type="LocalBusiness"
        name={company.name}
        description={company.description}
        url={url}
        telephone={company.phone}
        email={company.email}
        address={postalAddress}
        geo={company.geo}
        sameAs={sameAs}
        image={absoluteUrl("/images/about/facility.svg")}
        openingHoursSpecification={{ ...company.openingHours, dayOfWeek: [...company.openingHours.dayOfWeek] }}
      />
    </>
  );
}
