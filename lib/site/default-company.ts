// The company's defaults and what the site says it does: apart from facts.ts, which every page's first
// load reads.
export const siteDescription =
  "Precision tool-making, cutting tools and CNC grinding in GIDC Gundlav, Valsad, Gujarat: form tools, reamers, punches, carbide tools and regrinding for engineering industries.";

/**
 * In the shape of a `company` document, shown where the record leaves a field out or has it wrong.
 * Registrations (GSTIN, Udyam, IEC) have no default: the site never shows one the owners did not enter.
 */
export const DEFAULT_COMPANY = {
  name: "Precitech Tools & Grinding",
  phone: ["+91 98250 41234"],
  email: "sales@precitech-tools.in",
  whatsapp: "+91 98250 41234",
  address: ["Plot No. 412, Phase II, GIDC Gundlav", "Valsad", "Gujarat 396035", "India"],
  map_url:
    "https://www.google.com/maps/search/?api=1&query=Plot%20No.%20412%2C%20Phase%20II%2C%20GIDC%20Gundlav%2C%20Valsad%2C%20Gujarat",
  hours: [
    { days: "Monday to Saturday", time: "9:00 to 18:30" },
    { days: "Sunday", time: "Closed" },
  ],
  founded: 2009,
};
