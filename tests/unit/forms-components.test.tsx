/**
 * jsdom, also when the mutation tests run it (Stryker's environment reports coverage):
 * @jest-environment @stryker-mutator/jest-runner/jest-env/jsdom
 */
// The form components in the browser (jsdom): labels, instant checks with aria-invalid and
// aria-describedby, the error summary that stops an invalid post, the inquiry list at the top of the
// contact form (a preselected product, quantities, products no longer listed), and files checked as
// soon as they are chosen.
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { ApplicationForm } from "@/components/forms/application-form";
import { InquiryForm } from "@/components/forms/inquiry-form";
import { addToList, readList } from "@/lib/forms/inquiry-list";

const sendInquiry = jest.fn();
jest.mock("next/navigation", () => ({ usePathname: () => "/contact-us" }));

const products = [
  { id: "form-tools", product_name: "Form Tools", sizes: [] },
  { id: "reamers", product_name: "Reamers", sizes: ["PR-H7-06", "PR-H7-08"] },
];

// The form asks the server for a fresh fill-time start when it is first touched.
const freshToken = async (_url: string) => ({
  ok: true,
  json: async () => ({ token: "fresh-token" }),
});
const fetchToken = jest.fn(freshToken);
Object.defineProperty(globalThis, "fetch", {
  value: (url: string) => fetchToken(url),
  writable: true,
});

/** The values of one column of the inquiry list's rows as posted: items[0].product_id, items[1]…. */
const rows = (data: FormData, column: string) =>
  [...data.keys()].filter((key) => key.endsWith(`].${column}`)).map((key) => data.get(key));

beforeEach(() => {
  fetchToken.mockReset().mockImplementation(freshToken);
  sendInquiry.mockReset();
  localStorage.clear();
  window.history.replaceState(null, "", "/contact-us");
});

function renderInquiry(props: Partial<ComponentProps<typeof InquiryForm>> = {}) {
  return render(
    <InquiryForm
      products={products}
      startToken="page-token"
      action={sendInquiry}
      askForLinks={jest.fn()}
      {...props}
    />,
  );
}

test("every field has a label, and the honeypot is hidden from assistive technology", () => {
  const { container } = renderInquiry();
  for (const label of [
    "Your name",
    "Company (optional)",
    "Email",
    "Phone",
    "Your message",
    "Drawings or photos",
    "Material",
    "Number of pieces",
    "Tool type",
  ]) {
    expect(screen.getByLabelText(label, { exact: false })).toBeInTheDocument();
  }
  const kinds = screen.getByRole("group", { name: "What do you need?" });
  expect(
    within(kinds)
      .getAllByRole("radio")
      .map((r) => r.getAttribute("value")),
  ).toEqual(["products", "job_work", "regrind", "other"]);
  expect(within(kinds).getByLabelText("Something else")).toBeChecked();
  const honeypot = container.querySelector('input[name="website"]')!;
  expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(honeypot).toHaveAttribute("tabindex", "-1");
});

test("leaving a field with a bad value shows its error at once, tied to the field", async () => {
  const user = userEvent.setup();
  renderInquiry();
  const email = screen.getByLabelText("Email");
  await user.type(email, "asha@example");
  await user.tab();
  expect(email).toHaveAttribute("aria-invalid", "true");
  expect(email).toHaveAccessibleDescription("Enter an email address like name@company.com");
  await user.type(email, ".com");
  expect(email).not.toHaveAttribute("aria-invalid");
});

