"use client";
// Job application form on /career (the shared frame and browser side: form-frame.tsx). The CV comes as
// files, a link (http/https only), or both. The positions follow the openings live.
import { useEffect, useState } from "react";
import { FormFrame, type FormProps } from "@/components/forms/form-frame";
import {
  ContactFields,
  FilesField,
  SelectField,
  TextAreaField,
  TextField,
} from "@/components/forms/form-parts";
import { isOpen } from "@/lib/content/certificates";
import type { JobOpening } from "@/lib/content/schemas";
import { APPLICATION_FILES } from "@/lib/forms/files";
import { APPLICATION_LABELS } from "@/lib/forms/form-labels";
import {
  APPLICATION_LIMITS,
  GENERAL_APPLICATION,
  MAX_EXPERIENCE_YEARS,
  MESSAGE_MAX,
  URL_MAX,
} from "@/lib/forms/form-limits";
import { useLive } from "@/lib/live/use-live";

const load = () => import("@/lib/forms/browser-parts").then((m) => m.application);

// At this tab's time: an opening past its last day to apply is closed here too.
const openPositions = (list: JobOpening[]) =>
  list.filter((job) => isOpen(job, Date.now())).map((job) => ({ id: job.id, title: job.title }));

export function ApplicationForm({
  positions: serverPositions,
  chosen,
  ...props
}: FormProps & { positions: { id: string; title: string }[]; chosen?: string }) {
  // The positions follow the openings live, like the list above the form.
  const positions = useLive("career_detail", serverPositions, openPositions);
  // Every position this page has offered: one that closes while the page is open stays in the list,
  // marked and not posted, so a visitor who had chosen it sees why instead of the choice going blank.
  const [offered, setOffered] = useState(positions);
  const added = positions.filter((position) => !offered.some((known) => known.id === position.id));
  if (added.length > 0) setOffered([...offered, ...added]);
  const closed = offered.filter((known) => !positions.some((position) => position.id === known.id));

  // "Apply now" on an opening (components/career/opening-card.tsx) chooses that position here, if it is
  // still open; one listener for every opening, also those the live list adds later.
  useEffect(() => {
    const choose = (event: MouseEvent) => {
      const id = (event.target as Element)
        .closest?.("a[data-apply-for]")
        ?.getAttribute("data-apply-for");
      const select = document.getElementById("application-position_id") as HTMLSelectElement | null;
      if (id && select && [...select.options].some((option) => option.value === id))
        select.value = id;
    };
    document.addEventListener("click", choose);
    return () => document.removeEventListener("click", choose);
  }, []);

  return (
    <FormFrame
      id="application"
      load={load}
      label="Job application"
      labels={APPLICATION_LABELS}
      submitText="Send application"
      {...(chosen && { defaultValue: { position_id: chosen } })}
      {...props}
    >
      {() => (
        <>
          <ContactFields />
          <SelectField
            name="position_id"
            required
            options={[
              { value: "", label: "Choose a position" },
              ...positions.map((position) => ({ value: position.id, label: position.title })),
              ...closed.map((position) => ({
                value: position.id,
                label: `${position.title} (no longer open: choose another)`,
                disabled: true,
              })),
              { value: GENERAL_APPLICATION, label: "General application (no particular opening)" },
            ]}
          />
          <TextField
            name="experience_years"
            type="number"
            required
            min={0}
            max={MAX_EXPERIENCE_YEARS}
            step={0.5}
            inputMode="decimal"
            hint="0 if you are starting out"
          />
          <TextField
            name="qualification"
            required
            maxLength={APPLICATION_LIMITS.qualification}
            hint="For example ITI Machinist, Diploma in Mechanical Engineering"
          />
          <TextField
            name="current_employer"
            maxLength={APPLICATION_LIMITS.currentEmployer}
            autoComplete="organization"
          />
          <TextField
            name="resume_url"
            type="url"
            maxLength={URL_MAX}
            inputMode="url"
            hint="A link to your CV on Google Drive, Dropbox or LinkedIn, if it is online"
          />
          <FilesField rules={APPLICATION_FILES} hint="A document, or photos of its pages." />
          <TextAreaField
            name="message"
            required
            maxLength={MESSAGE_MAX}
            className="md:col-span-2"
            hint="The machines and work you know, and when you could join"
          />
        </>
      )}
    </FormFrame>
  );
}
