"use client";
// Job application form on /career (the shared frame and browser side: form-frame.tsx). The CV comes as
// files, a link (http/https only), or both. Its questions but the position are rendered on the server
// (application-fields.tsx); the position follows the openings live, here.
import { useEffect, useState, type ReactNode } from "react";
import { FormFrame } from "@/components/forms/form-frame";
import { SelectField } from "@/components/forms/form-parts";
import { useLive } from "@/lib/live/use-live";
import type { JobOpening } from "@/lib/content/schemas";
import type { GENERAL_APPLICATION } from "@/lib/forms/form-limits";
import type { AskForLinks } from "@/lib/forms/browser-parts";
import type { FormAction } from "@/lib/forms/result";

/** `startToken`: the server-signed fill-time start rendered with the page (lib/forms/checks.ts). */
export type ApplicationFormProps = {
  positions: { id: string; title: string }[];
  startToken: string;
  action: FormAction;
  askForLinks: AskForLinks;
  labels: Record<string, string>;
  /** Name, email and phone; then the rest after the position. */
  contact: ReactNode;
  details: ReactNode;
  /** The server's line pointing to the privacy notice, beside the send button. */
  privacyNote: ReactNode;
};

const load = () => import("@/lib/forms/browser-parts").then((m) => m.application);
// The general application's id (GENERAL_APPLICATION) as a literal checked against it: importing the
// constants would bring every form's limits into the first load.
const GENERAL: typeof GENERAL_APPLICATION = "general";

const openPositions = (list: JobOpening[]) =>
  list.filter((job) => job.open).map((job) => ({ id: job.id, title: job.title }));

export function ApplicationForm({
  positions: serverPositions,
  startToken,
  action,
  askForLinks,
  labels,
  contact,
  details,
  privacyNote,
}: ApplicationFormProps) {
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
      const link =
        event.target instanceof Element ? event.target.closest("a[data-apply-for]") : null;
      const select = link && document.getElementById("application-position_id");
      const id = link?.getAttribute("data-apply-for");
      if (
        select instanceof HTMLSelectElement &&
        id &&
        [...select.options].some((option) => option.value === id)
      )
        select.value = id;
    };
    document.addEventListener("click", choose);
    return () => document.removeEventListener("click", choose);
  }, []);

  return (
    <FormFrame
      id="application"
      action={action}
      askForLinks={askForLinks}
      load={load}
      startToken={startToken}
      label="Job application"
      labels={labels}
      submitText="Send application"
      privacyNote={privacyNote}
    >
      {() => (
        <>
          {contact}
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
              { value: GENERAL, label: "General application (no particular opening)" },
            ]}
          />
          {details}
        </>
      )}
    </FormFrame>
  );
}
