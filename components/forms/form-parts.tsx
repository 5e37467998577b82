"use client";
// The forms' fields. Each takes its id, errors and what was typed from its form through Conform
// (useField), so a server component can render it (labels and options travel as the page's data, not as
// code) inside the form (form-frame.tsx): labelled, with its hint, its error beside it in a live region
// (aria-invalid, aria-describedby) and "(optional)" where it is not needed.
import { getInputProps, getSelectProps, getTextareaProps, useField } from "@conform-to/react";
import { createContext, useContext, type ReactNode } from "react";

/** Messages the form finds itself, beside its schema's (the chosen files' content), by field name. */
export const ExtraErrors = createContext<Partial<Record<string, string>>>({});

export type Common = {
  name: string;
  label: string;
  hint?: string;
  /** A fresh form's value, when it is not empty. */
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

/** The field's state in its form, and the aria attributes that tie its error and hint to its control. */
function useFieldState({ name, hint, required, needed }: Common) {
  const [field] = useField<string>(name);
  const error = useContext(ExtraErrors)[name] ?? field.errors?.[0];
  const hintId = hint ? field.descriptionId : undefined;
  const aria = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [hintId, error ? field.errorId : undefined].filter(Boolean).join(" ") || undefined,
    "aria-required": needed || undefined,
    required,
  };
  return { field, error, hintId, aria, optional: !required && !needed };
}

/** Label, control, hint and error. The hint follows the control, so controls side by side line up. */
function FieldShell({
  state: { field, error, hintId, optional },
  label,
  hint,
  neededFor,
  className,
  children,
}: {
  state: ReturnType<typeof useFieldState>;
  label: string;
  hint?: string;
  neededFor?: Common["neededFor"];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block text-sm font-medium text-steel-800">
        {label}
        {optional ? (
          <span data-needed-for={neededFor} className="font-normal text-steel-500">
            {" "}
            (optional)
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-steel-500">
          {hint}
        </p>
      ) : null}
      <p id={field.errorId} aria-live="polite" className="mt-1 text-sm font-medium text-red-700">
        {error}
      </p>
    </div>
  );
}

export function TextField({
  type = "text",
  defaultValue,
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
  const { label, hint, neededFor, className, needed: _, ...control } = props;
  const state = useFieldState(props);
  const input = getInputProps(state.field, { type, ariaAttributes: false });
  return (
    <FieldShell state={state} label={label} hint={hint} neededFor={neededFor} className={className}>
      <input
        {...control}
        {...input}
        {...state.aria}
        // A browser lets no page choose files: a file input starts empty.
        defaultValue={type === "file" ? undefined : (input.defaultValue ?? defaultValue)}
        multiple={type === "file" || undefined}
        className={type === "file" ? "form-control form-file" : "form-control"}
      />
    </FieldShell>
  );
}

export function TextAreaField({ rows = 6, ...props }: Common & { rows?: number }) {
  const state = useFieldState(props);
  return (
    <FieldShell state={state} {...props}>
      <textarea
        {...getTextareaProps(state.field, { ariaAttributes: false })}
        {...state.aria}
        rows={rows}
        maxLength={props.maxLength}
        className="form-control"
      />
    </FieldShell>
  );
}

/** `disabled` options are shown (a choice that was open when made stays visible) but never posted. */
export function SelectField({
  options,
  ...props
}: Common & { options: { value: string; label: string; disabled?: boolean }[] }) {
  const state = useFieldState(props);
  const select = getSelectProps(state.field, { ariaAttributes: false });
  return (
    <FieldShell state={state} {...props}>
      <select
        {...select}
        {...state.aria}
        defaultValue={select.defaultValue ?? ""}
        // As tall as a text field beside it (a select's text box is shorter than the line it sets).
        className="form-control min-h-10.5"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/**
 * One choice of a few, as native radio buttons in a fieldset: they work without JavaScript (Headless UI's
 * RadioGroup needs it), and a form can show the questions of the checked choice with CSS alone.
 */
export function ChoiceField({
  options,
  ...props
}: Common & { options: { value: string; label: string }[] }) {
  const { field, error, aria } = useFieldState(props);
  return (
    <fieldset
      id={field.id}
      tabIndex={-1}
      aria-describedby={aria["aria-describedby"]}
      className={props.className}
    >
      <legend className="text-sm font-medium text-steel-800">{props.label}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="form-choice">
            <input
              {...getInputProps(field, {
                type: "radio",
                value: option.value,
                ariaAttributes: false,
              })}
              id={undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      <p id={field.errorId} aria-live="polite" className="mt-1 text-sm font-medium text-red-700">
        {error}
      </p>
    </fieldset>
  );
}
