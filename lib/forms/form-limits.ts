// The forms' field names and limits without their rules: what the form components need in the first
// load of a page (maxLength, field order) without bringing zod along. The rules, which use these, are
// in fields.ts, inquiry.ts and application.ts and are loaded when a form is first touched.

export const EMAIL_MAX = 254;
export const PHONE_MAX = 25;
export const URL_MAX = 2000;
export const MESSAGE_MAX = 5000;

export const INQUIRY_LIMITS = { company: 120 } as const;
export const inquiryFields = ["name", "company", "email", "phone", "product_id", "message"] as const;
export type InquiryField = (typeof inquiryFields)[number];

export const GENERAL_APPLICATION = "general";
export const GENERAL_APPLICATION_TITLE = "General application";
export const MAX_EXPERIENCE_YEARS = 60;
export const APPLICATION_LIMITS = { qualification: 200, currentEmployer: 120 } as const;
export const applicationFields = [
  "name",
  "email",
  "phone",
  "position_id",
  "experience_years",
  "qualification",
  "current_employer",
  "resume_url",
  "message",
] as const;
export type ApplicationField = (typeof applicationFields)[number];
