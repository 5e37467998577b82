"use server";
// The contact form's server action: everything it does lives in lib/forms (submissions.ts, submit.ts).
import type { FormReply } from "@/lib/forms/result";
import { submitInquiry } from "@/lib/forms/submissions";

export async function sendInquiry(_: FormReply | null, formData: FormData): Promise<FormReply> {
  return submitInquiry(formData);
}
