// What firestore.rules must answer a client, for every collection and operation: the table the rules
// test evaluates here, and that can be run against the official emulator where one is installed (README).
import { collections } from "@/lib/content/collections";

export type Operation = "get" | "list" | "create" | "update" | "delete";
const OPERATIONS: Operation[] = ["get", "list", "create", "update", "delete"];

export const CONTENT = Object.keys(collections);
// Written by the server only (firebase-admin is not bound by the rules), or unknown to the site.
export const PRIVATE = [
  "Inquiries",
  "Career",
  "form_rate_limits",
  "form_start_tokens",
  "mail",
  "content_history",
  "content_problems",
  "users",
  "some_new_collection",
];

export type RuleCase = {
  /** The collection, or a subcollection below a document. */
  target: string;
  operation: Operation;
  /** A collection path for `list`, a document path for the others. */
  path: string;
  allowed: boolean;
};

/** One case per collection and operation, plus documents below a document (subcollections). */
export function expectations(): RuleCase[] {
  const cases: RuleCase[] = [];
  const add = (target: string, allowed: (operation: Operation) => boolean) => {
    for (const operation of OPERATIONS) {
      cases.push({
        target,
        operation,
        path: operation === "list" ? target : `${target}/some-doc`,
        allowed: allowed(operation),
      });
    }
  };
  for (const name of CONTENT) add(name, (operation) => operation === "get" || operation === "list");
  for (const name of [...PRIVATE, "Products/form-tools/notes", "Inquiries/q1/replies"])
    add(name, () => false);
  return cases;
}
