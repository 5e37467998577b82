"use client";
// The contact form's own kind of field, beside the shared ones of form-parts.tsx (and, like them, taking
// its id, error and value from the form around it): a choice of a few as radio buttons. Only the contact
// form's page loads it.
import { useField, type Common } from "@/components/forms/form-parts";

/**
 * One choice of a few, as native radio buttons in a fieldset: they work without JavaScript (Headless UI's
 * RadioGroup needs it), and a form can show the questions of the checked choice with CSS alone.
 */
export function ChoiceField({
  options,
  ...props
}: Pick<Common, "name" | "label" | "defaultValue" | "className" | "needed" | "error"> & {
  options: { value: string; label: string }[];
}) {
  const field = useField(props);
  const errorId = `${field.id}-error`;
  return (
    <fieldset
      id={field.id}
      tabIndex={-1}
      aria-describedby={field.error ? errorId : undefined}
      className={field.className}
    >
      <legend className="text-sm font-medium text-steel-800">{field.label}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="form-choice">
            <input
              type="radio"
              name={field.name}
              value={option.value}
              defaultChecked={field.defaultValue === option.value}
            />
            {option.label}
          </label>
        ))}
      </div>
      <p id={errorId} aria-live="polite" className="mt-1 text-sm font-medium text-red-700">
        {field.error}
      </p>
    </fieldset>
  );
}
