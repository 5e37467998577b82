"use client";
// React hooks that start from the server's records and then follow Firestore live. Each returns the
// initial value until the first snapshot arrives (or for ever, when live updates are not configured).
import { useEffect, useRef, useState } from "react";
import type { CollectionName, RecordOf } from "@/lib/content/collections";
import { subscribeDocument, subscribeFirst, subscribeList } from "@/lib/content/listen";

export function useLiveList<C extends CollectionName>(name: C, initial: RecordOf<C>[]): RecordOf<C>[] {
  const [records, setRecords] = useState(initial);
  useEffect(() => subscribeList(name, setRecords), [name]);
  return records;
}

export function useLiveFirst<C extends CollectionName, F extends RecordOf<C> | null>(
  name: C,
  initial: F,
  fallback: F = initial,
): RecordOf<C> | F {
  const [record, setRecord] = useState<RecordOf<C> | F>(initial);
  const fallbackRef = useRef(fallback);
  useEffect(() => subscribeFirst(name, (r) => setRecord(r ?? fallbackRef.current)), [name]);
  return record;
}

export function useLiveDocument<C extends CollectionName>(
  name: C,
  id: string,
  initial: RecordOf<C> | null,
): RecordOf<C> | null {
  const [record, setRecord] = useState(initial);
  useEffect(() => subscribeDocument(name, id, setRecord), [name, id]);
  return record;
}
