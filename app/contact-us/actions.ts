"use server";
// The contact form's server action: everything it does lives in lib/forms (submissions.ts, submit.ts).
import type { InquiryField } from "@/lib/forms/inquiry";
import { requestContext } from "@/lib/forms/request";
import type { FormResult } from "@/lib/forms/result";
import { submitInquiry } from "@/lib/forms/submissions";

export async function sendInquiry(
  previous: FormResult<InquiryField>,
  formData: FormData,
): Promise<FormResult<InquiryField>> {
  return submitInquiry(previous, formData, await requestContext());
}
