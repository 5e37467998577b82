// The forms' labels and the inquiry's choices (kinds of request, tool types, how tools reach the shop):
// what the forms show and the owners' mail says, and (their keys) the values the inquiry's schema accepts.
// Kept apart from form-limits.ts, which every page's first load carries (the inquiry list's limit).

/** The keys of a choice's labels, as a list zod's enum takes. */
export const choicesOf = <K extends string>(labels: Record<K, string>) =>
  Object.keys(labels) as [K, ...K[]];

/** What a visitor asks for ("What do you need?"); each kind has questions of its own. */
export const INQUIRY_KIND_LABELS = {
  products: "A quote for products",
  job_work: "Job work from my drawing",
  regrind: "Regrinding of my tools",
  other: "Something else",
};
export type InquiryKind = keyof typeof INQUIRY_KIND_LABELS;
export const TOOL_TYPE_LABELS = {
  drills: "Drills",
  reamers: "Reamers",
  end_mills: "End mills",
  form_tools: "Form tools",
  cutters: "Cutters",
  other: "Other",
};
export const DELIVERY_LABELS = {
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
