// Checks of the identifiers in the company record (GSTIN with its check character, Udyam, IEC, phones),
// free of dependencies for the server and the browser alike.

const GSTIN_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export const normalizeIdentifier = (text: string) => text.replace(/\s/g, "").toUpperCase();

/**
 * The GSTIN's 15th character, computed from the first 14 as GSTN specifies: each character's value
 * (0–9, A–Z as 10–35) is weighted 1, 2, 1, 2, …; each product is split into its base-36 digits, which
 * are summed; the check character is the one that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (1 + (i % 2));
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

export function gstinProblem(gstin: string): string | undefined {
  // A state code, then 13 letters and digits (PAN, entity number, "Z", check character).
  if (!/^\d{2}[0-9A-Z]{13}$/.test(gstin))
    return "must be a 15-character GSTIN such as 24AAKFP4123M1Z4 (2-digit state code, PAN, entity number, Z, check character)";
  const expected = gstinCheckCharacter(gstin);
  if (gstin[14] !== expected)
    return `has a wrong check character: a GSTIN starting ${gstin.slice(0, 14)} ends in ${expected}, so one character is mistyped`;
  return undefined;
}

/** State, district, serial. */
export const UDYAM_NUMBER = /^UDYAM-[A-Z]{2}-\d{2}-\d{7}$/;

/** The Import Export Code: 10 letters and digits (the firm's PAN since 2018). */
export const IEC_NUMBER = /^[0-9A-Z]{10}$/;

/** Digits with the usual separators, "+" only in front, at most 15 digits (the longest there is). */
const dialable = (phone: string, fewest: number) => {
  const digits = phone.replace(/\D/g, "").length;
  return /^\+?[\d\s().-]+$/.test(phone) && digits >= fewest && digits <= 15;
};
export const isDialable = (phone: string) => dialable(phone, 7);

/** A WhatsApp chat needs the country code: 11 to 15 digits in all. */
export const isWhatsappNumber = (phone: string) => dialable(phone, 11);
