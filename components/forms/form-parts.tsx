"use client";
// Building blocks of the site's forms: labelled fields that carry their error (aria-invalid,
// aria-describedby), the error summary at the top, the answer line, the hidden fields with the honeypot,
// and the submit button with its pending state, with the server's line pointing to the privacy notice beside it.
import { createContext, useContext, type ReactNode, type RefObject } from "react";
import { useFormStatus } from "react-dom";
import type { FormFeedback } from "@/components/forms/use-form-feedback";
import { META_FIELDS, type FormResult } from "@/lib/forms/result";

// A utility of app/globals.css: each field's markup (and the page's React payload) would otherwise repeat it.
const controlClass = "form-control";

type FieldShellProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  neededFor?: Common["neededFor"];
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
};

/**
 * Label, control, hint and error; the error line is a live region so a new message is read out. The hint
 * follows the control, so that controls side by side line up whether or not each has one.
 */
function FieldShell({
  id,
  label,
  error,
  hint,
  optional,
  neededFor,
  className,
  children,
}: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-steel-800">
        {label}
        {optional ? (
          <span data-needed-for={neededFor} className="font-normal text-steel-500">
            {" "}
            (optional)
          </span>
        ) : null}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-steel-500">
          {hint}
        </p>
      ) : null}
      <p id={errorId} aria-live="polite" className="mt-1 min-h-0 text-sm font-medium text-red-700">
        {error}
      </p>
    </div>
  );
}

export type Common = {
  /** With id, error and defaultValue left out, a field takes them from its form (FormFrame). */
  id?: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  defaultValue?: string;
  required?: boolean;
  /**
   * Required for its kind of request, which the server checks, but not marked `required` for the
   * browser: a form without JavaScript would refuse to send while a hidden kind's field is empty.
   */
  needed?: boolean;
  /**
   * The kind of request (the contact form's "What do you need?") that needs this field: its
   * "(optional)" is hidden while that kind is checked, by CSS (app/globals.css), so also without JavaScript.
   */
  neededFor?: "other";
  maxLength?: number;
  className?: string;
};

type FieldsState = {
  idPrefix: string;
  errors: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
};
const FieldsContext = createContext<FieldsState>({ idPrefix: "form", errors: {}, values: {} });

/**
 * A field's id, error and value from its form. Fields a server component renders (their labels and
 * options travel as data, not as code in the page's scripts) get their state this way.
 */
export function useField<T extends Common>(field: T): T & { id: string } {
  const form = useContext(FieldsContext);
  return {
    ...field,
    id: field.id ?? fieldId(form.idPrefix, field.name),
    error: field.error ?? form.errors[field.name],
    // What was posted comes back first; a field's own default is for a fresh form.
    defaultValue: form.values[field.name] ?? field.defaultValue,
  };
}

