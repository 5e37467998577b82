// What a form action answers and the checks both the browser and the server run: posted values are
// read as text and capped, each field reports its first message, and one field can be checked alone.
import { z } from "zod";
import { checkField, checkForm, initialResult, postedValues } from "@/lib/forms/result";

const schema = z.object({
  title: z.string().min(2, "Title too short").max(5, "Title too long"),
  code: z.string().regex(/^\d+$/, "Digits only"),
});

test("a form starts idle, with nothing typed and no messages", () => {
  expect(initialResult()).toEqual({
    status: "idle",
    serial: 0,
    values: {},
    fieldErrors: {},
    message: "",
  });
});

test("posted values are the text of each named field, empty when absent or a file, capped at 10,000 characters", () => {
  const data = new FormData();
  data.set("title", "Reamer");
  data.set("upload", new Blob(["x"]), "cv.pdf");
  data.set("long", "y".repeat(12_000));
  data.set("ignored", "not asked for");
  const values = postedValues(data, ["title", "upload", "missing", "long"]);
  expect(values).toEqual({ title: "Reamer", upload: "", missing: "", long: "y".repeat(10_000) });
});

test("a valid form gives the parsed data", () => {
  expect(checkForm(schema, { title: "Tap", code: "42" })).toEqual({
    ok: true,
    data: { title: "Tap", code: "42" },
  });
});

test("an invalid form gives the first message of each wrong field only", () => {
  const both = z.object({
    title: z
      .string()
      .min(2, "first")
      .regex(/^[a-z]+$/, "second"),
    code: schema.shape.code,
  });
  expect(checkForm(both, { title: "1", code: "12" })).toEqual({
    ok: false,
    fieldErrors: { title: "first" },
  });
  expect(checkForm(schema, { title: "Too long a title", code: "x" })).toEqual({
    ok: false,
    fieldErrors: { title: "Title too long", code: "Digits only" },
  });
});

test("a problem of the whole form, not of a field, is not shown against a field", () => {
  const refined = schema.refine((v) => v.title !== v.code, "Title and code must differ");
  expect(checkForm(refined as unknown as typeof schema, { title: "12", code: "12" })).toEqual({
    ok: false,
    fieldErrors: {},
  });
});

test("one field is checked alone: its message, nothing when fine or when the field is unknown", () => {
  expect(checkField(schema, "title", "T")).toBe("Title too short");
  expect(checkField(schema, "title", "Tap")).toBeUndefined();
  expect(checkField(schema, "nonexistent", "anything")).toBeUndefined();
});
