// Links that start a call, an e-mail, a WhatsApp chat or a map from the company's constants, so the
// contact page, the footer, the call-to-action band and structured data agree.
import { company } from "@/lib/site/facts";

export const telHref = `tel:${company.phone.replace(/[^\d+]/g, "")}`;
export const mailtoHref = `mailto:${company.email}`;
/** wa.me wants the number as digits only: country code, no "+", spaces or dashes. */
export const whatsappHref = `https://wa.me/${company.whatsapp.replace(/\D/g, "")}`;
