// What is wrong with a field an owner typed, in plain words, where zod finds it on its own (text typed
// where a list belongs); the schemas' own messages cover their checks.
import type { z } from "zod";

const EXPECTED: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false (a boolean)",
  array: "a list (an array)",
  object: "a map of fields",
  date: "a date",
};

/** How the console shows what was typed. */
export function kindOf(value: unknown): string {
  if (value === null) return "empty (null)";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return "text";
  if (typeof value === "number") return "a number";
  if (typeof value === "boolean") return "true or false";
  if (typeof value === "object") return "a map";
  return typeof value;
}

export const contentErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === "invalid_type") {
    if (issue.input === undefined) return "is missing: add it";
    return `must be ${EXPECTED[issue.expected] ?? issue.expected}, not ${kindOf(issue.input)}`;
  }
  if (issue.code === "too_big" && issue.origin === "array")
    return `may have at most ${issue.maximum} entries`;
  if (issue.code === "too_big" && issue.origin === "number")
    return `must be at most ${issue.maximum}`;
  if (issue.code === "too_small" && issue.origin === "number")
    return `must be at least ${issue.minimum}`;
  return undefined;
};
