/**
 * jsdom, also when the mutation tests run it (Stryker's environment reports coverage):
 * @jest-environment @stryker-mutator/jest-runner/jest-env/jsdom
 */
// A form whose sending code cannot be loaded (the connection dropped before the visitor pressed Send):
// nothing is sent, the visitor is told so beside the files, and what was typed stays in the form.
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { InquiryForm } from "@/components/forms/inquiry-form";

jest.mock("next/navigation", () => ({ usePathname: () => "/contact-us" }));
jest.mock("@/lib/forms/browser-parts", () => {
  throw new Error("the connection dropped");
});
Object.defineProperty(globalThis, "fetch", {
  value: async () => ({ ok: true, json: async () => ({ token: "fresh-token" }) }),
  writable: true,
});

test("a Send whose code cannot be loaded sends nothing, says so beside the files and keeps what was typed", async () => {
  const send = jest.fn();
  render(
    <InquiryForm products={[]} startToken="page-token" action={send} askForLinks={jest.fn()} />,
  );
  fireEvent.change(screen.getByLabelText("Your message", { exact: false }), {
    target: { value: "Twenty reamers, 8 mm H7" },
  });
  fireEvent.submit(screen.getByRole("button", { name: "Send inquiry" }).closest("form")!);
  const files = screen.getByLabelText("Drawings or photos", { exact: false });
  await waitFor(
    () => expect(files).toHaveAccessibleDescription(/Nothing was sent: check your connection/),
    { timeout: 5000 },
  );
  expect(send).not.toHaveBeenCalled();
  expect(screen.getByLabelText("Your message", { exact: false })).toHaveValue(
    "Twenty reamers, 8 mm H7",
  );
});
