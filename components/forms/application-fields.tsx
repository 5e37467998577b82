// The application form's questions but the position (which follows the openings live, in the form
// itself), rendered on the server: their labels and hints travel with the page as data, and the fields
// are the forms' shared client parts, which take their ids, errors and values from the form around them.
import { FilesField } from "@/components/forms/files-field";
import { TextAreaField, TextField } from "@/components/forms/form-parts";
import { APPLICATION_FILES } from "@/lib/forms/files";
import { APPLICATION_LABELS } from "@/lib/forms/form-labels";
import {
  APPLICATION_LIMITS,
  EMAIL_MAX,
  MAX_EXPERIENCE_YEARS,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_MAX,
  URL_MAX,
} from "@/lib/forms/form-limits";

/** Name, email and phone. */
export function ApplicationContact() {
  return (
    <>
      <TextField
        name="name"
        label={APPLICATION_LABELS.name}
        required
        maxLength={NAME_MAX}
        autoComplete="name"
      />
      <TextField
        name="email"
        label={APPLICATION_LABELS.email}
        type="email"
        required
        maxLength={EMAIL_MAX}
        autoComplete="email"
        inputMode="email"
      />
      <TextField
        name="phone"
        label={APPLICATION_LABELS.phone}
        type="tel"
        required
        maxLength={PHONE_MAX}
        autoComplete="tel"
        inputMode="tel"
      />
    </>
  );
}

/** Experience, qualification, employer, the CV (a link, files or both) and the cover message. */
export function ApplicationDetails() {
  return (
    <>
      <TextField
        name="experience_years"
        label={APPLICATION_LABELS.experience_years}
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
        label={APPLICATION_LABELS.qualification}
        required
        maxLength={APPLICATION_LIMITS.qualification}
        hint="For example ITI Machinist, Diploma in Mechanical Engineering"
      />
      <TextField
        name="current_employer"
        label={APPLICATION_LABELS.current_employer}
        maxLength={APPLICATION_LIMITS.currentEmployer}
        autoComplete="organization"
      />
      <TextField
        name="resume_url"
        label={APPLICATION_LABELS.resume_url}
        type="url"
        maxLength={URL_MAX}
        inputMode="url"
        hint="A link to your CV on Google Drive, Dropbox or LinkedIn, if it is online"
      />
      <FilesField
        rules={APPLICATION_FILES}
        label={APPLICATION_LABELS.files}
        hint="A document, or photos of its pages."
      />
      <TextAreaField
        name="message"
        label={APPLICATION_LABELS.message}
        required
        maxLength={MESSAGE_MAX}
        className="md:col-span-2"
        hint="The machines and work you know, and when you could join"
      />
    </>
  );
}
