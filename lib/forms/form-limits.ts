// The forms' field names and limits without their rules: what the form components need in the first
// load of a page (maxLength, field order) without bringing zod along. The rules, which use these, are
// in fields.ts, inquiry.ts and application.ts and are loaded when a form is first touched.

export const EMAIL_MAX = 254;
export const PHONE_MAX = 25;
export const URL_MAX = 2000;
export const MESSAGE_MAX = 5000;

export const INQUIRY_LIMITS = { company: 120, material: 120, tolerance: 1000, diameterRange: 60, condition: 1000 } as const;

/** The inquiry list's limits: products in it, and pieces of one product (also of job work and regrinding). */
export const LIST_MAX = 20;
export const QUANTITY_MAX = 100_000;

/** What a visitor asks for ("What do you need?"); each kind has questions of its own. */
export const inquiryKinds = ["products", "job_work", "regrind", "other"] as const;
export type InquiryKind = (typeof inquiryKinds)[number];
export const INQUIRY_KIND_LABELS: Record<InquiryKind, string> = {
  products: "A quote for products",
  job_work: "Job work from my drawing",
  regrind: "Regrinding of my tools",
  other: "Something else",
};
export const toolTypes = ["drills", "reamers", "end_mills", "form_tools", "cutters", "other"] as const;
export const TOOL_TYPE_LABELS: Record<(typeof toolTypes)[number], string> = {
  drills: "Drills",
  reamers: "Reamers",
  end_mills: "End mills",
  form_tools: "Form tools",
  cutters: "Cutters",
  other: "Other",
};
export const deliveries = ["courier", "drop_off", "collect"] as const;
export const DELIVERY_LABELS: Record<(typeof deliveries)[number], string> = {
  courier: "By courier",
  drop_off: "I will drop them off at GIDC Gundlav",
  collect: "Please collect them",
};

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

export const INQUIRY_LABELS: Record<InquiryField, string> = {
  items: "Your products",
  kind: "What do you need?",
  material: "Material",
  quantity: "Quantity",
  tolerance: "Tolerance or finish notes",
  tool_type: "Tool type",
  pieces: "Number of pieces",
  diameter_range: "Diameter range",
  condition: "Condition notes",
  delivery: "How the tools reach us",
  files: "Drawings or photos",
  message: "Your message",
  name: "Your name",
  company: "Company",
  email: "Email",
  phone: "Phone",
};

/** Field names of the product list's rows (one pair per product) and of the files. */
export const ITEM_FIELDS = { productId: "item_product_id", quantity: "item_quantity" } as const;
export const FILES_FIELD = "files";
/** With JavaScript the files go straight to Storage; the post then names what was uploaded. */
export const UPLOADED_FIELD = "uploaded_files";

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
export const APPLICATION_LABELS: Record<ApplicationField, string> = {
  name: "Your name",
  email: "Email",
  phone: "Phone",
  position_id: "Position",
  experience_years: "Years of experience",
  qualification: "Qualification",
  current_employer: "Current employer",
  resume_url: "Link to your résumé",
  message: "Cover message",
};
