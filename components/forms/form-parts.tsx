"use client";
// The forms' fields. Each takes its id, errors and what was typed from its form (form-frame.tsx) through
// Conform (useField), and its label from the form's labels: labelled, with its hint, its error beside it
// in a live region (aria-invalid, aria-describedby) and "(optional)" where it is not needed.
import { getInputProps, getSelectProps, getTextareaProps, useField } from "@conform-to/react";
import { createContext, useContext, type ReactNode } from "react";
import { acceptOf, filesHint, type FileRules } from "@/lib/forms/files";
import {
  EMAIL_MAX,
  FILES_FIELD,
  INQUIRY_LIMITS,
  NAME_MAX,
  PHONE_MAX,
} from "@/lib/forms/form-limits";

/** From the form: its labels (a field's unless it has its own) and its own messages (the files'). */
export const FieldsContext = createContext<{
  labels: Record<string, string>;
  errors: Partial<Record<string, string>>;
}>({ labels: {}, errors: {} });

export type Common = {
  name: string;
  label?: string;
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

type FieldMeta = ReturnType<typeof useField<string>>[0];
type Aria = Partial<Record<"aria-invalid" | "aria-required" | "required", boolean>> & {
  "aria-describedby"?: string;
};

/** Label, control, hint (after it, so controls side by side line up) and error, tied by aria. */
function Field({
  props: { name, label, hint, required, needed, neededFor, className },
  children,
}: {
  props: Common;
  children: (field: FieldMeta, aria: Aria) => ReactNode;
}) {
  const [field] = useField<string>(name);
  const { labels, errors } = useContext(FieldsContext);
  const error = errors[name] ?? field.errors?.[0];
  const hintId = hint ? field.descriptionId : undefined;
  const aria = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [hintId, error ? field.errorId : undefined].filter(Boolean).join(" ") || undefined,
    "aria-required": needed || undefined,
    required,
  };
  return (
    <div className={className}>
      <label htmlFor={field.id} className="field-label">
        {label ?? labels[name]}
        {!required && !needed ? (
          <span data-needed-for={neededFor} className="font-normal text-steel-500">
            {" "}
            (optional)
          </span>
        ) : null}
      </label>
      {children(field, aria)}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-steel-500">
          {hint}
        </p>
      ) : null}
      <p id={field.errorId} aria-live="polite" className="field-error">
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
  const { label: _l, hint: _h, neededFor: _n, className: _c, needed: _d, ...control } = props;
  return (
    <Field props={props}>
      {(field, aria) => {
        const input = getInputProps(field, { type, ariaAttributes: false });
        return (
          <input
            {...control}
            {...input}
            {...aria}
            // A browser lets no page choose files: a file input starts empty.
            defaultValue={type === "file" ? undefined : (input.defaultValue ?? defaultValue)}
            multiple={type === "file" || undefined}
            className={type === "file" ? "form-control form-file" : "form-control"}
          />
        );
      }}
    </Field>
  );
}

export const TextAreaField = ({ rows = 6, ...props }: Common & { rows?: number }) => (
  <Field props={props}>
    {(field, aria) => (
      <textarea
        {...getTextareaProps(field, { ariaAttributes: false })}
        {...aria}
        rows={rows}
        maxLength={props.maxLength}
        className="form-control"
      />
    )}
  </Field>
);

/** `disabled` options are shown (a choice that was open when made stays visible) but never posted. */
export const SelectField = ({
  options,
  ...props
}: Common & { options: { value: string; label: string; disabled?: boolean }[] }) => (
  <Field props={props}>
    {(field, aria) => (
      <select
        {...getSelectProps(field, { ariaAttributes: false })}
        {...aria}
        defaultValue={field.initialValue ?? ""}
        // As tall as a text field beside it (a select's text box is shorter than the line it sets).
        className="form-control min-h-10.5"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    )}
  </Field>
);

/** One choice of a few, as native radios: they work without JavaScript, and CSS can follow them. */
export function ChoiceField({
  options,
  ...props
}: Common & { options: { value: string; label: string }[] }) {
  const [field] = useField<string>(props.name);
  const { labels } = useContext(FieldsContext);
  return (
    <fieldset
      id={field.id}
      tabIndex={-1}
      aria-describedby={field.errors ? field.errorId : undefined}
      className={props.className}
    >
      <legend className="text-sm font-medium text-steel-800">
        {props.label ?? labels[props.name]}
      </legend>
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
      <p id={field.errorId} aria-live="polite" className="field-error">
        {field.errors?.[0]}
      </p>
    </fieldset>
  );
}

/** A form's file field: the types its rules accept (offered first by the picker) and its limits. */
export const FilesField = ({ rules, hint }: { rules: FileRules; hint?: string }) => (
  <TextField
    type="file"
    name={FILES_FIELD}
    accept={acceptOf(rules)}
    className="md:col-span-2"
    hint={[hint, filesHint(rules)].filter(Boolean).join(" ")}
  />
);

/** How to reach the visitor, in both forms: name (then, in an inquiry, the company), email and phone. */
export function ContactFields({ company = false }: { company?: boolean }) {
  return (
    <>
      <TextField name="name" required maxLength={NAME_MAX} autoComplete="name" />
      {company ? (
        <TextField name="company" maxLength={INQUIRY_LIMITS.company} autoComplete="organization" />
      ) : null}
      <TextField
        name="email"
        type="email"
        required
        maxLength={EMAIL_MAX}
        autoComplete="email"
        inputMode="email"
      />
      <TextField
        name="phone"
        type="tel"
        required
        maxLength={PHONE_MAX}
        autoComplete="tel"
        inputMode="tel"
        hint="With country code if outside India, e.g. +91 98250 41234"
      />
    </>
  );
}
