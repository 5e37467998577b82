// The privacy notice: the default text fits the content model and keeps to Latin-1, the owners' document
// replaces it whole, a document that does not fit falls back to it (never an empty page), and the page's
// parts draw the notice and the company's contact, both forms linking to it beside their send button.
import { act, render, screen, within } from "@testing-library/react";
import { ApplicationForm } from "@/components/forms/application-form";
import { InquiryForm } from "@/components/forms/inquiry-form";
import { PrivacyContact, PrivacyNotice } from "@/components/privacy/privacy-notice";
import { demoContent } from "@/lib/content/demo-content";
import { parseDocument, parseFirst } from "@/lib/content/parse";
import { companySchema, type Privacy } from "@/lib/content/schemas";
import { DEFAULT_COMPANY } from "@/lib/site/default-company";
import { DEFAULT_PRIVACY, defaultPrivacy, privacyOrDefault } from "@/lib/site/default-privacy";

jest.mock("next/navigation", () => ({ usePathname: () => "/contact-us" }));
// The forms' lists (products, open positions) as the server gave them: no database in this test.
jest.mock("@/lib/live/use-live", () => ({
  useLive: (_collection: string, initial: unknown) => initial,
}));

beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const OWNERS = {
  title: "How we handle your data",
  intro: "Our own words.",
  sections: [
    { heading: "What we collect", text: "Your name and e-mail." },
    { heading: "Your rights", text: "Write to us." },
  ],
  updated: "2026-12-01",
};

/** The notice the page shows for these documents of the `privacy` collection. */
const shown = (...docs: { id: string; data: unknown }[]) =>
  privacyOrDefault(parseFirst("privacy", docs));

describe("the default notice", () => {
  test("fits the content model, as the demo content that seeds it", () => {
    expect(parseDocument("privacy", { id: "main", data: DEFAULT_PRIVACY })).toEqual({
      value: { ...defaultPrivacy, id: "main" },
      problems: [],
    });
    expect(demoContent.privacy).toEqual({ main: DEFAULT_PRIVACY });
  });

  test("keeps to Latin-1 (no curly quotes, no long dashes)", () => {
    const beyond = [...JSON.stringify(DEFAULT_PRIVACY)].filter((c) => c.charCodeAt(0) > 0xff);
    expect(beyond).toEqual([]);
  });

  test("says what the site collects and why, the visitor's rights and the Board, and names no address of its own", () => {
    const text = JSON.stringify(DEFAULT_PRIVACY);
    for (const words of [
      "inquiry form",
      "application form",
      "CV",
      "IP address",
      "local storage",
      "no cookies",
      "correct",
      "erase",
      "withdraw your consent",
      "Data Protection Board of India",
    ]) {
      expect(text).toContain(words);
    }
    // Whom to write to is the company record's, drawn under the notice: never a fixed address in it.
    expect(text).not.toMatch(/@/);
  });
});

describe("the owners' document, or the default", () => {
  test("no document: the default notice", () => {
    expect(shown()).toBe(defaultPrivacy);
  });

  test("a document that fits replaces the default whole", () => {
    expect(shown({ id: "main", data: OWNERS })).toEqual({ ...OWNERS, id: "main" });
  });

  test.each([
    ["without a title", { ...OWNERS, title: "" }, "title"],
    ["without sections", { ...OWNERS, sections: [] }, "sections"],
    ["with sections as text", { ...OWNERS, sections: "What we collect" }, "sections"],
    [
      "with no section that fits",
      { ...OWNERS, sections: [{ heading: "Only a heading" }] },
      "sections, entry 1, text",
    ],
  ])("a document %s is left out and reported: the default notice is shown", (_, data, field) => {
    const { value, problems } = parseDocument("privacy", { id: "main", data });
    expect(value).toBeUndefined();
    expect(problems.map((p) => p.field)).toContain(field);
    expect(shown({ id: "main", data })).toBe(defaultPrivacy);
  });

  test("a wrong section or date is dropped and reported; the rest of the owners' notice is kept", () => {
    const data = {
      ...OWNERS,
      sections: [OWNERS.sections[0], { heading: "Half typed" }, OWNERS.sections[1]],
      updated: "01/12/2026",
    };
    const { value, problems } = parseDocument("privacy", { id: "main", data });
    expect(value).toEqual({ ...OWNERS, updated: undefined, id: "main" });
    expect(problems.map((p) => p.field).sort()).toEqual(["sections, entry 2, text", "updated"]);
  });
});

describe("the page's parts", () => {
  test("the notice: its title as the page's heading, a heading per section with its text, and the day it was last changed", () => {
    render(<PrivacyNotice value={null} />);
    expect(
      screen.getByRole("heading", { level: 1, name: DEFAULT_PRIVACY.title }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(
      DEFAULT_PRIVACY.sections.map((s) => s.heading),
    );
    for (const section of DEFAULT_PRIVACY.sections)
      expect(screen.getByText(section.text)).toBeInTheDocument();
    expect(screen.getByText("Last updated 27 November 2026")).toBeInTheDocument();
  });

  test("the owners' notice is drawn instead, and a notice without a date says none", () => {
    const owners: Privacy = { ...OWNERS, id: "main", updated: undefined };
    render(<PrivacyNotice value={owners} />);
    expect(screen.getByRole("heading", { level: 1, name: OWNERS.title })).toBeInTheDocument();
    expect(screen.getByText("Our own words.")).toBeInTheDocument();
    expect(screen.queryByText(DEFAULT_PRIVACY.sections[0].heading)).toBeNull();
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });

  test("the contact is the company record's e-mail, else the default company's", () => {
    const { unmount } = render(<PrivacyContact value={null} />);
    expect(screen.getByRole("link", { name: DEFAULT_COMPANY.email })).toHaveAttribute(
      "href",
      `mailto:${DEFAULT_COMPANY.email}`,
    );
    unmount();
    const company = {
      ...companySchema.parse({ ...DEFAULT_COMPANY, email: "privacy@example.in" }),
      id: "main",
    };
    render(<PrivacyContact value={company} />);
    const contact = screen.getByRole("region", { name: "Contact" });
    expect(within(contact).getByRole("link", { name: "privacy@example.in" })).toHaveAttribute(
      "href",
      "mailto:privacy@example.in",
    );
    expect(contact).toHaveTextContent(DEFAULT_COMPANY.address.join(", "));
  });
});

test("both forms link to the privacy notice beside their send button, in a new tab so nothing typed is lost", async () => {
  // In act: the contact form's list editor loads once the form is interactive.
  await act(async () => {
    render(
      <>
        <InquiryForm products={[]} startToken="t" action={jest.fn()} askForLinks={jest.fn()} />
        <ApplicationForm positions={[]} startToken="t" action={jest.fn()} askForLinks={jest.fn()} />
      </>,
    );
  });
  for (const [form, send] of [
    ["Inquiry", "Send inquiry"],
    ["Job application", "Send application"],
  ]) {
    const frame = screen.getByRole("form", { name: form });
    const link = within(frame).getByRole("link", { name: "privacy notice" });
    expect(link).toHaveAttribute("href", "/privacy");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.closest("p")).toHaveTextContent(
      "How we use these details: privacy notice (opens in a new tab)",
    );
    // Beside the button: in the same row, after it.
    expect(link.closest("p")?.previousElementSibling).toBe(
      within(frame).getByRole("button", { name: send }),
    );
  }
});
