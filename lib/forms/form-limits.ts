// The forms' limits without their rules (fields.ts, inquiry.ts, application.ts, with zod): what the
// form components need in the first load.

export const NAME_MAX = 100;
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

/** The longest size code a row may name (a code in a product's size table). */
export const VARIANT_MAX = 60;
/** The file field of both forms. */
export const FILES_FIELD = "files";

export const GENERAL_APPLICATION = "general";
export const GENERAL_APPLICATION_TITLE = "General application";
export const MAX_EXPERIENCE_YEARS = 60;
export const APPLICATION_LIMITS = { qualification: 200, currentEmployer: 120 } as const;
