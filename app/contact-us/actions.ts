"use server";
// The contact form's server actions: everything they do lives in lib/forms (submissions.ts, uploads.ts).
import type { FormReply } from "@/lib/forms/result";
import { submitInquiry } from "@/lib/forms/submissions";
import { uploadLinks, type UploadRequest } from "@/lib/forms/uploads";

export async function sendInquiry(_: FormReply | null, formData: FormData): Promise<FormReply> {
  return submitInquiry(formData);
}

/** Links to send the inquiry's files straight to Storage, just before the form is sent. */
export async function inquiryUploadLinks(request: UploadRequest) {
  return uploadLinks("inquiry", request);
}
