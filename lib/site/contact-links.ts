// Links that start a call, an e-mail or a WhatsApp chat, the same wherever they appear.

/** "+91 98250 41234" → tel:+919825041234. */
export const telHref = (phone: string) =>
  `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;
export const mailtoHref = (email: string) => `mailto:${email}`;
/** wa.me wants the number as digits only: country code, no "+", spaces or dashes; `text` starts the chat. */
export const whatsappHref = (number: string, text?: string) =>
  `https://wa.me/${number.replace(/\D/g, "")}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
