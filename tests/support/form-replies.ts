// What a visitor sees of a form action's reply (lib/forms/result.ts), for the tests that post forms: the
// outcome, the line above the form, each field's first message and what the form shows typed again.
import type { FormReply } from "@/lib/forms/result";

export function seen(reply: FormReply) {
  const formError = reply.error?.[""]?.[0];
  const fieldErrors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(reply.error ?? {}))
    if (path && messages?.[0]) fieldErrors[path.split(/[.[]/)[0]] ??= messages[0];
  return {
    status: reply.thanks ? "success" : formError ? "refused" : "invalid",
    message: reply.thanks ?? formError ?? "",
    fieldErrors,
    values: (reply.initialValue ?? {}) as Record<string, unknown>,
  };
}
