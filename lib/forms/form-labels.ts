// The forms' labels and the inquiry's choices (kinds of request, tool types, how tools reach the shop):
// what the server renders into the forms and writes into the owners' mail, and the values the inquiry's
// schema accepts. Kept apart from form-limits.ts, which is in the forms' first load: the server-rendered
// fields pass them to the browser as the page's data. One client component imports this module as code:
// the inquiry list editor (components/forms/inquiry-list-editor.tsx, for INQUIRY_LABELS.items), loaded
// when the page is interactive, not with it.

/** What a visitor asks for ("What do you need?"); each kind has questions of its own. */
export const inquiryKinds = ["products", "job_work", "regrind", "other"] as const;
export type InquiryKind = (typeof inquiryKinds)[number];
export const INQUIRY_KIND_LABELS: Record<InquiryKind, string> = {
  products: "A quote for products",
  job_work: "Job work from my drawing",
  regrind: "Regrinding of my tools",
  other: "Something else",
};
export const toolTypes = [
  "drills",
  "reamers",
  "end_mills",
  "form_tools",
  "cutters",
  "other",
] as const;
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
  courier: "Courier",
  drop_off: "Drop off at GIDC Gundlav",
  collect: "Please collect",
};

/** Every field of the inquiry, in the form's order (its error summary's), with its label. */
export const INQUIRY_LABELS = {
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
export type InquiryField = keyof typeof INQUIRY_LABELS;

export const APPLICATION_LABELS = {
  name: "Your name",
  email: "Email",
  phone: "Phone",
  position_id: "Position",
  experience_years: "Years of experience",
  qualification: "Qualification",
  current_employer: "Current employer",
  resume_url: "Link to your résumé",
  message: "Cover message",
  files: "Your CV",
};
export type ApplicationField = keyof typeof APPLICATION_LABELS;