export function TextField({
  type = "text",
  autoComplete,
  inputMode,
  min,
  max,
  step,
  accept,
  ...props
}: Common & {
  /** A file input takes several files, of the types `accept` names. */
  type?: "text" | "email" | "tel" | "url" | "number" | "file";
  accept?: string;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "url" | "decimal" | "numeric";
  min?: number;
  max?: number;
  step?: number;
}) {
  const field = useField(props);
  return (
    <FieldShell {...field} optional={!field.required && !field.needed}>
      {(describedBy) => (
        <input
          id={field.id}
          name={field.name}
          type={type}
          // A browser lets no page choose files: a file input starts empty.
          defaultValue={type === "file" ? undefined : field.defaultValue}
          multiple={type === "file" || undefined}
          accept={accept}
          required={field.required}
          aria-required={field.needed || undefined}
          maxLength={field.maxLength}
          autoComplete={autoComplete}
          inputMode={inputMode}
          min={min}
          max={max}
          step={step}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
          className={type === "file" ? `${controlClass} form-file` : controlClass}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({ rows = 6, ...props }: Common & { rows?: number }) {
  const field = useField(props);
  return (
    <FieldShell {...field} optional={!field.required && !field.needed}>
      {(describedBy) => (
        <textarea
          id={field.id}
          name={field.name}
          rows={rows}
          defaultValue={field.defaultValue}
          required={field.required}
          aria-required={field.needed || undefined}
          maxLength={field.maxLength}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass}
        />
      )}
    </FieldShell>
  );
}

/** `disabled` options are shown (a choice that was open when made stays visible) but never posted. */
export function SelectField({
  options,
  ...props
}: Common & { options: { value: string; label: string; disabled?: boolean }[] }) {
  const field = useField(props);
  return (
    <FieldShell {...field} optional={!field.required && !field.needed}>
      {(describedBy) => (
        <select
          id={field.id}
          name={field.name}
          defaultValue={field.defaultValue ?? ""}
          required={field.required}
          aria-required={field.needed || undefined}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
          // As tall as a text field beside it (a select's text box is shorter than the line it sets).
          className={`${controlClass} min-h-10.5`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** The list of what to correct, at the top; each line links to its field. */
function ErrorSummary<F extends string>({
  show,
  errors,
  labels,
  idOf,
  summaryRef,
  autoFocus,
}: {
  show: boolean;
  errors: Partial<Record<F, string>>;
  labels: Record<F, string>;
  idOf: (field: F) => string;
  summaryRef: RefObject<HTMLDivElement | null>;
  autoFocus: boolean;
}) {
  const entries = (Object.keys(labels) as F[]).filter((field) => errors[field]);
  return (
    <div ref={summaryRef} tabIndex={-1} role="alert" className="outline-none" autoFocus={autoFocus}>
      {show && entries.length > 0 ? (
        <div className="mb-6 rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
          <h2 className="font-semibold">
            {entries.length === 1
              ? "There is a problem with one field"
              : `There are problems with ${entries.length} fields`}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {entries.map((field) => (
              <li key={field}>
                <a href={`#${idOf(field)}`} className="underline">
                  {labels[field]}: {errors[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The answer above the form: success as a status, a refusal or failure as an alert. */
function FormMessage<F extends string>({
  state,
  messageRef,
}: {
  state: FormResult<F>;
  messageRef: RefObject<HTMLDivElement | null>;
}) {
  const success = state.status === "success";
  const problem = state.status === "failed" || state.status === "refused";
  return (
    <div ref={messageRef} tabIndex={-1} className="outline-none" autoFocus={success || problem}>
      <div role="status">
        {success ? (
          <p className="mb-6 rounded-md border border-green-700 bg-green-50 p-4 text-green-900">
            {state.message}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {problem ? (
          <p className="mb-6 rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
            {state.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Fields only the server reads, and the honeypot, which people and screen readers never meet. */
function HiddenFields({ values, idPrefix }: { values: Record<string, string>; idPrefix: string }) {
  return (
    <>
      <input
        type="hidden"
        name={META_FIELDS.submissionId}
        value={values[META_FIELDS.submissionId]}
      />
      <input type="hidden" name={META_FIELDS.startToken} value={values[META_FIELDS.startToken]} />
      <input type="hidden" name={META_FIELDS.page} value={values[META_FIELDS.page]} />
      <div
        aria-hidden="true"
        style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}
      >
        <label htmlFor={`${idPrefix}-${META_FIELDS.honeypot}`}>Leave this field empty</label>
        <input
          id={`${idPrefix}-${META_FIELDS.honeypot}`}
          type="text"
          name={META_FIELDS.honeypot}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}

function SubmitButton({
  children,
  pendingText,
  holding = false,
}: {
  children: ReactNode;
  pendingText: string;
  holding?: boolean;
}) {
  const { pending: sending } = useFormStatus();
  const pending = sending || holding;
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className="button-solid inline-flex items-center justify-center rounded-md px-6 py-3 font-semibold shadow-sm focus-ring disabled:cursor-wait disabled:opacity-70"
    >
      {pending ? pendingText : children}
    </button>
  );
}

/**
 * The frame both forms share: the answer and the error summary at the top, the hidden fields, the
 * visible fields (remounted by `fieldsKey` so a new answer's values show), the submit button and the
 * privacy note.
 */
export function FormFrame<F extends string>({
  label,
  action,
  state,
  feedback,
  labels,
  idPrefix,
  fieldsKey,
  submitText,
  busyText,
  privacyNote,
  children,
}: {
  label: string;
  action: (formData: FormData) => void;
  state: FormResult<F>;
  feedback: FormFeedback<F>;
  labels: Record<F, string>;
  idPrefix: string;
  fieldsKey: string;
  submitText: string;
  /** What the form is doing before its post (uploading, say), shown on the held submit button. */
  busyText?: string;
  /** The line that points to the privacy notice (components/forms/privacy-note.tsx), beside the button. */
  privacyNote: ReactNode;
  children: ReactNode;
}) {
  return (
    <form action={action} aria-label={label} className="relative" {...feedback.formProps}>
      {/* A page the server answered a post with (no scripts) opens at its answer: `autoFocus` is written
          into the HTML, where the browser focuses and scrolls to it. With scripts, use-form-feedback.ts
          moves the focus instead (React does not act on it for these elements). */}
      <FormMessage state={state} messageRef={feedback.messageRef} />
      <ErrorSummary
        show={feedback.showSummary}
        errors={feedback.errors}
        labels={labels}
        idOf={(field) => fieldId(idPrefix, field)}
        summaryRef={feedback.summaryRef}
        autoFocus={state.status === "invalid"}
      />
      <HiddenFields values={feedback.hidden} idPrefix={idPrefix} />
      <FieldsContext value={{ idPrefix, errors: feedback.errors, values: state.values }}>
        <div key={fieldsKey} className="grid gap-x-6 gap-y-4 md:grid-cols-2">
          {children}
        </div>
      </FieldsContext>
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
        <SubmitButton
          pendingText={busyText ?? "Sending…"}
          holding={feedback.holding || busyText !== undefined}
        >
          {submitText}
        </SubmitButton>
        {privacyNote}
      </div>
    </form>
  );
}

/** The id of a form's field: its form's prefix and the field's name. */
export const fieldId = (idPrefix: string, field: string) => `${idPrefix}-${field}`;
