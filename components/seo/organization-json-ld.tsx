// The company as Organization and LocalBusiness JSON-LD, on every page (the root layout renders it).
import { processors } from "next-seo";
import { JsonLd } from "@/components/seo/json-ld";
import type { Certification, Company } from "@/lib/content/schemas";
import { openingHours, postalAddress } from "@/lib/site/company-schema-org";
import { siteDescription } from "@/lib/site/default-company";
import { absoluteUrl } from "@/lib/site/seo";
import type { SocialLink } from "@/lib/site/social";

function credential(cert: Certification) {
  return {
    "@type": "EducationalOccupationalCredential",
    name: cert.name,
    credentialCategory: "certificate",
    recognizedBy: { "@type": "Organization", name: cert.issuer },
    ...(cert.number && { identifier: cert.number }),
    ...(cert.valid_until && { expires: cert.valid_until }),
    ...(cert.file && { url: absoluteUrl(cert.file) }),
  };
}

type Props = { social: SocialLink[]; company: Company; certifications: Certification[] };

export function SiteJsonLd({ social, company, certifications }: Props) {
  const [telephone] = company.phone;
  const registrations = [
    ["Udyam", company.udyam],
    ["IEC", company.iec],
  ].flatMap(([propertyID, value]) =>
    value ? [{ "@type": "PropertyValue", propertyID, value }] : [],
  );
  // The readers leave out the certificates that have expired.
  const credentials = certifications.map(credential);
  const hours = openingHours(company.hours);
  const common = {
    "@context": "https://schema.org",
    name: company.name,
    url: absoluteUrl("/home"),
    description: company.tagline ?? siteDescription,
    email: company.email,
    telephone,
    address: processors.processAddress(postalAddress(company.address)),
    ...(company.gstin && { taxID: company.gstin }),
    ...(social.length > 0 && { sameAs: social.map((link) => link.href) }),
  };
  // One company: the business is named as the organisation's, by the ids search engines join nodes by.
  const organization = `${absoluteUrl("/home")}#organization`;
  return (
    <>
      <JsonLd
        id="organization-json-ld"
        data={{
          ...common,
          "@type": "Organization",
          "@id": organization,
          // The organisation's own facts; the business points at it rather than repeat them.
          ...(company.founded && { foundingDate: String(company.founded) }),
          ...(registrations.length > 0 && { identifier: registrations }),
          ...(credentials.length > 0 && { hasCredential: credentials }),
          logo: absoluteUrl("/logo.svg"),
          legalName: company.legal_name ?? company.name,
          contactPoint: company.phone.map((phone) =>
            processors.processContactPoint({
              telephone: phone,
              email: company.email,
              contactType: "sales",
            }),
          ),
        }}
      />
      <JsonLd
        id="local-business-json-ld"
        data={{
          ...common,
          "@type": "LocalBusiness",
          "@id": `${absoluteUrl("/home")}#business`,
          parentOrganization: { "@id": organization },
          image: absoluteUrl("/images/about/facility.svg"),
          ...(company.map_url && { hasMap: company.map_url }),
          ...(hours.length > 0 && {
            openingHoursSpecification: hours.map((h) => processors.processOpeningHours(h)),
          }),
        }}
      />
    </>
  );
}
