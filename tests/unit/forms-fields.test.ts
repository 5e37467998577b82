// The field rules both forms share: the messages a visitor reads, line endings, optional fields that
// vanish when empty, document ids the server may look up, and links.
import { isDocumentId } from "@/lib/site/paths";
import {
  email,
  longMessage,
  optionalHttpUrl,
  optionalText,
  personName,
  phone,
  requiredText,
} from "@/lib/forms/fields";

const message = (
  schema: {
    safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } };
  },
  value: string,
) => schema.safeParse(value).error?.issues[0]?.message;

test("required text names the field in its messages, without a leading 'your', 'a' or 'the'", () => {
  const qualification = requiredText({ label: "your qualification", min: 3, max: 5 });
  expect(message(qualification, " ")).toBe("Enter your qualification");
  expect(message(qualification, "ab")).toBe("Qualification needs at least 3 characters");
  expect(message(qualification, "abcdef")).toBe("Use at most 5 characters");
  expect(message(requiredText({ label: "a title", min: 2, max: 9 }), "x")).toBe(
    "Title needs at least 2 characters",
  );
  // Only a leading word is dropped, never the same letters inside the label.
  expect(message(requiredText({ label: "extra time", min: 2, max: 9 }), "x")).toBe(
    "Extra time needs at least 2 characters",
  );
  expect(
    message(requiredText({ label: "the city", min: 2, max: 9, required: "Which city?" }), ""),
  ).toBe("Which city?");
  expect(qualification.parse("  abc  ")).toBe("abc");
});

test("a long message keeps tabs and new lines, turns Windows line endings into \\n, and refuses other control characters", () => {
  const text = longMessage("Tell us");
  expect(text.parse("First line\r\nsecond\rthird\tend")).toBe("First line\nsecond\nthird\tend");
  expect(message(text, "")).toBe("Tell us");
  expect(message(text, "Hello there\u0007")).toMatch(/control/);
  // A single-line field refuses new lines too.
  expect(message(personName, "Asha\tPatel")).toMatch(/control/);
});

test("a name needs a letter", () => {
  expect(message(personName, "12 34")).toBe("Enter your name in letters");
  expect(personName.parse(" Ōmi ")).toBe("Ōmi");
});

test("optional text and links become undefined when empty, so the document leaves them out", () => {
  expect(optionalText(10).parse("   ")).toBeUndefined();
  expect(optionalText(10).parse(" Vapi ")).toBe("Vapi");
  expect(message(optionalText(3), "abcd")).toBe("Use at most 3 characters");
  expect(message(optionalText(30), "Vapi\u202ETools")).toMatch(/control/);
  expect(optionalHttpUrl.parse(" ")).toBeUndefined();
  expect(optionalHttpUrl.parse(" http://x.example/cv ")).toBe("http://x.example/cv");
  expect(message(optionalHttpUrl, "mailto:a@b.c")).toBe(
    "Enter a link that starts with https:// (or http://)",
  );
});

test("email and phone messages", () => {
  expect(message(email, "")).toBe("Enter your email address");
  expect(message(email, `${"a".repeat(250)}@x.in`)).toBe("Use at most 254 characters");
  expect(message(phone, " ")).toBe("Enter your phone number");
  expect(message(phone, "1".repeat(26))).toBe("Use at most 25 characters");
  expect(message(phone, "+91 1234")).toBe("Enter a phone number with 7 to 15 digits");
  expect(phone.parse("+91 1234567")).toBe("+91 1234567");
  expect(phone.parse("123456789012345")).toBe("123456789012345");
});

test.each(["form-tools", "a", "x".repeat(1500), "_x_", "__x", "x__", "__x__y", "y__x__", "a.b"])(
  "%j is a document id the site may look up",
  (id) => {
    expect(isDocumentId(id)).toBe(true);
  },
);

test.each(["", "x".repeat(1501), "é".repeat(751), "a/b", ".", "..", "__reserved__", "____"])(
  "%j is not a document id",
  (id) => {
    expect(isDocumentId(id)).toBe(false);
  },
);
