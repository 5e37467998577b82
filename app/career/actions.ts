"use server";
// The application form's server action: everything it does lives in lib/forms (submissions.ts, submit.ts).
import type { FormReply } from "@/lib/forms/result";
import { submitApplication } from "@/lib/forms/submissions";

export async function sendApplication(_: FormReply | null, formData: FormData): Promise<FormReply> {
  return submitApplication(formData);
}
