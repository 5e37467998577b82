"use client";
// Sending a form that takes files (the contact form, the application form): chosen files are checked as
// soon as they are chosen (count, size, type, then content), and a checked form is sent from here, files
// straight to Storage first, then the form without them (lib/forms/browser-uploads.ts, in the chunk the
// form loads at first touch), instead of being posted by the browser. Without scripts the post carries
// the files.
import { startTransition, useState, type ChangeEvent, type FormEvent } from "react";
import type { FormFeedback } from "@/components/forms/use-form-feedback";
import type { FileSending } from "@/lib/forms/browser-uploads";
import { NOT_SENT_MESSAGE } from "@/lib/forms/result";

export function useFileSending<F extends string>(
  feedback: FormFeedback<F>,
  formAction: (data: FormData) => void,
  /** The form's chunk, with the sending of its files. */
  load: () => Promise<{ files: FileSending }>,
  /** The file field's name (as a literal: importing the forms' constants would bring every limit into the first load). */
  filesField: NoInfer<F>,
) {
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const { onChange, onSubmit } = feedback.formProps;
  const formProps = {
    ...feedback.formProps,
    onChange(event: ChangeEvent<HTMLFormElement>) {
      const input = event.target;
      if (input instanceof HTMLInputElement && input.type === "file") {
        const chosen = Array.from(input.files ?? []);
        void load()
          .then((m) => m.files.problem(chosen))
          .then(
            (message) => feedback.setFieldError(filesField, message),
            // Unchecked until the code arrives: sending checks them again, and so does the server.
            () => undefined,
          );
      } else onChange(event);
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      onSubmit(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      if (busy !== undefined) return;
      const form = event.currentTarget;
      setBusy("Sending…");
      void load()
        .then((m) =>
          m.files.send(form, {
            busy: setBusy,
            post: (data) => startTransition(() => formAction(data)),
            refuseFiles: (message) => feedback.setFieldError(filesField, message),
          }),
        )
        // The sending code could not be loaded (the connection dropped): nothing was sent, and the
        // visitor is told so beside the files, with everything typed and chosen still in the form.
        .catch(() => feedback.setFieldError(filesField, NOT_SENT_MESSAGE))
        .finally(() => setBusy(undefined));
    },
  };
  return { feedback: { ...feedback, formProps }, busy };
}
