// The company's facts as the site shows them until the owners' `company` record says otherwise, and what
// the site says the company does. A module of their own, apart from facts.ts: the header's code reads
// facts.ts on every page's first load, and these words are needed only by the server and by what loads
// later (the live views, the error pages).

/** What every page's meta description and the default title say the company does, and where. */
export const siteDescription =
  "Precision tool-making, cutting tools and CNC grinding in GIDC Gundlav, Valsad, Gujarat: form tools, reamers, punches, carbide tools and regrinding for engineering industries.";

/**
 * The company's facts before they became content, in the shape of a `company` document (field names as
 * in Firestore). The site shows these where the first `company` record leaves a field out or has a
 * wrong value in it (reported as a content problem), so the header and the contact details are never
 * empty; the demo content seeds them. Registrations (GSTIN, Udyam, IEC) have no default: the site never
 * shows one the owners did not enter.
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
