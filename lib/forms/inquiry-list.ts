// The visitor's inquiry list (products to quote, with quantities), kept in the browser's localStorage,
// never in a database: the header's count, "Add to inquiry" and the contact form read it here; another
// tab's change arrives through the `storage` event. Small on purpose: every page's first load has it.
import { useSyncExternalStore } from "react";
import { LIST_MAX } from "@/lib/forms/form-limits";

/** A product, or one size of it (`variant`: the code of its row in the size table), and how many. */
export type ListEntry = { id: string; name: string; quantity: number; variant?: string };

/** Two entries are one when they name the same product and the same size (or both none). */
export const sameEntry = (a: Entry, b: Entry) =>
  a.id === b.id && (a.variant ?? "") === (b.variant ?? "");

const KEY = "inquiry-list";
const CHANGED = "inquiry-list-changed";

type Entry = Pick<ListEntry, "id" | "variant">;
let raw: string | null = null;
let cached: ListEntry[] = [];
const none: ListEntry[] = [];

/** The list as stored (empty when storage is blocked or garbled); the same array until it changes. */
export function readList(): ListEntry[] {
  let text: string | null = null;
  try {
    text = localStorage.getItem(KEY);
    if (text === raw) return cached;
    const list: unknown = JSON.parse(text ?? "[]");
    cached = (Array.isArray(list) ? list : [])
      .filter(
        (e): e is ListEntry =>
          typeof e?.id === "string" &&
          typeof e.name === "string" &&
          Number.isInteger(e.quantity) &&
          (e.variant === undefined || typeof e.variant === "string"),
      )
      .slice(0, LIST_MAX);
  } catch {
    cached = none;
  }
  raw = text;
  return cached;
}

export function writeList(list: ListEntry[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list.slice(0, LIST_MAX)));
  } catch {
    // Not kept; the page still shows what it can.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Adds a product, or one size of it (quantity 1), unless it is there; false when the list is full. */
export function addToList(id: string, name: string, variant?: string): boolean {
  const list = readList();
  if (list.some((e) => sameEntry(e, { id, variant }))) return true;
  if (list.length >= LIST_MAX) return false;
  writeList([...list, variant ? { id, name, quantity: 1, variant } : { id, name, quantity: 1 }]);
  return true;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The list in a component: empty while rendering on the server and hydrating, then the stored one. */
export function useInquiryList(): ListEntry[] {
  return useSyncExternalStore(subscribe, readList, () => none);
}
