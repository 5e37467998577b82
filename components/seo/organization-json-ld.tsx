// The company as Organization and LocalBusiness JSON-LD nodes: in full on /home, and elsewhere only
// what names it (the ids search engines join nodes by, the address, phone and profiles).
import { processors } from "next-seo";
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

type Site = {
  social: SocialLink[];
  company: Company;
  certifications: Certification[];
  full: boolean;
};

export function siteNodes({ social, company, certifications, full }: Site) {
  const [telephone] = company.phone;
  const home = absoluteUrl("/home");
  const common = {
    "@context": "https://schema.org",
    name: company.name,
    url: home,
    telephone,
    ...(social.length > 0 && { sameAs: social.map((link) => link.href) }),
  };
  const organization = `${home}#organization`;
  const registrations = [
    ["Udyam", company.udyam],
    ["IEC", company.iec],
  ].flatMap(([propertyID, value]) =>
    value ? [{ "@type": "PropertyValue", propertyID, value }] : [],
  );
  // The readers leave out the certificates that have expired.
  const credentials = certifications.map(credential);
  const hours = openingHours(company.hours);
  const details = {
    description: company.tagline ?? siteDescription,
    email: company.email,
    ...(company.gstin && { taxID: company.gstin }),
    address: processors.processAddress(postalAddress(company.address)),
  };
  return [
    {
      ...common,
      "@type": "Organization",
      "@id": organization,
      logo: absoluteUrl("/logo.svg"),
      ...(full && {
        ...details,
        // The organisation's own facts; the business points at it rather than repeat them.
        ...(company.founded && { foundingDate: String(company.founded) }),
        ...(registrations.length > 0 && { identifier: registrations }),
        ...(credentials.length > 0 && { hasCredential: credentials }),
        legalName: company.legal_name ?? company.name,
        contactPoint: company.phone.map((phone) =>
          processors.processContactPoint({
            telephone: phone,
            email: company.email,
            contactType: "sales",
          }),
        ),
      }),
    },
    {
      ...common,
      "@type": "LocalBusiness",
      "@id": `${home}#business`,
      // One company: the business is named as the organisation's.
      parentOrganization: { "@id": organization },
      address: processors.processAddress(postalAddress(company.address)),
      image: absoluteUrl("/images/about/facility.svg"),
      ...(full && {
        ...details,
        ...(company.map_url && { hasMap: company.map_url }),
        ...(hours.length > 0 && {
          openingHoursSpecification: hours.map((h) => processors.processOpeningHours(h)),
        }),
      }),
    },
  ];
}
