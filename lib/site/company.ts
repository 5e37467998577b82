// The company's facts as pages use them: the owners' `company` record, or the defaults of
// lib/site/default-company.ts where there is none. Read by the error pages (they show the phone), so it
// stays this small; the forms search engines and share cards need are in company-schema-org.ts.
import type { Company } from "@/lib/content/schemas";
import { DEFAULT_COMPANY } from "@/lib/site/default-company";

export const defaultCompany: Company = {
  id: "",
  legal_name: undefined,
  tagline: undefined,
  ...DEFAULT_COMPANY,
};

/** What a page shows of the company: its record, or the defaults when the collection has none. */
export const companyOrDefault = (record: Company | null | undefined): Company =>
  record ?? defaultCompany;
