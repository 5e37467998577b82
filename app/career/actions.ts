"use server";
// The application form's server actions: everything they do lives in lib/forms (submissions.ts, uploads.ts).
import type { FormReply } from "@/lib/forms/result";
import { submitApplication } from "@/lib/forms/submissions";
import { uploadLinks, type UploadRequest } from "@/lib/forms/uploads";

export async function sendApplication(_: FormReply | null, formData: FormData): Promise<FormReply> {
  return submitApplication(formData);
}

/** Links to send the CV's files straight to Storage, just before the form is sent. */
export async function applicationUploadLinks(request: UploadRequest) {
  return uploadLinks("application", request);
}
