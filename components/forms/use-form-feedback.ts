"use client";
// The browser side shared by both forms: instant checks with the form's own zod schema (as a field is
// left, and again on submit, before anything is posted), the errors the server sent, where focus goes
// after an answer, and the hidden fields the server needs (submission id, the signed fill-time start,
// page). The schema (and zod with it) is loaded when the form is first touched, not with the page. The
// start comes from the server: the page's own token, replaced by a fresh one from /api/form-token when
// the visitor first touches the form.
import { usePathname } from "next/navigation";
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
} from "react";
import type { z } from "zod";
import { useBrowserValue } from "@/components/forms/use-browser-value";
import {
  checkField,
  checkForm,
  META_FIELDS,
  MIN_FILL_MS,
  type FormResult,
} from "@/lib/forms/result";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A form's checks: the whole form's schema (on submit), each field's rule (as a field is left), and what
 * turns the form's data into what the schema checks (default: each field's text).
 */
export type FormChecks = {
  form: z.ZodType;
  field: z.ZodObject;
  read?: (data: FormData) => unknown;
};

function asControl(target: EventTarget): Control | null {
  const isControl =
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement;
  return isControl ? target : null;
}

/** A random id for one submission; a retry of the same submission sends the same id. */
function newSubmissionId(): string {
  // getRandomValues, unlike randomUUID, also exists on plain-http pages.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

const FORM_TOKEN_PATH = "/api/form-token";

export function useFormFeedback<F extends string>(
  loadSchema: () => Promise<FormChecks>,
  /** The form's fields by name, with their labels (the page sends them as data). */
  labels: Record<F, string>,
  state: FormResult<F>,
  pending: boolean,
  pageToken: string,
) {
  const schemaRef = useRef<FormChecks | null>(null);
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
  const [focusRequest, setFocusRequest] = useState(0);

  // Scripts run: the browser checks (with our messages) instead of its own bubbles.
  const scripted = useBrowserValue(() => true, false);
  const [submissionId, setSubmissionId] = useState("");
  // When the start token in use was issued, on this page's clock: the page's token is at least as old
  // as the page, a fetched one as old as its arrival, so waiting MIN_FILL_MS from here satisfies the server.
  const startedRef = useRef(0);
  const [fetchedToken, setFetchedToken] = useState("");
  const tokenRequested = useRef(false);
  const requestToken = () => {
    if (tokenRequested.current) return;
    tokenRequested.current = true;
    fetch(FORM_TOKEN_PATH, { cache: "no-store" })
      .then((res) => (res.ok ? (res.json() as Promise<{ token?: unknown }>) : null))
      .then((body) => {
        if (typeof body?.token !== "string") return;
        setFetchedToken(body.token);
        startedRef.current = performance.now();
      })
      // Offline or refused: the page's token still vouches for the start, only for longer.
      .catch(() => undefined);
  };
  // The first touch of the form fetches both its checks (zod stays out of the page's first load; the
  // server checks every post whatever the browser did) and a fresh start token.
  const touch = () => {
    void ensureSchema();
    requestToken();
  };
  // The page that the server rendered the form on, with the query the visitor arrived with.
  const page = useBrowserValue(
    () => window.location.pathname + window.location.search,
    usePathname(),
  );

  // A fresh submission (first load or after success) gets a new id and a new fill-time start; the token
  // of a sent submission is spent, so after success a new one is fetched at once.
  useEffect(() => {
    if (state.serial === 0 || state.status === "success") {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a random id made while rendering would differ between server and browser
      setSubmissionId(newSubmissionId());
      startedRef.current = performance.now();
    }
    if (state.status === "success") {
      setFetchedToken("");
      tokenRequested.current = false;
      requestToken();
    }
  }, [state.serial, state.status]);

  useEffect(() => {
    if (state.serial === 0) return;
    (state.status === "invalid" ? summaryRef : messageRef).current?.focus();
  }, [state.serial, state.status]);

  /** Whether anything was typed or chosen since the last answer. */
  const edited = useRef(false);
  useEffect(() => {
    edited.current = false;
  }, [state.serial]);

  useEffect(() => {
    if (focusRequest > 0) summaryRef.current?.focus();
  }, [focusRequest]);

  // A click that comes sooner than a person could fill the form is held (shown as sending) until the
  // minimum time has passed, then sent: people never notice, and the server's check still applies.
  const [holding, setHolding] = useState(false);
  const holdTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(holdTimer.current), []);

  const unchecked = useRef(false);
  const isField = (name: string): name is F => Object.hasOwn(labels, name);

  const setFieldError = (name: F, message: string | undefined) =>
    setErrors((current) => {
      if (current[name] === message) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });

  const recheck = (control: Control) => {
    const name = control.name;
    const schema = schemaRef.current;
    // A file input's text is a fake path: its form checks the files themselves.
    if (!isField(name) || control.type === "file") return;
    if (!schema) {
      void ensureSchema().then(() => schemaRef.current && recheck(control));
      return;
    }
    setFieldError(name, checkField(schema.field, name, control.value));
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const control = asControl(event.target);
    if (control && isField(control.name) && (control.value !== "" || errors[control.name]))
      recheck(control);
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    edited.current = true;
    const control = asControl(event.target);
    // Only to clear or update a message already shown: no scolding while the visitor is still typing.
    if (control && isField(control.name) && errors[control.name]) recheck(control);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A second tap on Send just after the thanks (the form is empty again): nothing to send, and no
    // list of empty fields over the thanks; the thanks is read again instead.
    if (pending || (state.status === "success" && !edited.current)) {
      event.preventDefault();
      if (!pending) messageRef.current?.focus();
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
    const values = schema?.read
      ? schema.read(data)
      : Object.fromEntries(Object.keys(labels).map((name) => [name, String(data.get(name) ?? "")]));
    const checked = schema ? checkForm(schema.form, values) : ({ ok: true } as const);
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
      holdTimer.current = window.setTimeout(
        () => {
          setHolding(false);
          form.requestSubmit();
        },
        MIN_FILL_MS - elapsed + 50,
      );
    }
  };

  const hidden = {
    [META_FIELDS.submissionId]: state.values[META_FIELDS.submissionId] || submissionId,
    [META_FIELDS.startToken]: fetchedToken || state.values[META_FIELDS.startToken] || pageToken,
    [META_FIELDS.page]: state.values[META_FIELDS.page] || page || "",
  };

  return {
    errors,
    showSummary: showSummary && Object.keys(errors).length > 0,
    summaryRef,
    messageRef,
    holding: holding || pending,
    /** Sets or clears one field's message (checks a form makes itself, such as of chosen files). */
    setFieldError,
    hidden,
    formProps: {
      noValidate: scripted,
      onBlur,
      onChange,
      onSubmit,
      onFocus: touch,
      onPointerDown: touch,
    },
  };
}

export type FormFeedback<F extends string> = ReturnType<typeof useFormFeedback<F>>;
