"use server";
// The application form's server action: everything it does lives in lib/forms (submissions.ts, submit.ts).
import type { ApplicationField } from "@/lib/forms/application";
import { requestContext } from "@/lib/forms/request";
import type { FormResult } from "@/lib/forms/result";
import { submitApplication } from "@/lib/forms/submissions";

export async function sendApplication(
  previous: FormResult<ApplicationField>,
  formData: FormData,
): Promise<FormResult<ApplicationField>> {
  return submitApplication(previous, formData, await requestContext());
}
