"use client";
// Job application form on /career. (Interface fixed here; the forms work fills it in.)
export type ApplicationFormProps = { positions: { id: string; title: string }[] };

export function ApplicationForm({ positions }: ApplicationFormProps) {
  return <form aria-label="Job application" data-positions={positions.length} />;
}
