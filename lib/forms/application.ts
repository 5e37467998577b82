// The job application form on /career, checked the same way in the browser and in the server action.
// The position is an open `career_detail` id or "general"; its title is looked up on the server. The CV
// comes as files (a document, or photos of its pages), as a link, or both; neither is required.
import { z } from "zod";
import {
  email,
  fileList,
  longMessage,
  optionalHttpUrl,
  optionalText,
  personName,
  phone,
  requiredText,
} from "@/lib/forms/fields";
import { APPLICATION_FILES } from "@/lib/forms/files";
import type { ApplicationField } from "@/lib/forms/form-labels";
import { APPLICATION_LIMITS, MAX_EXPERIENCE_YEARS } from "@/lib/forms/form-limits";
import { isDocumentId } from "@/lib/site/paths";

export const applicationSchema = z.object({
  name: personName,
  email,
  phone,
  position_id: z
    .string("Choose the position you are applying for")
    .trim()
    .min(1, "Choose the position you are applying for")
    .refine(isDocumentId, "Choose a position from the list"),
  experience_years: z
    .string("Enter your years of experience (0 if you are starting out)")
    .trim()
    .min(1, "Enter your years of experience (0 if you are starting out)")
    .regex(/^\d{1,2}(\.\d)?$/, "Enter a number of years such as 3 or 2.5")
    .transform(Number)
    .refine((n) => n <= MAX_EXPERIENCE_YEARS, `Enter at most ${MAX_EXPERIENCE_YEARS} years`),
  qualification: requiredText({
    label: "your qualification",
    min: 2,
    max: APPLICATION_LIMITS.qualification,
  }),
  current_employer: optionalText(APPLICATION_LIMITS.currentEmployer),
  resume_url: optionalHttpUrl,
  message: longMessage("Tell us briefly about your work and why you are applying"),
  files: fileList(APPLICATION_FILES),
} satisfies Record<ApplicationField, z.ZodType>);