test("an invalid submit is not posted: a summary at the top lists the problems", async () => {
  const user = userEvent.setup();
  renderInquiry();
  await user.type(screen.getByLabelText("Your name"), "Asha");
  await user.click(screen.getByRole("button", { name: "Send inquiry" }));
  expect(sendInquiry).not.toHaveBeenCalled();
  const summary = screen
    .getAllByRole("alert")
    .find((region) => region.textContent?.includes("There are problems"))!;
  expect(within(summary).getByText(/There are problems with 3 fields/)).toBeInTheDocument();
  expect(
    within(summary).getByRole("link", { name: /Email: Enter your email address/ }),
  ).toHaveAttribute("href", expect.stringMatching(/^#.+-email$/));
  expect(screen.getByLabelText("Your name")).toHaveValue("Asha");
});

test("the product the page was opened for is on the list with a quantity, and a quote for products is asked", async () => {
  renderInquiry({ preselected: { id: "reamers", product_name: "Reamers" } });
  expect(await screen.findByLabelText("Quantity of Reamers")).toHaveValue(1);
  expect(readList()).toEqual([{ id: "reamers", name: "Reamers", quantity: 1 }]);
  expect(screen.getByLabelText("A quote for products")).toBeChecked();
});

test("the list: quantities are kept as typed, a wrong one is flagged, a removed product goes, a product no longer listed is dropped with a note", async () => {
  const user = userEvent.setup();
  localStorage.setItem(
    "inquiry-list",
    JSON.stringify([
      { id: "form-tools", name: "Form Tools", quantity: 2 },
      { id: "old-tool", name: "Old Tool", quantity: 1 },
      { id: "reamers", name: "Reamers", quantity: 1 },
    ]),
  );
  renderInquiry();
  expect(await screen.findByText(/Old Tool is no longer in our catalogue/)).toBeInTheDocument();
  const formTools = screen.getByLabelText("Quantity of Form Tools");
  await user.clear(formTools);
  await user.type(formTools, "250");
  await user.tab();
  expect(readList().find((e) => e.id === "form-tools")?.quantity).toBe(250);
  const reamers = screen.getByLabelText("Quantity of Reamers");
  await user.clear(reamers);
  await user.type(reamers, "2.5");
  await user.tab();
  expect(reamers).toHaveAttribute("aria-invalid", "true");
  expect(reamers).toHaveAccessibleDescription(/whole number from 1/);
  await user.click(screen.getByRole("button", { name: "Remove Reamers" }));
  expect(readList().map((e) => e.id)).toEqual(["form-tools"]);
  expect(screen.queryByLabelText("Quantity of Reamers")).toBeNull();
  expect(screen.getByLabelText("A quote for products")).toBeChecked();
});

test("a product or size taken out of the catalogue is dropped with a note, and put back with its quantity if it returns while the page is open", async () => {
  localStorage.setItem(
    "inquiry-list",
    JSON.stringify([
      { id: "form-tools", name: "Form Tools", quantity: 2 },
      { id: "old-tool", name: "Old Tool", quantity: 4 },
      { id: "reamers", name: "Reamers", quantity: 7, variant: "PR-H7-99" },
    ]),
  );
  const form = (list: typeof products) => (
    <InquiryForm
      products={list}
      startToken="page-token"
      action={sendInquiry}
      askForLinks={jest.fn()}
    />
  );
  const { container, rerender } = render(form(products));
  expect(
    await screen.findByText(
      "Old Tool, Reamers (size PR-H7-99) are no longer in our catalogue and were taken off your list.",
    ),
  ).toBeInTheDocument();
  expect(screen.queryByLabelText("Quantity of Old Tool")).toBeNull();
  expect(readList().map((e) => e.id)).toEqual(["form-tools"]);
  expect(rows(new FormData(container.querySelector("form")!), "product_id")).toEqual([
    "form-tools",
  ]);

  // The owners list it again (a draft for a moment, say), and the size: both are back with their quantities.
  const back = [...products, { id: "old-tool", product_name: "Old Tool", sizes: [] }].map((p) =>
    p.id === "reamers" ? { ...p, sizes: [...p.sizes, "PR-H7-99"] } : p,
  );
  rerender(form(back));
  expect(await screen.findByLabelText("Quantity of Old Tool")).toHaveValue(4);
  expect(screen.getByLabelText("Quantity of Reamers, size PR-H7-99")).toHaveValue(7);
  expect(screen.queryByText(/no longer in our catalogue/)).toBeNull();
  expect(readList().map((e) => [e.id, e.quantity])).toEqual([
    ["form-tools", 2],
    ["old-tool", 4],
    ["reamers", 7],
  ]);
});

test("sizes of one product are rows of their own: each named by its code, posted with it, removed alone", async () => {
  const user = userEvent.setup();
  act(() => {
    expect(addToList("reamers", "Reamers", "PR-H7-06")).toBe(true);
    expect(addToList("reamers", "Reamers", "PR-H7-08")).toBe(true);
    expect(addToList("reamers", "Reamers", "PR-H7-06")).toBe(true);
    expect(addToList("reamers", "Reamers")).toBe(true);
  });
  expect(readList()).toEqual([
    { id: "reamers", name: "Reamers", quantity: 1, variant: "PR-H7-06" },
    { id: "reamers", name: "Reamers", quantity: 1, variant: "PR-H7-08" },
    { id: "reamers", name: "Reamers", quantity: 1 },
  ]);
  const { container } = renderInquiry();
  expect(await screen.findByText("Size PR-H7-06")).toBeInTheDocument();
  const eight = screen.getByLabelText("Quantity of Reamers, size PR-H7-08");
  await user.clear(eight);
  await user.type(eight, "40");
  await user.tab();
  expect(readList().map((e) => [e.variant, e.quantity])).toEqual([
    ["PR-H7-06", 1],
    ["PR-H7-08", 40],
    [undefined, 1],
  ]);
  const posted = new FormData(container.querySelector("form")!);
  expect(rows(posted, "variant")).toEqual(["PR-H7-06", "PR-H7-08", ""]);
  await user.click(screen.getByRole("button", { name: "Remove Reamers, size PR-H7-06" }));
  expect(readList().map((e) => e.variant)).toEqual(["PR-H7-08", undefined]);
});

test("a kind the visitor chose is kept when products reach the list (from another tab, or as it loads)", async () => {
  renderInquiry();
  fireEvent.click(screen.getByLabelText("Regrinding of my tools"));
  act(() => {
    addToList("form-tools", "Form Tools");
  });
  await screen.findByLabelText("Quantity of Form Tools");
  expect(screen.getByLabelText("Regrinding of my tools")).toBeChecked();
});

test("chosen files are checked at once: one too many is refused next to the file field", async () => {
  const user = userEvent.setup();
  renderInquiry();
  const input = screen.getByLabelText("Drawings or photos", { exact: false });
  await user.upload(
    input,
    [1, 2, 3, 4, 5, 6].map(
      (n) => new File(["%PDF-1.4"], `sheet-${n}.pdf`, { type: "application/pdf" }),
    ),
  );
  await waitFor(() => expect(input).toHaveAttribute("aria-invalid", "true"));
  expect(input).toHaveAccessibleDescription(/Attach at most 5 files/);
});

test("the application form offers the open positions and a general application", () => {
  render(
    <ApplicationForm
      positions={[{ id: "cnc", title: "CNC Grinder" }]}
      startToken="page-token"
      action={jest.fn()}
      askForLinks={jest.fn()}
    />,
  );
  const position = screen.getByLabelText("Position");
  expect(
    within(position)
      .getAllByRole("option")
      .map((o) => o.textContent),
  ).toEqual(["Choose a position", "CNC Grinder", "General application (no particular opening)"]);
  expect(screen.getByLabelText("Link to your résumé", { exact: false })).toHaveAttribute(
    "type",
    "url",
  );
});

test("a position that closes while chosen stays chosen, marked no longer open and not posted; reopened, it is posted again", async () => {
  const user = userEvent.setup();
  const form = (positions: { id: string; title: string }[]) => (
    <ApplicationForm
      positions={positions}
      startToken="page-token"
      action={jest.fn()}
      askForLinks={jest.fn()}
    />
  );
  const both = [
    { id: "cnc", title: "CNC Grinder" },
    { id: "qc", title: "Quality Inspector" },
  ];
  const { container, rerender } = render(form(both));
  const position = screen.getByLabelText("Position") as HTMLSelectElement;
  await user.selectOptions(position, "qc");
  rerender(form([both[0]]));
  expect(position.value).toBe("qc");
  expect(position.selectedOptions[0]).toHaveTextContent(
    "Quality Inspector (no longer open: choose another)",
  );
  // A disabled option is not posted (browsers leave it out; the browser test checks the answer).
  expect(position.selectedOptions[0]).toBeDisabled();
  rerender(form(both));
  expect(position.value).toBe("qc");
  expect(position.selectedOptions[0]).toHaveTextContent(/^Quality Inspector$/);
  expect(new FormData(container.querySelector("form")!).get("position_id")).toBe("qc");
});

test("the fill-time start is the page's token until the form is first touched, then a fresh one from the server", async () => {
  const user = userEvent.setup();
  const { container } = renderInquiry();
  const start = container.querySelector('input[name="start_token"]')!;
  expect(start).toHaveValue("page-token");
  expect(fetchToken).not.toHaveBeenCalled();
  await user.click(screen.getByLabelText("Your name"));
  await user.click(screen.getByLabelText("Email"));
  expect(fetchToken).toHaveBeenCalledTimes(1);
  expect(fetchToken).toHaveBeenCalledWith("/api/form-token");
  await waitFor(() => expect(start).toHaveValue("fresh-token"));
  // Nothing the browser measures is posted: the server times the visit from the token alone.
  expect(container.querySelector('input[name="fill_ms"], input[name="started_at"]')).toBeNull();
});

/** Long enough between touches to be a person's (form-frame.tsx holds quicker sends). */
function slowClock() {
  let now = 0;
  jest.spyOn(performance, "now").mockImplementation(() => (now += 1_000));
}

/**
 * The contact form's message and contact details, as a visitor types them. (Each field is cleared first:
 * user-event keeps its own copy of a field's text, which the form's reset after a thanks does not touch.)
 */
async function fillContact(user: ReturnType<typeof userEvent.setup>, message: string) {
  for (const [label, text] of [
    ["Your message", message],
    ["Your name", "Asha Patel"],
    ["Email", "asha@example.com"],
    ["Phone", "+91 98250 41234"],
  ]) {
    const field = screen.getByLabelText(label, {
      exact: label === "Email" || label === "Your name",
    });
    await user.clear(field);
    await user.type(field, text);
  }
}

test("a product the visitor took off the list stays off after an answer, though the page was opened for it", async () => {
  const user = userEvent.setup();
  slowClock();
  sendInquiry.mockImplementation(async (_previous: unknown, data: FormData) => ({
    status: "error",
    initialValue: { name: String(data.get("name")), message: String(data.get("message")) },
    error: {
      "": [
        "You have sent several forms in the last few minutes: please wait a little and send again.",
      ],
    },
  }));
  renderInquiry({ preselected: { id: "reamers", product_name: "Reamers" } });
  await user.click(await screen.findByRole("button", { name: "Remove Reamers" }));
  await user.click(screen.getByLabelText("Something else"));
  await fillContact(user, "Do you supply carbide inserts?");
  await user.click(screen.getByRole("button", { name: "Send inquiry" }));
  await screen.findByText(/You have sent several forms/);
  expect(sendInquiry).toHaveBeenCalledTimes(1);
  expect(rows(sendInquiry.mock.calls[0][1], "product_id")).toEqual([]);
  expect(screen.queryByLabelText("Quantity of Reamers")).toBeNull();
  expect(readList()).toEqual([]);
});

test("a send that never reaches the server (the connection dropped) is answered in the form, which keeps every field", async () => {
  const user = userEvent.setup();
  slowClock();
  sendInquiry.mockRejectedValue(new TypeError("Failed to fetch"));
  renderInquiry();
  await fillContact(user, "Twenty reamers, 8 mm H7");
  await user.click(screen.getByRole("button", { name: "Send inquiry" }));
  const answer = await screen.findByText(
    /Nothing was sent: check your connection, then press Send again/,
  );
  expect(answer.closest('[role="alert"]')).not.toBeNull();
  expect(screen.getByLabelText("Your message", { exact: false })).toHaveValue(
    "Twenty reamers, 8 mm H7",
  );
  expect(screen.getByLabelText("Your name")).toHaveValue("Asha Patel");
  expect(screen.getByLabelText("Email")).toHaveValue("asha@example.com");
  expect(screen.getByRole("button", { name: "Send inquiry" })).toBeEnabled();
});

test("after the thanks the fields give way to it; Start a new inquiry brings them back empty, at the first", async () => {
  const user = userEvent.setup();
  slowClock();
  sendInquiry.mockImplementation(async () => ({
    initialValue: null,
    thanks: "Thank you, Asha Patel. We have received your inquiry.",
    receipt: { asked: ["Job work from a drawing", "1 file attached"] },
  }));
  renderInquiry();
  await fillContact(user, "Twenty reamers, 8 mm H7");
  await user.click(screen.getByRole("button", { name: "Send inquiry" }));
  const thanks = await screen.findByRole("status");
  await waitFor(() => expect(thanks).toHaveTextContent(/Thank you, Asha Patel/));
  expect(within(thanks).getByRole("list", { name: "What you sent" })).toHaveTextContent(
    "1 file attached",
  );
  // Nothing under the thanks to send again, or to read as a second, empty inquiry.
  expect(screen.queryByRole("button", { name: "Send inquiry" })).toBeNull();
  expect(screen.getByLabelText("Your name")).not.toBeVisible();
  await user.click(within(thanks).getByRole("link", { name: "Start a new inquiry" }));
  expect(thanks).toBeEmptyDOMElement();
  const name = screen.getByLabelText("Your name");
  expect(name).toHaveValue("");
  expect(screen.getByRole("button", { name: "Send inquiry" })).toBeVisible();
  // The focus is on the form's first field, not left on the link that went away.
  const focused = document.activeElement!;
  expect(focused.closest("form")).toBe(name.closest("form"));
  expect(["INPUT", "SELECT", "TEXTAREA"]).toContain(focused.tagName);
});

test("a second inquiry after the thanks is a submission of its own: a new id and a fresh fill-time start", async () => {
  const user = userEvent.setup();
  slowClock();
  // Each start token the form asks for is a new one (the live lists ask /api/live-config too).
  let issued = 0;
  fetchToken.mockImplementation(async (url: string) =>
    url === "/api/form-token"
      ? { ok: true, json: async () => ({ token: `fresh-token-${++issued}` }) }
      : freshToken(url),
  );
  sendInquiry.mockImplementation(async () => ({
    initialValue: null,
    thanks: "Thank you, Asha Patel. We have received your inquiry.",
  }));
  const { container } = renderInquiry();
  const start = () => container.querySelector('input[name="start_token"]');
  await fillContact(user, "Twenty reamers, 8 mm H7");
  await waitFor(() => expect(start()).toHaveValue("fresh-token-1"));
  await user.click(screen.getByRole("button", { name: "Send inquiry" }));
  await screen.findByText(/Thank you, Asha Patel/);
  // The first start token is spent: the form asks for another at once.
  await waitFor(() => expect(start()).toHaveValue("fresh-token-2"));
  await user.click(screen.getByRole("link", { name: "Start a new inquiry" }));
  await fillContact(user, "And ten form tools");
  await user.click(screen.getByRole("button", { name: "Send inquiry" }));
  await waitFor(() => expect(sendInquiry).toHaveBeenCalledTimes(2));
  const [first, second] = sendInquiry.mock.calls.map((call) => call[1] as FormData);
  expect(second.get("message")).toBe("And ten form tools");
  // The same id would be taken for a retry of the first: answered with thanks and never stored.
  expect(second.get("submission_id")).toMatch(/^[0-9a-f]{32}$/);
  expect(second.get("submission_id")).not.toBe(first.get("submission_id"));
  expect([first.get("start_token"), second.get("start_token")]).toEqual([
    "fresh-token-1",
    "fresh-token-2",
  ]);
});

test("the server's answer takes the focus: its list of problems when it found some, else its message", async () => {
  const user = userEvent.setup();
  slowClock();
  sendInquiry
    .mockImplementationOnce(async (_previous: unknown, data: FormData) => ({
      status: "error",
      initialValue: Object.fromEntries(
        [...data].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      ),
      error: { email: ["This address does not take mail: check it"] },
    }))
    .mockImplementationOnce(async () => ({
      status: "error",
      error: {
        "": [
          "You have sent several forms in the last few minutes: please wait a little and send again.",
        ],
      },
    }));
  renderInquiry();
  await fillContact(user, "Twenty reamers, 8 mm H7");
  await user.click(screen.getByRole("button", { name: "Send inquiry" }));
  const problem = await screen.findByRole("link", {
    name: /Email: This address does not take mail/,
  });
  expect(document.activeElement).toBe(problem.closest('[role="alert"]'));
  await user.click(screen.getByRole("button", { name: "Send inquiry" }));
  const refusal = await screen.findByText(/You have sent several forms/);
  expect(document.activeElement).toContainElement(refusal);
});

test("Remove keeps the focus in the list and says what was taken off; the last one leaves the focus on the emptied list", async () => {
  const user = userEvent.setup();
  act(() => {
    addToList("form-tools", "Form Tools");
    addToList("reamers", "Reamers");
  });
  renderInquiry();
  await user.click(await screen.findByRole("button", { name: "Remove Form Tools" }));
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove Reamers" }));
  expect(
    screen.getByText("Form Tools was taken off your inquiry.").closest('[role="status"]'),
  ).not.toBeNull();
  await user.click(screen.getByRole("button", { name: "Remove Reamers" }));
  expect(document.activeElement).toBe(screen.getByRole("group", { name: "Your products" }));
  expect(screen.getByText("Reamers was taken off your inquiry.")).toBeInTheDocument();
  expect(screen.getByText("No products on your list.")).toBeInTheDocument();
});
