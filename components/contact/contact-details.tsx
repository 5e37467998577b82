// The company's contact details with one-tap links: call, e-mail, WhatsApp chat and directions.
import type { ReactNode } from "react";
import { mailtoHref, telHref, whatsappHref } from "@/lib/site/contact-links";
import { company, fullAddress, mapUrl, workingHours } from "@/lib/site/facts";

function Item({ label, children, icon }: { label: string; children: ReactNode; icon: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-brand text-on-brand">
        {icon}
      </span>
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wide text-steel-500">{label}</h3>
        <div className="mt-1 text-steel-900">{children}</div>
      </div>
    </li>
  );
}

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
);

const link = "font-medium text-brand-ink hover:underline break-words";

export function ContactDetails() {
  return (
    <section aria-labelledby="contact-heading" className="lg:col-span-2">
      <h2 id="contact-heading" className="text-2xl font-bold tracking-tight text-steel-900">
        {company.name}
      </h2>
      <ul className="mt-6 space-y-6">
        <Item label="Address" icon={icon("M12 21s-7-6.2-7-11a7 7 0 1 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z")}>
          <address className="not-italic">{fullAddress}</address>
          <a href={mapUrl} target="_blank" rel="noopener noreferrer" className={`${link} mt-1 inline-block text-sm`}>
            Open in Google Maps
          </a>
        </Item>
        <Item label="Phone" icon={icon("M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z")}>
          <a href={telHref} className={link}>
            {company.phone}
          </a>
        </Item>
        <Item label="E-mail" icon={icon("M4 4h16v16H4zM4 6l8 7 8-7")}>
          <a href={mailtoHref} className={link}>
            {company.email}
          </a>
        </Item>
        <Item label="WhatsApp" icon={icon("M21 11.5a8.4 8.4 0 0 1-12.4 7.4L3 21l2.1-5.5A8.4 8.4 0 1 1 21 11.5z")}>
          <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={link}>
            Chat with us on WhatsApp
          </a>
        </Item>
        <Item label="Working hours" icon={icon("M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2")}>
          <table className="text-sm">
            <caption className="sr-only">Working hours</caption>
            <tbody>
              {workingHours.map((h) => (
                <tr key={h.days}>
                  <th scope="row" className="pr-4 text-left font-normal text-steel-600">
                    {h.days}
                  </th>
                  <td className="font-medium">{h.time}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Item>
      </ul>
    </section>
  );
}
