"use client";
// The frame and browser side of both forms. Conform (useForm) holds each field's errors and what was
// typed: the action's reply (`lastResult`) brings them back, with or without JavaScript, and the form's
// schema, loaded at first touch with a fresh fill-time start, checks a field as it is left and the form
// before it is sent. Ours, which Conform does not do: holding a send sooner than a person could fill the
// form, the files (checked when chosen, sent straight to Storage: lib/forms/browser-parts.ts), a send
// that never reached the server, and the focus on each answer.
import { FormProvider, getFormProps, parse, useForm } from "@conform-to/react";
import { usePathname } from "next/navigation";
import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { FieldsContext } from "@/components/forms/form-parts";
import type { AskForLinks, BrowserParts } from "@/lib/forms/browser-parts";
import {
  META_FIELDS,
  MIN_FILL_MS,
  NOT_SENT_MESSAGE,
  type FormAction,
  type FormReply,
} from "@/lib/forms/result";
import { privacyPage } from "@/lib/site/facts";

type Errors = Partial<Record<string, string>>;

// The page's clock, read in handlers and effects only.
const pageClock = () => performance.now();

/** A random id for one submission; a retry of the same submission sends the same id. */
function newSubmissionId(): string {
  // getRandomValues, unlike randomUUID, also exists on plain-http pages.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The first message of each field (a list's rows count as the list), by field name. */
function firstErrors(all: Record<string, string[] | null | undefined> = {}): Errors {
  const out: Errors = {};
  for (const [path, messages] of Object.entries(all)) {
    const field = path.split(/[.[]/)[0];
    if (field && messages?.[0]) out[field] ??= messages[0];
  }
  return out;
}

/** An answer that lists fields to correct (and says nothing of the whole form): the summary shows it. */
const listsFields = (reply: FormReply | null) =>
  !reply?.error?.[""] && Object.keys(firstErrors(reply?.error)).length > 0;

const box = "mb-6 rounded-md border p-4";

/** What a form's page hands it: its server actions, and the server-signed fill-time start (checks.ts). */
export type FormProps = { action: FormAction; askForLinks: AskForLinks; startToken: string };

/**
 * A form of the site: the answer and the error summary at the top, the hidden fields the server reads
 * (and the honeypot, which people and screen readers never meet), the fields (`children`, given the
 * answer and every field's errors), the submit button with its pending state and the privacy note.
 */
export function FormFrame({
  id,
  action,
  askForLinks,
  load,
  startToken,
  defaultValue,
  label,
  labels,
  submitText,
  children,
}: FormProps & {
  /** The form's id, the prefix of its fields' ids: "inquiry", "application". */
  id: string;
  /** The form's code for the browser (its schema's checks, the sending of files), loaded at first touch. */
  load: () => Promise<BrowserParts>;
  defaultValue?: Record<string, string>;
  label: string;
  /** The form's fields by name, with their labels, in the summary's order. */
  labels: Record<string, string>;
  submitText: string;
  children: (state: { reply: FormReply | null; allErrors: Record<string, string[]> }) => ReactNode;
}) {
  const pathname = usePathname();
  // The page's own address as the form's `action` without scripts (React writes an empty one, which
  // HTML does not allow).
  const [posted, formAction] = useActionState(action, null, pathname);
  // With scripts the form is sent from code, through this wrapper: a send that never reached the server
  // would otherwise reach the page's error boundary, which draws the page again without what was typed.
  const [reply, send, pending] = useActionState(
    async (previous: FormReply | null, data: FormData): Promise<FormReply> =>
      action(previous, data).catch(() => ({ status: "error", error: { "": [NOT_SENT_MESSAGE] } })),
    posted,
  );

  const parts = useRef<BrowserParts | null>(null);
  const loading = useRef<Promise<BrowserParts | null> | null>(null);
  const loadParts = () =>
    (loading.current ??= load().then(
      (loaded) => (parts.current = loaded),
      () => (loading.current = null),
    ));
  const [fileProblem, setFileProblem] = useState<string>();
  const [busy, setBusy] = useState<string>();
  /** Whether Conform let the form go. */
  const accepted = useRef(false);

  const [form, fields] = useForm({
    id,
    lastResult: reply,
    defaultValue,
    // The browser's own checks until scripts run (and without them); then the schema's, with our messages.
    defaultNoValidate: false,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      if (parts.current) return parts.current.validate(formData);
      // The checks are not here yet: nothing to say of a field, and a send waits for them (below).
      return parse(formData, { resolve: (_, intent) => (intent ? { error: {} } : { value: {} }) });
    },
    onSubmit(event) {
      event.preventDefault();
      accepted.current = true;
      if (pending || busy !== undefined) return;
      const element = event.currentTarget;
      setBusy("Sending…");
      // A click sooner than a person could fill the form is held (as sending) until they could have.
      const wait = MIN_FILL_MS + 50 - (pageClock() - started.current);
      void new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)))
        .then(loadParts)
        .then((loaded) =>
          // Sent before the checks arrived: sent again, now checked (Conform shows what is wrong).
          loaded!.validate(new FormData(element)).status !== "success"
            ? element.requestSubmit()
            : loaded!.send(element, {
                busy: setBusy,
                post: (data) => startTransition(() => send(data)),
                refuseFiles: setFileProblem,
                askForLinks,
              }),
        )
        // The code could not be loaded: nothing was sent, as the visitor is told beside the files.
        .catch(() => setFileProblem(NOT_SENT_MESSAGE))
        .finally(() => setBusy(undefined));
    },
  });

  // The fill-time start: the page's token, then a fresh one from the first touch; `started` is when it
  // was issued at the latest, on this page's clock (the page's is at least as old as the page).
  const started = useRef(0);
  const [fetchedToken, setFetchedToken] = useState("");
  const tokenRequested = useRef(false);
  const touch = () => {
    void loadParts();
    if (tokenRequested.current) return;
    tokenRequested.current = true;
    fetch("/api/form-token", { cache: "no-store" })
      .then((res) => (res.ok ? (res.json() as Promise<{ token?: unknown }>) : null))
      .then((body) => {
        if (typeof body?.token !== "string") return;
        setFetchedToken(body.token);
        started.current = pageClock();
      })
      // Offline or refused: the page's token still vouches for the start, only for longer.
      .catch(() => undefined);
  };
  const [submissionId, setSubmissionId] = useState("");
  // A fresh submission (first load, or after the thanks) gets a new id and a new start.
  useEffect(() => {
    if (reply && !reply.thanks) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a random id made while rendering would differ between server and browser
    setSubmissionId(newSubmissionId());
    started.current = pageClock();
    if (!reply) return;
    setFetchedToken("");
    setFileProblem(undefined);
    tokenRequested.current = false;
    touch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [reply]);

  // The list of problems shows after a send that found some, until the next answer; each answer takes
  // the focus (its list, else the line above the form).
  const [summaryShown, setSummaryShown] = useState(listsFields(reply));
  const [focus, setFocus] = useState<{ on: "summary" | "message" | "fields" }>();
  const [seenReply, setSeenReply] = useState(reply);
  if (seenReply !== reply) {
    setSeenReply(reply);
    setSummaryShown(listsFields(reply));
    setFocus({ on: listsFields(reply) ? "summary" : "message" });
  }
  const summaryRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus?.on === "fields")
      fieldsRef.current
        ?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")
        ?.focus();
    else if (focus) (focus.on === "summary" ? summaryRef : messageRef).current?.focus();
  }, [focus]);
  // After the thanks the fields give way to it, until the visitor starts a new one.
  const [restartedAfter, setRestartedAfter] = useState<FormReply | null>(null);
  const thanked = reply?.thanks && restartedAfter !== reply ? reply : null;

  const echoed = (name: string) => fields[name].initialValue as string | undefined;
  const hidden = {
    [META_FIELDS.submissionId]: echoed(META_FIELDS.submissionId) || submissionId,
    [META_FIELDS.startToken]: fetchedToken || echoed(META_FIELDS.startToken) || startToken,
    // With scripts, the page with its query is set as the form is sent (browser-parts.ts).
    [META_FIELDS.page]: echoed(META_FIELDS.page) || pathname,
  };
  const errors: Errors = {
    ...firstErrors(form.allErrors),
    ...(fileProblem && { files: fileProblem }),
  };
  const listed = Object.keys(labels).filter((field) => errors[field]);
  const problem = reply?.error?.[""]?.[0];
  const honeypot = `${id}-${META_FIELDS.honeypot}`;
  const busyText = busy ?? (pending ? "Sending…" : undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Conform checks a field as it is left by submitting the form with a button of its own.
    const checking =
      (event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") === "__intent__";
    accepted.current = false;
    form.onSubmit(event);
    if (!checking && !accepted.current && parts.current) {
      setSummaryShown(true);
      setFocus({ on: "summary" });
    }
  };

  return (
    <FormProvider context={form.context}>
      <form
        {...getFormProps(form, { ariaAttributes: false })}
        onSubmit={onSubmit}
        action={formAction}
        aria-label={label}
        className="relative"
        onFocus={touch}
        onPointerDown={touch}
        // Chosen files are checked at once (count, size, type, content), once the code is here.
        onChange={({ target }) => {
          if (!(target instanceof HTMLInputElement) || target.type !== "file") return;
          const chosen = Array.from(target.files ?? []);
          void loadParts().then((loaded) => loaded?.fileProblem(chosen).then(setFileProblem));
        }}
      >
        {/* Without scripts the answer's page opens at the answer (`autoFocus` in the HTML); with them the
            effect above moves the focus. */}
        <div
          ref={messageRef}
          tabIndex={-1}
          className="outline-none"
          autoFocus={Boolean(thanked || problem)}
        >
          <div role="status">
            {thanked ? (
              <div className={`${box} border-green-700 bg-green-50 text-green-900`}>
                <p>{thanked.thanks}</p>
                {thanked.receipt?.asked.length ? (
                  <ul aria-label="What you sent" className="mt-2 list-disc pl-5 text-sm">
                    {thanked.receipt.asked.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : null}
                {/* Without scripts the page again; with them the emptied fields, at their first. */}
                <a
                  href={pathname}
                  className="mt-2 inline-block font-semibold underline"
                  onClick={(event) => {
                    event.preventDefault();
                    setRestartedAfter(thanked);
                    setFocus({ on: "fields" });
                  }}
                >
                  Start a new {label.toLowerCase()}
                </a>
              </div>
            ) : null}
          </div>
          <div role="alert">
            {problem ? (
              <p className={`${box} border-red-700 bg-red-50 text-red-900`}>{problem}</p>
            ) : null}
          </div>
        </div>
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          className="outline-none"
          autoFocus={listsFields(reply)}
        >
          {summaryShown && listed.length > 0 ? (
            <div className={`${box} border-red-700 bg-red-50 text-red-900`}>
              <h2 className="font-semibold">
                {listed.length === 1
                  ? "There is a problem with one field"
                  : `There are problems with ${listed.length} fields`}
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {listed.map((field) => (
                  <li key={field}>
                    <a href={`#${id}-${field}`} className="underline">
                      {labels[field]}: {errors[field]}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div aria-hidden="true" className="sr-only">
          <label htmlFor={honeypot}>Leave this field empty</label>
          <input
            id={honeypot}
            type="text"
            name={META_FIELDS.honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <div ref={fieldsRef} hidden={Boolean(thanked)}>
          <FieldsContext value={{ labels, errors: fileProblem ? { files: fileProblem } : {} }}>
            <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
              {children({ reply, allErrors: form.allErrors as Record<string, string[]> })}
            </div>
          </FieldsContext>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
            <button
              type="submit"
              disabled={busyText !== undefined}
              aria-disabled={busyText !== undefined}
              className="button-solid inline-flex items-center justify-center rounded-md px-6 py-3 font-semibold shadow-sm focus-ring disabled:cursor-wait disabled:opacity-70"
            >
              {busyText ?? submitText}
            </button>
            {/* The notice opens in a new tab, so nothing typed is lost. */}
            <p className="text-sm text-steel-600">
              How we use these details:{" "}
              <a
                href={privacyPage.href}
                target="_blank"
                className="font-semibold text-brand-ink underline underline-offset-4"
              >
                privacy notice
              </a>{" "}
              (opens in a new tab)
            </p>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
