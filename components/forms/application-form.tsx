"use client";
// Job application form on /career. Like the contact form it posts to its server action (so it works
// without scripts), checks fields in the browser with the server's schema and keeps what was typed.
// The résumé is a link (http/https only), not an upload.
import { useActionState, useId } from "react";
import { fieldProps, FormFrame, SelectField, TextAreaField, TextField } from "@/components/forms/form-parts";
import { useFormFeedback } from "@/components/forms/use-form-feedback";
import { useLive } from "@/lib/live/use-live";
import type { JobOpening } from "@/lib/content/schemas";
import {
  APPLICATION_LIMITS,
  applicationFields,
  EMAIL_MAX,
  GENERAL_APPLICATION,
  MAX_EXPERIENCE_YEARS,
  MESSAGE_MAX,
  PHONE_MAX,
  URL_MAX,
  type ApplicationField,
} from "@/lib/forms/form-limits";
import { initialResult, type FormAction } from "@/lib/forms/result";

/** `startToken`: the server-signed fill-time start rendered with the page (lib/forms/start-token.ts). */
export type ApplicationFormProps = { positions: { id: string; title: string }[]; startToken: string; action: FormAction<ApplicationField> };

const loadSchema = () => import("@/lib/forms/application").then((m) => m.applicationSchema);

const labels: Record<ApplicationField, string> = {
  name: "Your name",
  email: "Email",
  phone: "Phone",
  position_id: "Position",
  experience_years: "Years of experience",
  qualification: "Qualification",
  current_employer: "Current employer",
  resume_url: "Link to your résumé",
  message: "Cover message",
};

const openPositions = (list: JobOpening[]) => list.filter((job) => job.open).map((job) => ({ id: job.id, title: job.title }));

export function ApplicationForm({ positions: serverPositions, startToken, action }: ApplicationFormProps) {
  // The positions follow the openings live, like the list above the form.
  const positions = useLive("career_detail", serverPositions, openPositions);
  const [state, formAction, pending] = useActionState(action, initialResult<ApplicationField>());
  const feedback = useFormFeedback(loadSchema, applicationFields, state, pending, startToken);
  const prefix = useId().replace(/[^A-Za-z0-9_-]/g, "");

  const common = fieldProps(prefix, labels, feedback.errors, state.values);

  return (
    <FormFrame
      label="Job application"
      action={formAction}
      state={state}
      feedback={feedback}
      labels={labels}
      idPrefix={prefix}
      fieldsKey={String(state.serial)}
      submitText="Send application"
    >
      <TextField {...common("name")} required maxLength={100} autoComplete="name" />
      <TextField {...common("email")} type="email" required maxLength={EMAIL_MAX} autoComplete="email" inputMode="email" />
      <TextField {...common("phone")} type="tel" required maxLength={PHONE_MAX} autoComplete="tel" inputMode="tel" />
      <SelectField
        {...common("position_id")}
        required
        options={[
          { value: "", label: "Choose a position" },
          ...positions.map((position) => ({ value: position.id, label: position.title })),
          { value: GENERAL_APPLICATION, label: "General application (no particular opening)" },
        ]}
      />
      <TextField
        {...common("experience_years")}
        type="number"
        required
        min={0}
        max={MAX_EXPERIENCE_YEARS}
        step={0.5}
        inputMode="decimal"
        hint="0 if you are starting out"
      />
      <TextField
        {...common("qualification")}
        required
        maxLength={APPLICATION_LIMITS.qualification}
        hint="For example ITI Machinist, Diploma in Mechanical Engineering"
      />
      <TextField {...common("current_employer")} maxLength={APPLICATION_LIMITS.currentEmployer} autoComplete="organization" />
      <TextField
        {...common("resume_url")}
        type="url"
        maxLength={URL_MAX}
        inputMode="url"
        hint="A link to your CV on Google Drive, Dropbox or LinkedIn"
      />
      <TextAreaField
        {...common("message")}
        required
        maxLength={MESSAGE_MAX}
        className="md:col-span-2"
        hint="The machines and work you know, and when you could join"
      />
    </FormFrame>
  );
}
