"use client";
// The company's contact details with one-tap links, hours and registrations: a live view of `company`.
import type { ReactNode } from "react";
import type { Company } from "@/lib/content/schemas";
import { LineIcon, type IconName } from "@/components/ui/line-icon";
import { companyOrDefault } from "@/lib/site/company";
import { mailtoHref, telHref, whatsappHref } from "@/lib/site/contact-links";
import { live } from "@/components/live/live";

function Item({ label, children, icon }: { label: string; children: ReactNode; icon: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span aria-hidden="true" className="contact-icon">
        {icon}
      </span>
      <div>
        <h3 className="contact-label">{label}</h3>
        <div className="mt-1 text-steel-900">{children}</div>
      </div>
    </li>
  );
}

const icon = (name: IconName) => <LineIcon name={name} />;

const link = "font-medium text-brand-ink hover:underline";

function ContactDetailsView({ value }: { value: Company | null }) {
  const company = companyOrDefault(value);
  const registrations = [
    ["GSTIN", company.gstin],
    ["Udyam registration", company.udyam],
    ["Import Export Code", company.iec],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <section aria-labelledby="contact-heading" className="lg:col-span-2">
      <h2 id="contact-heading" className="text-2xl font-bold tracking-tight text-steel-900">
        {company.name}
      </h2>
      {company.legal_name && company.legal_name !== company.name && (
        <p className="mt-1 text-sm text-steel-600">{company.legal_name}</p>
      )}
      <ul className="mt-6 space-y-6">
        <Item label="Address" icon={icon("pin")}>
          <address className="not-italic">
            {company.address.map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </address>
          {company.map_url && (
            <a
              href={company.map_url}
              target="_blank"
              rel="noopener noreferrer"
              className={`${link} mt-1 inline-block text-sm`}
            >
              Open in Google Maps
            </a>
          )}
        </Item>
        <Item label="Phone" icon={icon("phone")}>
          {company.phone.map((phone) => (
            <a key={phone} href={telHref(phone)} className={`${link} block w-fit`}>
              {phone}
            </a>
          ))}
        </Item>
        <Item label="E-mail" icon={icon("mail")}>
          <a href={mailtoHref(company.email)} className={link}>
            {company.email}
          </a>
        </Item>
        {company.whatsapp && (
          <Item label="WhatsApp" icon={icon("chat")}>
            <a
              href={whatsappHref(company.whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
              className={link}
            >
              Chat with us on WhatsApp
            </a>
          </Item>
        )}
        {company.hours && company.hours.length > 0 && (
          <Item label="Working hours" icon={icon("clock")}>
            <table className="text-sm">
              <caption className="sr-only">Working hours</caption>
              <tbody>
                {company.hours.map((h, i) => (
                  <tr key={i}>
                    <th scope="row" className="pr-4 text-left font-normal text-steel-600">
                      {h.days}
                    </th>
                    <td className="font-medium">{h.time}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Item>
        )}
        {registrations.length > 0 && (
          <Item label="Registrations" icon={icon("shield")}>
            <dl className="text-sm">
              {registrations.map(([label, number]) => (
                <div key={label} className="flex flex-wrap gap-x-2">
                  <dt className="text-steel-600">{label}</dt>
                  <dd className="font-medium break-all">{number}</dd>
                </div>
              ))}
            </dl>
          </Item>
        )}
      </ul>
    </section>
  );
}

export const ContactDetails = live("company", ContactDetailsView);
