// The privacy notice shown until the `privacy` record says otherwise: what the Digital Personal Data
// Protection Act, 2023 asks for (section 5). Every sentence describes what the code does (the forms,
// lib/forms; storage; the owners' mail; the address hash; the inquiry list; the preview cookie): change
// it with that code. Whom to write to comes from the `company` record (components/privacy).
import type { Privacy } from "@/lib/content/schemas";

/** The day the text below was last changed: the page's "Last updated". */
const WRITTEN = "2026-11-27";

export const DEFAULT_PRIVACY = {
  title: "Privacy notice",
  intro:
    "This notice says what personal data this website collects, why, where it is kept and how you can ask us to show, correct or erase it. " +
    "We collect only what you type into our two forms, and what is needed to keep those forms free of spam.",
  sections: [
    {
      heading: "When you send an inquiry",
      text:
        "The inquiry form on the Contact Us page asks for your name, company (if you wish), e-mail address, phone number and message, " +
        "the details of your request and the products and quantities on your list, and takes the drawings or photos you attach. " +
        "We use them only to answer your inquiry, to quote and to do the work you ask us for.",
    },
    {
      heading: "When you apply for a job",
      text:
        "The application form on the Career page asks for your name, e-mail address, phone number, the position, your years of experience, " +
        "your qualification, your current employer (if you wish) and a message, and takes your CV as files or a link. " +
        "We use them only to consider your application and to contact you about it.",
    },
    {
      heading: "Where your details are kept",
      text:
        "Your details are saved in our database and your files in our file storage, both in our Google Firebase project. Neither is public. " +
        "Each inquiry or application is also sent by e-mail to the people in our company who handle it, with links to your files that stop working after 7 days. " +
        "We do not sell your details, share them with anyone else or use them for marketing. " +
        "We keep them for as long as we need them for the purpose you sent them for, and erase them when you ask us to, unless the law requires us to keep them.",
    },
    {
      heading: "Your IP address",
      text:
        "To stop automated spam, the site counts how many forms come from one address: at most 5 in 10 minutes. " +
        "For this it keeps a code made from your IP address with a secret key, never the address itself. " +
        "Each such record expires within a day and is then deleted automatically.",
    },
    {
      heading: "Cookies, tracking and your browser",
      text:
        "This website sets no cookies for visitors and uses no analytics, advertising or tracking. " +
        "The products you add to your inquiry list are kept only in your own browser (its local storage) until you send the inquiry, which empties the list; " +
        "you can remove them from the list at any time. " +
        "The only cookie the site sets is one our own staff use to preview changes before they are published. " +
        "So that an open page shows our changes without a reload, it keeps a connection to our database at Google (Firebase), " +
        "which sees your IP address, as every web server does; it receives nothing you type.",
    },
    {
      heading: "Your rights",
      text:
        "You may ask us for a summary of the personal data we hold about you and of how we use it, ask us to correct, complete or update it, " +
        "or ask us to erase it. You may also withdraw your consent at any time; we then stop using your details and erase them, " +
        "unless the law requires us to keep them. Write to us at the address under Contact below.",
    },
    {
      heading: "Complaints",
      text:
        "If you have a complaint about how we handle your personal data, write to us first. " +
        "If we do not resolve it, you may complain to the Data Protection Board of India under the Digital Personal Data Protection Act, 2023.",
    },
  ],
  updated: WRITTEN,
};

/** The notice as the page shows it when the collection has no document that fits. */
export const defaultPrivacy: Privacy = { id: "", ...DEFAULT_PRIVACY };

/** What the page shows: the owners' record, or the default notice when there is none that fits. */
export const privacyOrDefault = (record: Privacy | null | undefined): Privacy =>
  record ?? defaultPrivacy;
