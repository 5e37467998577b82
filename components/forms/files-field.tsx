// A form's file field, rendered on the server: the types its rules accept (offered first by the
// browser's picker) and a hint with its limits. The rules are checked in the browser and on the server
// (lib/forms/files.ts); the field is the forms' shared client part.
import { TextField } from "@/components/forms/form-parts";
import { acceptOf, filesHint, type FileRules } from "@/lib/forms/files";
import { FILES_FIELD } from "@/lib/forms/form-limits";

export function FilesField({
  rules,
  label,
  hint,
}: {
  rules: FileRules;
  label: string;
  /** Said before the limits. */ hint?: string;
}) {
  return (
    <TextField
      type="file"
      name={FILES_FIELD}
      label={label}
      accept={acceptOf(rules)}
      className="md:col-span-2"
      hint={hint ? `${hint} ${filesHint(rules)}` : filesHint(rules)}
    />
  );
}
