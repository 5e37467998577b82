// The forms' field names and limits without their rules: what the form components need in the first
// load of a page (maxLength, field order) without bringing zod along. The rules, which use these, are
// in fields.ts, inquiry.ts and application.ts and are loaded when a form is first touched; the labels
// and choices are in form-labels.ts.

export const EMAIL_MAX = 254;
export const PHONE_MAX = 25;
export const URL_MAX = 2000;
export const MESSAGE_MAX = 5000;

export const INQUIRY_LIMITS = {
  company: 120,
  material: 120,
  tolerance: 1000,
  diameterRange: 60,
  condition: 1000,
} as const;

/** The inquiry list's limits: products in it, and pieces of one product (also of job work and regrinding). */
export const LIST_MAX = 20;
export const QUANTITY_MAX = 100_000;

/** The inquiry's text fields as posted, then the product list and the files (read by inquiry-post.ts). */
export const inquiryTextFields = [
  "kind",
  "name",
  "company",
  "email",
  "phone",
  "material",
  "quantity",
  "tolerance",
  "tool_type",
  "pieces",
  "diameter_range",
  "condition",
  "delivery",
  "message",
] as const;
export const inquiryFields = ["items", ...inquiryTextFields, "files"] as const;
export type InquiryField = (typeof inquiryFields)[number];

/**
 * Field names of the product list's rows (one of each per row: the product, its size's code from the size
 * table, empty for the product as a whole, and the quantity) and of the files (of both forms).
 */
export const ITEM_FIELDS = {
  productId: "item_product_id",
  variant: "item_variant",
  quantity: "item_quantity",
} as const;
/** The longest size code a row may name (a code in a product's size table). */
export const VARIANT_MAX = 60;
export const FILES_FIELD = "files";
/** With JavaScript the files go straight to Storage; the post then names what was uploaded. */
export const UPLOADED_FIELD = "uploaded_files";

export const GENERAL_APPLICATION = "general";
export const GENERAL_APPLICATION_TITLE = "General application";
export const MAX_EXPERIENCE_YEARS = 60;
export const APPLICATION_LIMITS = { qualification: 200, currentEmployer: 120 } as const;
/** The application's text fields as posted, then its files (read by application.ts). */
export const applicationTextFields = [
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
export const applicationFields = [...applicationTextFields, "files"] as const;
export type ApplicationField = (typeof applicationFields)[number];
