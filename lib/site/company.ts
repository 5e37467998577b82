// The company's facts as pages use them: the `company` record, or the defaults. Small: the error pages
// read it.
import type { Company } from "@/lib/content/schemas";
import { DEFAULT_COMPANY } from "@/lib/site/default-company";

export const defaultCompany: Company = {
  id: "",
  legal_name: undefined,
  tagline: undefined,
  ...DEFAULT_COMPANY,
};

export const companyOrDefault = (record: Company | null | undefined): Company =>
  record ?? defaultCompany;
