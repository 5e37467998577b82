// The field rules both forms share: the messages a visitor reads, line endings, optional fields that
// vanish when empty, document ids the server may look up, links, and the files a post holds or names.
import { z } from "zod";
import { isDocumentId } from "@/lib/site/paths";
import { INQUIRY_FILES } from "@/lib/forms/files";
import {
  email,
  fileList,
  parseForm,
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

describe("a form's files, chosen in the browser or named by the post once uploaded", () => {
  const schema = z.object({ files: fileList(INQUIRY_FILES) });
  /** What the form reads of these posted entries: the files, or the message next to the field. */
  const read = (entries: [string, string | File][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    const submission = parseForm(data, schema);
    return submission.status === "success" ? submission.value.files : submission.error?.files?.[0];
  };
  const ACCEPTED =
    "is not a file type we accept: attach PDF, DXF, DWG, STEP/STP, IGES/IGS, PNG or JPEG files.";

  test("an empty file input (one nameless, empty file) or none at all is no file", () => {
    expect(read([["files", new File([], "")]])).toEqual([]);
    expect(read([])).toEqual([]);
    expect(
      read([
        ["files[0].name", ""],
        ["files[0].size", "0"],
      ]),
    ).toEqual([]);
  });

  test("chosen and uploaded files are read as names and sizes", () => {
    expect(read([["files", new File(["%PDF-"], "plate.pdf")]])).toEqual([
      { name: "plate.pdf", size: 5 },
    ]);
    expect(
      read([
        ["files[0].name", "plate.pdf"],
        ["files[0].size", "1200"],
        ["files[1].name", "photo.png"],
        ["files[1].size", "800"],
      ]),
    ).toEqual([
      { name: "plate.pdf", size: 1200 },
      { name: "photo.png", size: 800 },
    ]);
  });

  test("a named empty file, or a nameless one with content, is a file, and told what is wrong", () => {
    expect(read([["files", new File([], "plate.pdf")]])).toBe("plate.pdf is empty.");
    expect(read([["files", new File(["abc"], "")]])).toBe(` ${ACCEPTED}`);
    expect(read([["files[0].size", "3"]])).toBe(` ${ACCEPTED}`);
  });
});
