"use client";
// A form's answers, from its server action. A post without scripts goes to the action itself (the form's
// `action`, which React renders for the browser to post), and its answer comes back with the page. With
// scripts the form is sent from code (use-file-sending.ts) through a wrapper: a send that never reached
// the server (the connection dropped) would otherwise be thrown to the page's error boundary, which draws
// the page again without what was typed; here it is an answer that keeps every field and says so.
import { useActionState } from "react";
import {
  initialResult,
  NOT_SENT_MESSAGE,
  type FormAction,
  type FormResult,
} from "@/lib/forms/result";

export function useFormAction<F extends string>(action: FormAction<F>) {
  const [posted, formAction] = useActionState(action, initialResult<F>());
  const [state, send, pending] = useActionState(
    async (previous: FormResult<F>, data: FormData): Promise<FormResult<F>> => {
      try {
        return await action(previous, data);
      } catch {
        // Every field as typed (FormFrame writes them back by name), the form's hidden ones included.
        const values = Object.fromEntries(
          [...data].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        ) as FormResult<F>["values"];
        return {
          status: "failed",
          serial: previous.serial + 1,
          values,
          fieldErrors: {},
          message: NOT_SENT_MESSAGE,
        };
      }
    },
    posted,
  );
  return { state, formAction, send, pending };
}
