// The notification settings and the console link: a bad address stops the start with the variable's
// name; a real project's mail links to the stored document, an emulator's does not.
import { consoleUrl } from "@/lib/notify/mail";
import { notifyRecipients } from "@/lib/notify/recipients";

describe("notification recipients", () => {
  test("comma-separated lists are trimmed, empty entries dropped, and nothing set means no recipients", () => {
    expect(
      notifyRecipients({
        NOTIFY_INQUIRIES_TO: " a@precitech.in, ,b@precitech.in,",
        NOTIFY_APPLICATIONS_TO: undefined,
      }),
    ).toEqual({
      inquiries: ["a@precitech.in", "b@precitech.in"],
      applications: [],
      // Content problems go to the inquiries' list unless NOTIFY_CONTENT_TO names others.
      content: ["a@precitech.in", "b@precitech.in"],
    });
    expect(
      notifyRecipients({
        NOTIFY_INQUIRIES_TO: "a@precitech.in",
        NOTIFY_CONTENT_TO: "owner@precitech.in",
      }).content,
    ).toEqual(["owner@precitech.in"]);
    expect(() => notifyRecipients({ NOTIFY_CONTENT_TO: "owner" })).toThrow(
      /NOTIFY_CONTENT_TO.*"owner" is not one/,
    );
    expect(notifyRecipients({})).toEqual({ inquiries: [], applications: [], content: [] });
  });

  test("a bad address is an error naming the variable and the address", () => {
    expect(() =>
      notifyRecipients({ NOTIFY_APPLICATIONS_TO: "hr@precitech.in; owner@precitech.in" }),
    ).toThrow(
      'NOTIFY_APPLICATIONS_TO must be a comma-separated list of email addresses; "hr@precitech.in; owner@precitech.in" is not one',
    );
    expect(() => notifyRecipients({ NOTIFY_INQUIRIES_TO: "sales@precitech.in,sales" })).toThrow(
      /NOTIFY_INQUIRIES_TO.*"sales" is not one/,
    );
  });
});

describe("console link", () => {
  test("a real project links to the document; an emulator has none", () => {
    expect(
      consoleUrl("Inquiries", "abc-123", {
        kind: "cloud",
        projectId: "precitech-site",
        serviceAccountJson: undefined,
      }),
    ).toBe(
      "https://console.firebase.google.com/project/precitech-site/firestore/databases/-default-/data/~2FInquiries~2Fabc-123",
    );
    expect(
      consoleUrl("Career", "x", {
        kind: "cloud",
        projectId: undefined,
        serviceAccountJson: '{"project_id":"from-key"}',
      }),
    ).toMatch(/\/project\/from-key\/.*~2FCareer~2Fx$/);
    expect(
      consoleUrl("Inquiries", "abc", {
        kind: "emulator",
        host: "127.0.0.1:8080",
        projectId: "demo-x",
      }),
    ).toBeUndefined();
  });
});
