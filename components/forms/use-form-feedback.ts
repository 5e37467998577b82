"use client";
// The browser side shared by both forms: instant checks with the form's own zod schema (as a field is
// left, and again on submit, before anything is posted), the errors the server sent, where focus goes
// after an answer, and the hidden fields the server needs (submission id, fill time, page). The schema
// (and zod with it) is loaded when the form is first touched, not with the page; the server checks
// every post whatever the browser did.
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from "react";
import type { z } from "zod";
import { checkField, checkForm, META_FIELDS, MIN_FILL_MS, type FormResult } from "@/lib/forms/result";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function asControl(target: EventTarget): Control | null {
  const isControl =
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
  return isControl ? target : null;
}

/** A random id for one submission; a retry of the same submission sends the same id. */
function newSubmissionId(): string {
  // getRandomValues, unlike randomUUID, also exists on plain-http pages.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function useFormFeedback<F extends string>(
  loadSchema: () => Promise<z.ZodObject>,
  fields: readonly F[],
  state: FormResult<F>,
  pending: boolean,
) {
  const schemaRef = useRef<z.ZodObject | null>(null);
  const schemaLoad = useRef<Promise<unknown> | null>(null);
  // Without the schema (it could not be loaded) the form is sent unchecked: the server checks it.
  const ensureSchema = () =>
    (schemaLoad.current ??= loadSchema().then(
      (schema) => {
        schemaRef.current = schema;
      },
      () => undefined,
    ));

  const [errors, setErrors] = useState<Partial<Record<F, string>>>(state.fieldErrors);
  const [showSummary, setShowSummary] = useState(state.status === "invalid");
  const [seenSerial, setSeenSerial] = useState(state.serial);
  // A new answer from the server replaces whatever the browser had found.
  if (seenSerial !== state.serial) {
    setSeenSerial(state.serial);
    setErrors(state.fieldErrors);
    setShowSummary(state.status === "invalid");
  }

  const summaryRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const fillMsRef = useRef<HTMLInputElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // Scripts run: the browser checks (with our messages) instead of its own bubbles.
  const [scripted, setScripted] = useState(false);
  const [submissionId, setSubmissionId] = useState("");
  const startedRef = useRef(0);
  // The page that the server rendered the form on, with the query the visitor arrived with.
  const [page, setPage] = useState(usePathname());
  // The server's clock when it rendered the page: the fill time of a visitor without scripts. The
  // browser's own render differs and is not used (it measures fill_ms instead).
  const [renderedAt] = useState(() => Date.now());

  useEffect(() => {
    setScripted(true);
    setPage(window.location.pathname + window.location.search);
  }, []);

  // A fresh submission (first load or after success) gets a new id and a new fill-time start.
  useEffect(() => {
    if (state.serial === 0 || state.status === "success") {
      setSubmissionId(newSubmissionId());
      startedRef.current = performance.now();
    }
  }, [state.serial, state.status]);

  useEffect(() => {
    if (state.serial === 0) return;
    (state.status === "invalid" ? summaryRef : messageRef).current?.focus();
  }, [state.serial, state.status]);

  useEffect(() => {
    if (focusRequest > 0) summaryRef.current?.focus();
  }, [focusRequest]);

  // A click that comes sooner than a person could fill the form is held (shown as sending) until the
  // minimum time has passed, then sent: people never notice, and the server's check still applies.
  const [holding, setHolding] = useState(false);
  const holdTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(holdTimer.current), []);

  const unchecked = useRef(false);
  const isField = (name: string): name is F => (fields as readonly string[]).includes(name);

  const recheck = (control: Control) => {
    const name = control.name;
    const schema = schemaRef.current;
    if (!isField(name)) return;
    if (!schema) {
      void ensureSchema().then(() => schemaRef.current && recheck(control));
      return;
    }
    const message = checkField(schema, name, control.value);
    setErrors((current) => {
      if (current[name] === message) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const control = asControl(event.target);
    if (control && isField(control.name) && (control.value !== "" || errors[control.name])) recheck(control);
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const control = asControl(event.target);
    // Only to clear or update a message already shown: no scolding while the visitor is still typing.
    if (control && isField(control.name) && errors[control.name]) recheck(control);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    const schema = schemaRef.current;
    if (!schema && !unchecked.current) {
      // Sent before the checks arrived (a very quick visitor): send again once they are here.
      event.preventDefault();
      const form = event.currentTarget;
      void ensureSchema().then(() => {
        unchecked.current = !schemaRef.current;
        form.requestSubmit();
      });
      return;
    }
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? "")]));
    const checked = schema ? checkForm(schema, values) : ({ ok: true } as const);
    if (!checked.ok) {
      event.preventDefault();
      setErrors(checked.fieldErrors as Partial<Record<F, string>>);
      setShowSummary(true);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    const elapsed = performance.now() - startedRef.current;
    if (elapsed < MIN_FILL_MS) {
      event.preventDefault();
      if (holding) return;
      const form = event.currentTarget;
      setHolding(true);
      holdTimer.current = window.setTimeout(() => {
        setHolding(false);
        form.requestSubmit();
      }, MIN_FILL_MS - elapsed + 50);
      return;
    }
    if (fillMsRef.current) fillMsRef.current.value = String(Math.round(elapsed));
  };

  const hidden = {
    [META_FIELDS.submissionId]: state.values[META_FIELDS.submissionId] || submissionId,
    [META_FIELDS.startedAt]: state.values[META_FIELDS.startedAt] || String(renderedAt),
    [META_FIELDS.page]: state.values[META_FIELDS.page] || page || "",
  };

  return {
    errors,
    showSummary: showSummary && Object.keys(errors).length > 0,
    summaryRef,
    messageRef,
    fillMsRef,
    holding,
    hidden,
    formProps: { noValidate: scripted, onBlur, onChange, onSubmit, onFocus: ensureSchema, onPointerDown: ensureSchema },
  };
}

export type FormFeedback<F extends string> = ReturnType<typeof useFormFeedback<F>>;
