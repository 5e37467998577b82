// The application form's questions but the position (which follows the openings live, in the form
// itself), rendered on the server like the contact form's (inquiry-fields.tsx).
import { TextAreaField, TextField } from "@/components/forms/form-parts";
import { ContactFields, FilesField } from "@/components/forms/inquiry-fields";
import { APPLICATION_FILES } from "@/lib/forms/files";
import {
  APPLICATION_LIMITS,
  MAX_EXPERIENCE_YEARS,
  MESSAGE_MAX,
  URL_MAX,
} from "@/lib/forms/form-limits";

/** Name, email and phone. */
export const ApplicationContact = () => <ContactFields />;

/** Experience, qualification, employer, the CV (a link, files or both) and the cover message. */
export function ApplicationDetails() {
  return (
    <>
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
  );
}
