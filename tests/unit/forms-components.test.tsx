// The form components in the browser (jsdom): labels, instant checks with aria-invalid and
// aria-describedby, the error summary that stops an invalid post, and ?product= preselection.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApplicationForm } from "@/components/forms/application-form";
import { InquiryForm } from "@/components/forms/inquiry-form";

const sendInquiry = jest.fn();
jest.mock("next/navigation", () => ({ usePathname: () => "/contact-us" }));

const products = [
  { id: "form-tools", product_name: "Form Tools" },
  { id: "reamers", product_name: "Reamers" },
];

// The form asks the server for a fresh fill-time start when it is first touched.
const fetchToken = jest.fn(async (_url: string) => ({ ok: true, json: async () => ({ token: "fresh-token" }) }));
Object.defineProperty(globalThis, "fetch", { value: (url: string) => fetchToken(url), writable: true });

beforeEach(() => {
  fetchToken.mockClear();
  sendInquiry.mockReset();
  window.history.replaceState(null, "", "/contact-us");
});

test("every field has a label, and the honeypot is hidden from assistive technology", () => {
  const { container } = render(<InquiryForm products={products} startToken="page-token" action={sendInquiry} />);
  for (const label of ["Your name", "Company (optional)", "Email", "Phone", "Product (optional)", "Your message"]) {
    expect(screen.getByLabelText(label, { exact: false })).toBeInTheDocument();
  }
  const honeypot = container.querySelector('input[name="website"]')!;
  expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(honeypot).toHaveAttribute("tabindex", "-1");
});

test("leaving a field with a bad value shows its error at once, tied to the field", async () => {
  const user = userEvent.setup();
  render(<InquiryForm products={products} startToken="page-token" action={sendInquiry} />);
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
  render(<InquiryForm products={products} startToken="page-token" action={sendInquiry} />);
  await user.type(screen.getByLabelText("Your name"), "Asha");
  await user.click(screen.getByRole("button", { name: "Send inquiry" }));
  expect(sendInquiry).not.toHaveBeenCalled();
  const summary = screen.getAllByRole("alert").find((region) => region.textContent?.includes("There are problems"))!;
  expect(within(summary).getByText(/There are problems with 3 fields/)).toBeInTheDocument();
  expect(within(summary).getByRole("link", { name: /Email: Enter your email address/ })).toHaveAttribute("href", expect.stringMatching(/^#.+-email$/));
  expect(screen.getByLabelText("Your name")).toHaveValue("Asha");
});

test("?product= preselects that product; an unknown id is ignored", () => {
  window.history.replaceState(null, "", "/contact-us?product=reamers");
  const { unmount } = render(<InquiryForm products={products} startToken="page-token" action={sendInquiry} />);
  expect(screen.getByLabelText("Product", { exact: false })).toHaveValue("reamers");
  unmount();
  window.history.replaceState(null, "", "/contact-us?product=nope");
  render(<InquiryForm products={products} startToken="page-token" action={sendInquiry} />);
  expect(screen.getByLabelText("Product", { exact: false })).toHaveValue("");
});

test("the application form offers the open positions and a general application", () => {
  render(<ApplicationForm positions={[{ id: "cnc", title: "CNC Grinder" }]} startToken="page-token" action={jest.fn()} />);
  const position = screen.getByLabelText("Position");
  expect(within(position).getAllByRole("option").map((o) => o.textContent)).toEqual([
    "Choose a position",
    "CNC Grinder",
    "General application (no particular opening)",
  ]);
  expect(screen.getByLabelText("Link to your résumé", { exact: false })).toHaveAttribute("type", "url");
});

test("the fill-time start is the page's token until the form is first touched, then a fresh one from the server", async () => {
  const user = userEvent.setup();
  const { container } = render(<InquiryForm products={products} startToken="page-token" action={sendInquiry} />);
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
