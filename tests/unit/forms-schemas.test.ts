// The forms' zod schemas, read from posts as the server reads them (Conform's reader, lib/forms/fields.ts),
// including property-based checks with fast-check: generated valid posts pass and keep to the documented
// limits, and the same posts with one field broken fail on that field alone.
import fc from "fast-check";
import type { z } from "zod";
import { applicationSchema } from "@/lib/forms/application";
import { parseForm } from "@/lib/forms/fields";
import {
  acceptOf,
  APPLICATION_FILES,
  contentProblem,
  filesHint,
  formatSize,
  INQUIRY_FILES,
  mimeOf,
  storedName,
} from "@/lib/forms/files";
import { APPLICATION_LABELS, INQUIRY_LABELS } from "@/lib/forms/form-labels";
import { inquirySchema } from "@/lib/forms/inquiry";
import {
  applicationPosts,
  inquiryPosts,
  mixedPosts,
  postFormData,
  PROPERTY_RUNS,
} from "@/tests/support/form-arbitraries";

/**
 * Values posted as the browser posts them (the files as uploaded ones, named by name and size) and read
 * by the form's schema as the server reads them: the data, or the first message of each field.
 */
function checkForm<S extends z.ZodType>(
  schema: S,
  values: Record<string, unknown>,
): { ok: true; data: z.output<S> } | { ok: false; fieldErrors: Record<string, string> } {
  const data = postFormData(values);
  ((values.files ?? []) as { name: string; size: number }[]).forEach((file, i) => {
    data.set(`files[${i}].name`, file.name);
    data.set(`files[${i}].size`, String(file.size));
  });
  const submission = parseForm(data, schema);
  if (submission.status === "success") return { ok: true, data: submission.value };
  const fieldErrors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(submission.error ?? {}))
    fieldErrors[path.split(/[.[]/)[0]] ??= messages?.[0] ?? "";
  return { ok: false, fieldErrors };
}

/** The message for one field of an otherwise valid post. */
const fieldError = <S extends z.ZodType>(
  schema: S,
  valid: Record<string, unknown>,
  field: string,
  value: string,
) => {
  const checked = checkForm(schema, { ...valid, [field]: value });
  return checked.ok ? undefined : checked.fieldErrors[field];
};

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const digits = (v: string) => v.replace(/\D/g, "").length;

const validInquiry = {
  kind: "other",
  name: "Asha Patel",
  company: "",
  email: "asha@gundlav-eng.in",
  phone: "+91 98250 41234",
  items: [],
  files: [],
  message: "Fifty reamers, 12 mm H7",
};

test("a valid inquiry is trimmed and empty optionals are dropped", () => {
  const checked = checkForm(inquirySchema, {
    ...validInquiry,
    name: "  Asha Patel  ",
    message: "Line one\r\nline two of it",
  });
  expect(checked).toEqual({
    ok: true,
    data: {
      kind: "other",
      name: "Asha Patel",
      company: undefined,
      email: "asha@gundlav-eng.in",
      phone: "+91 98250 41234",
      items: [],
      files: [],
      message: "Line one\nline two of it",
    },
  });
});

test("each field reports its own first message", () => {
  const checked = checkForm(inquirySchema, {
    kind: "other",
    name: "",
    company: "",
    email: "x",
    phone: "12",
    items: [{ product_id: "a/b", quantity: "1" }],
    files: [],
    message: "",
  });
  expect(checked.ok).toBe(false);
  if (checked.ok) return;
  expect(checked.fieldErrors).toEqual({
    name: "Enter your name",
    email: "Enter an email address like name@company.com",
    phone: "Enter a phone number with 7 to 15 digits",
    items: "Choose products from our catalogue",
    message: "Tell us what you need",
  });
});

describe("the kinds of inquiry", () => {
  const contact = {
    name: "Asha Patel",
    company: "",
    email: "asha@gundlav-eng.in",
    phone: "9825041234",
    files: [],
    message: "",
  };
  const item = (quantity: string) => ({ product_id: "form-tools", quantity });

  test("a quote for products needs a product; quantities are whole numbers from 1 to 100,000", () => {
    const none = checkForm(inquirySchema, { ...contact, kind: "products", items: [] });
    expect(none.ok ? {} : none.fieldErrors).toEqual({
      items: expect.stringMatching(/Add the products you need/),
    });
    for (const bad of ["0", "-1", "2.5", "100001", "", "ten", "1e3"]) {
      const checked = checkForm(inquirySchema, {
        ...contact,
        kind: "products",
        items: [item(bad)],
      });
      expect({ bad, errors: checked.ok ? {} : checked.fieldErrors }).toEqual({
        bad,
        errors: { items: expect.any(String) },
      });
    }
    const ok = checkForm(inquirySchema, {
      ...contact,
      kind: "products",
      items: [item("250"), { product_id: "reamers", quantity: " 3 " }],
    });
    expect(ok).toMatchObject({
      ok: true,
      data: {
        kind: "products",
        items: [
          { product_id: "form-tools", quantity: 250 },
          { product_id: "reamers", quantity: 3 },
        ],
        message: undefined,
      },
    });
    const twice = checkForm(inquirySchema, {
      ...contact,
      kind: "products",
      items: [item("1"), item("2")],
    });
    expect(twice.ok ? {} : twice.fieldErrors).toEqual({
      items: "Each product or size may be listed once",
    });
    // Sizes of one product are rows of their own; the same size twice is not.
    const sizes = checkForm(inquirySchema, {
      ...contact,
      kind: "products",
      items: [item("1"), { ...item("2"), variant: "FT-06" }, { ...item("3"), variant: "FT-08" }],
    });
    expect(sizes.ok && sizes.data.items.map((i) => i.variant)).toEqual([
      undefined,
      "FT-06",
      "FT-08",
    ]);
    const sameSize = checkForm(inquirySchema, {
      ...contact,
      kind: "products",
      items: [
        { ...item("1"), variant: "FT-06" },
        { ...item("2"), variant: "FT-06" },
      ],
    });
    expect(sameSize.ok ? {} : sameSize.fieldErrors).toEqual({
      items: "Each product or size may be listed once",
    });
    const many = Array.from({ length: 21 }, (_, i) => ({ product_id: `p${i}`, quantity: "1" }));
    expect(checkForm(inquirySchema, { ...contact, kind: "products", items: many }).ok).toBe(false);
  });

  test("job work needs the material and a quantity; its notes are optional; other kinds' fields are left out", () => {
    const checked = checkForm(inquirySchema, {
      ...contact,
      kind: "job_work",
      items: [],
      material: " EN31 ",
      quantity: "120",
      tolerance: "",
      tool_type: "drills",
      pieces: "4",
    });
    expect(checked).toEqual({
      ok: true,
      data: {
        ...contact,
        company: undefined,
        message: undefined,
        kind: "job_work",
        items: [],
        material: "EN31",
        quantity: 120,
        tolerance: undefined,
      },
    });
    const missing = checkForm(inquirySchema, {
      ...contact,
      kind: "job_work",
      items: [],
      material: "",
      quantity: "0",
      tolerance: "",
    });
    expect(missing.ok ? {} : missing.fieldErrors).toEqual({
      material: "Enter the material",
      quantity: "Enter a whole number from 1 to 1,00,000",
    });
  });

  test("regrinding needs the tool type, pieces, diameters, condition and how the tools come", () => {
    const regrind = {
      ...contact,
      kind: "regrind",
      items: [],
      tool_type: "end_mills",
      pieces: "40",
      diameter_range: "6–20 mm",
      condition: "Worn",
      delivery: "collect",
    };
    expect(checkForm(inquirySchema, regrind)).toMatchObject({
      ok: true,
      data: { kind: "regrind", tool_type: "end_mills", pieces: 40, delivery: "collect" },
    });
    const bad = checkForm(inquirySchema, {
      ...regrind,
      tool_type: "hammers",
      pieces: "",
      diameter_range: "",
      condition: "",
      delivery: "post",
    });
    expect(Object.keys(bad.ok ? {} : bad.fieldErrors).sort()).toEqual([
      "condition",
      "delivery",
      "diameter_range",
      "pieces",
      "tool_type",
    ]);
  });

  test("an unknown kind is refused on its field", () => {
    const checked = checkForm(inquirySchema, { ...contact, kind: "bribe", items: [] });
    expect(checked.ok ? {} : checked.fieldErrors).toEqual({ kind: "Choose what you need" });
  });

  test("files: at most 5, 10 MB each, 25 MB in all, of the accepted types", () => {
    const mb = 1024 * 1024;
    const files = (list: [string, number][]) =>
      checkForm(inquirySchema, {
        ...contact,
        kind: "other",
        items: [],
        message: "See the drawings attached.",
        files: list.map(([name, size]) => ({ name, size })),
      });
    expect(
      files([
        ["a.pdf", mb],
        ["b.DXF", mb],
        ["c.dwg", mb],
        ["d.stp", mb],
        ["e.jpeg", mb],
      ]).ok,
    ).toBe(true);
    const problem = (list: [string, number][]) => {
      const checked = files(list);
      return checked.ok ? undefined : checked.fieldErrors.files;
    };
    expect(problem([1, 2, 3, 4, 5, 6].map((n) => [`${n}.pdf`, 1000]))).toMatch(/at most 5 files/);
    expect(problem([["big.pdf", 11 * mb]])).toMatch(/at most 10\.0 MB/);
    // Just over the limit reads as over it, not as the limit itself.
    expect(problem([["edge.pdf", 10_490_000]])).toBe(
      "edge.pdf is 10.1 MB: each file may be at most 10.0 MB.",
    );
    expect(
      problem([
        ["a.pdf", 10 * mb],
        ["b.pdf", 10 * mb],
        ["c.pdf", 5 * mb + 1],
      ]),
    ).toBe("Your files are 25.1 MB in all: at most 25.0 MB per inquiry.");
    expect(
      problem([
        ["a.pdf", 9 * mb],
        ["b.pdf", 9 * mb],
        ["c.pdf", 9 * mb],
      ]),
    ).toMatch(/25\.0 MB per inquiry/);
    expect(
      problem([
        ["a.pdf", 10 * mb],
        ["b.pdf", 10 * mb],
        ["c.pdf", 5 * mb],
      ]),
    ).toBeUndefined();
    expect(problem([["setup.exe", 1000]])).toMatch(/not a file type we accept/);
    expect(problem([["empty.pdf", 0]])).toBe("empty.pdf is empty.");
  });
});

test("phone numbers need 7 to 15 digits and only digits, spaces, + and -", () => {
  const phone = (value: string) => fieldError(inquirySchema, validInquiry, "phone", value);
  expect(phone("982-504-1")).toBeUndefined();
  expect(phone("+91 98250 41234")).toBeUndefined();
  expect(phone("123456")).toMatch(/7 to 15/);
  expect(phone("(0260) 123456")).toMatch(/Use only digits/);
  expect(phone("98250+41234")).toMatch(/Use only digits/);
});

test("applications: experience is a number of years, the résumé an http(s) link", () => {
  const base = {
    name: "Ravi",
    email: "r@example.com",
    phone: "9825041234",
    position_id: "general",
    experience_years: "2.5",
    qualification: "ITI",
    current_employer: "",
    resume_url: "",
    message: "I run surface grinders.",
  };
  const checked = checkForm(applicationSchema, base);
  expect(checked.ok && checked.data.experience_years).toBe(2.5);
  const error = (field: string, value: string) => fieldError(applicationSchema, base, field, value);
  expect(error("experience_years", "1e3")).toMatch(/number of years/);
  expect(error("resume_url", "javascript:alert(1)")).toMatch(/https/);
  expect(error("resume_url", "https://drive.example.com/cv")).toBeUndefined();
  expect(error("name", "Ravi\nDesai")).toMatch(/control/);
});

test("applications: a CV of at most 3 files, 10 MB each, 15 MB in all: PDF, Word or photos, not drawings", () => {
  const mb = 1024 * 1024;
  const base = {
    name: "Ravi",
    email: "r@example.com",
    phone: "9825041234",
    position_id: "general",
    experience_years: "3",
    qualification: "ITI",
    current_employer: "",
    resume_url: "",
    message: "I run surface grinders.",
  };
  const problem = (list: [string, number][]) => {
    const checked = checkForm(applicationSchema, {
      ...base,
      files: list.map(([name, size]) => ({ name, size })),
    });
    return checked.ok ? undefined : checked.fieldErrors.files;
  };
  expect(checkForm(applicationSchema, base).ok).toBe(true);
  expect(
    problem([
      ["cv.pdf", mb],
      ["cv.DOCX", mb],
      ["page-2.jpg", 4 * mb],
    ]),
  ).toBeUndefined();
  expect(problem([["old-cv.doc", mb]])).toBeUndefined();
  expect(
    problem([
      ["1.pdf", 1000],
      ["2.pdf", 1000],
      ["3.png", 1000],
      ["4.png", 1000],
    ]),
  ).toMatch(/at most 3 files/);
  expect(
    problem([
      ["a.jpg", 8 * mb],
      ["b.jpg", 8 * mb],
    ]),
  ).toMatch(/15\.0 MB per application/);
  expect(problem([["drawing.dxf", 1000]])).toBe(
    "drawing.dxf is not a file type we accept: attach PDF, Word (DOC/DOCX), PNG or JPEG files.",
  );
});

test("a file's first bytes must fit its name's type, for each form's types", () => {
  const bytes = (...list: (number[] | string)[]) =>
    new Uint8Array(
      list.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part)] : part)),
    );
  const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  const zip = [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00];
  const exe = [0x4d, 0x5a, 0x90, 0x00];
  expect(contentProblem("cv.doc", bytes(ole, [0, 0]), APPLICATION_FILES)).toBeUndefined();
  expect(
    contentProblem("cv.docx", bytes(zip, "[Content_Types].xml"), APPLICATION_FILES),
  ).toBeUndefined();
  expect(contentProblem("cv.pdf", bytes("%PDF-1.7\n"), APPLICATION_FILES)).toBeUndefined();
  expect(contentProblem("cv.docx", bytes(exe), APPLICATION_FILES)).toBe(
    "cv.docx is not a real Word file: its content does not match its name.",
  );
  expect(contentProblem("cv.doc", bytes(zip), APPLICATION_FILES)).toBe(
    "cv.doc is not a real Word file: its content does not match its name.",
  );
  // A Word file is a CV, not a drawing; a drawing's text format is not a CV.
  expect(contentProblem("cv.docx", bytes(zip), INQUIRY_FILES)).toMatch(
    /not a file type we accept: attach PDF, DXF/,
  );
  expect(contentProblem("part.igs", bytes("S      1\n"), APPLICATION_FILES)).toMatch(
    /not a file type we accept: attach PDF, Word/,
  );
  // A signature must match whole, not in its first byte only.
  expect(contentProblem("photo.png", bytes([0x89, 0, 0, 0, 0, 0, 0, 0]), APPLICATION_FILES)).toBe(
    "photo.png is not a real PNG file: its content does not match its name.",
  );
  expect(contentProblem("photo.JPG", bytes([0xff, 0xd8, 0xff, 0xe0]), INQUIRY_FILES)).toBe(
    undefined,
  );
  // The PDF header may follow a little junk.
  expect(contentProblem("scan.pdf", bytes("\r\n%PDF-1.4"), INQUIRY_FILES)).toBeUndefined();
  expect(contentProblem("scan.pdf", bytes("PDF-1.4"), INQUIRY_FILES)).toMatch(/not a real PDF/);
  expect(contentProblem("drawing.pdf.exe", bytes(exe), INQUIRY_FILES)).toMatch(
    /^drawing\.pdf\.exe is not a file type we accept/,
  );
  expect(contentProblem("drawing", bytes("%PDF-1.7"), INQUIRY_FILES)).toMatch(
    /^drawing is not a file type we accept/,
  );
});

test("a drawing's first bytes must fit its format: DXF (text or binary), DWG, STEP, IGES", () => {
  const bom = [0xef, 0xbb, 0xbf];
  const problem = (name: string, ...parts: (number[] | string)[]) =>
    contentProblem(
      name,
      new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p)] : p))),
      INQUIRY_FILES,
    );
  const fake = (name: string, label: string) =>
    `${name} is not a real ${label} file: its content does not match its name.`;
  expect(problem("part.dxf", "  0\nSECTION\n")).toBeUndefined();
  expect(problem("part.dxf", "AutoCAD Binary DXF\r\n", [0x1a, 0])).toBeUndefined();
  expect(problem("part.dxf", "MZ", [0x90, 0])).toBe(fake("part.dxf", "DXF"));
  expect(problem("part.dxf", "AutoCAD Binary DX_\r\n", [0x1a, 0])).toBe(fake("part.dxf", "DXF"));
  expect(problem("part.dwg", "AC1032", [0])).toBeUndefined();
  for (const start of ["XAC1032", "AC1O32", "AC1", "ac1032"])
    expect(problem("part.dwg", start, [0])).toBe(fake("part.dwg", "DWG"));
  expect(problem("part.step", "ISO-10303-21;\nHEADER;")).toBeUndefined();
  expect(problem("part.stp", bom, "ISO-10303-21;")).toBeUndefined();
  expect(problem("part.stp", bom, "\r\n  ISO-10303-21;")).toBeUndefined();
  expect(problem("part.stp", "\n\nISO-10303-21;")).toBeUndefined();
  for (const start of [["HEADER;ISO-10303-21;"], ["ISO-10303-2"], [" ", bom, "ISO-10303-21;"]])
    expect(problem("part.step", ...start)).toBe(fake("part.step", "STEP"));
  expect(problem("part.step", bom, bom, "ISO-10303-21;")).toBe(fake("part.step", "STEP"));
  expect(problem("part.igs", "S      1\n")).toBeUndefined();
  expect(problem("part.igs", "S", [0, 1])).toBe(fake("part.igs", "IGES"));
});

test("the file field offers each form's types and says the limits; sizes read as a visitor expects", () => {
  expect(acceptOf(INQUIRY_FILES)).toBe(".pdf,.dxf,.dwg,.step,.stp,.iges,.igs,.png,.jpg,.jpeg");
  expect(acceptOf(APPLICATION_FILES)).toBe(".pdf,.doc,.docx,.png,.jpg,.jpeg");
  expect(filesHint(INQUIRY_FILES)).toBe(
    "Up to 5 files, 10.0 MB each, 25.0 MB in all: PDF, DXF, DWG, STEP/STP, IGES/IGS, PNG or JPEG",
  );
  expect(filesHint(APPLICATION_FILES)).toBe(
    "Up to 3 files, 10.0 MB each, 15.0 MB in all: PDF, Word (DOC/DOCX), PNG or JPEG",
  );
  expect(formatSize(5500)).toBe("5 KB");
  expect(formatSize(5500, "up")).toBe("6 KB");
  expect(formatSize(1.04 * 1024 * 1024)).toBe("1.0 MB");
  expect(formatSize(1.04 * 1024 * 1024, "up")).toBe("1.1 MB");
  expect(formatSize(100)).toBe("1 KB");
});

test("a stored file's content type comes from its name's type, in any case", () => {
  expect(mimeOf("CV.DOCX")).toBe(
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  );
  expect(mimeOf("cv.doc")).toBe("application/msword");
  expect(mimeOf("part.step")).toBe("application/step");
});

const inquiries = inquiryPosts();
const applications = applicationPosts();

test("the generators yield both valid posts and posts with one broken field", () => {
  for (const [schema, posts] of [
    [inquirySchema, inquiries],
    [applicationSchema, applications],
  ] as const) {
    const outcomes = fc
      .sample(mixedPosts(posts), { numRuns: 200, seed: 14 })
      .map(({ post }) => checkForm(schema, post).ok);
    expect(outcomes).toContain(true);
    expect(outcomes).toContain(false);
  }
});

test("property: a valid inquiry passes and keeps to the documented limits", () => {
  fc.assert(
    fc.property(inquiries.valid, (post) => {
      const checked = checkForm(inquirySchema, post);
      expect(checked).toMatchObject({ ok: true });
      if (!checked.ok) return;
      const d = checked.data;
      expect(d.name.length).toBeGreaterThanOrEqual(2);
      expect(d.name.length).toBeLessThanOrEqual(100);
      expect(d.name).toBe(String(post.name).trim());
      expect(d.email).toMatch(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/);
      expect(digits(d.phone)).toBeGreaterThanOrEqual(7);
      expect(digits(d.phone)).toBeLessThanOrEqual(15);
      expect(d.message?.length).toBeLessThanOrEqual(5000);
      expect(d.company).toBe(String(post.company).trim() || undefined);
      expect(d.items).toEqual(
        (post.items as { product_id: string; quantity: string }[]).map((i) => ({
          product_id: i.product_id,
          quantity: Number(i.quantity),
        })),
      );
      for (const value of [d.name, d.company ?? "", d.email, d.phone, d.message ?? ""])
        expect(value).not.toMatch(CONTROL);
    }),
    { numRuns: PROPERTY_RUNS },
  );
});

test("property: a valid application passes with its years as a number and an http(s) résumé link", () => {
  fc.assert(
    fc.property(applications.valid, (post) => {
      const checked = checkForm(applicationSchema, post);
      expect(checked).toMatchObject({ ok: true });
      if (!checked.ok) return;
      expect(checked.data.experience_years).toBe(Number(post.experience_years));
      expect(checked.data.experience_years).toBeLessThanOrEqual(60);
      expect(checked.data.resume_url).toBe(post.resume_url || undefined);
      if (checked.data.resume_url) expect(checked.data.resume_url).toMatch(/^https?:/i);
      expect(checked.data.name).not.toMatch(/[\n\r\t]/);
    }),
    { numRuns: PROPERTY_RUNS },
  );
});

test.each([
  ["inquiry", inquirySchema, inquiries],
  ["application", applicationSchema, applications],
] as const)(
  "property: an %s with one broken field is refused for that field alone",
  (_, schema, posts) => {
    fc.assert(
      fc.property(posts.broken, ({ post, field }) => {
        const checked = checkForm(schema, post);
        expect(checked.ok).toBe(false);
        if (checked.ok) return;
        expect(Object.keys(checked.fieldErrors)).toEqual([field]);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  },
);

test("the labels the forms' error summaries list name exactly the schemas' fields", () => {
  const inquiryFields = new Set(inquirySchema.options.flatMap((kind) => Object.keys(kind.shape)));
  expect(Object.keys(INQUIRY_LABELS).sort()).toEqual([...inquiryFields].sort());
  expect(Object.keys(APPLICATION_LABELS)).toEqual(Object.keys(applicationSchema.shape));
});

test("a stored file's name is safe for a path and a header and keeps its extension, whatever script the visitor's name is in", () => {
  expect(storedName(0, "drawing.pdf")).toBe("1-drawing.pdf");
  expect(storedName(1, "../../etc/passwd.PDF")).toBe("2-etc-passwd.PDF");
  expect(storedName(0, "a\r\nb.step")).toBe("1-a-b.step");
  // A name with no Latin letters kept only the extension's letters, without its dot ("1-pdf").
  expect(storedName(0, "日本語.pdf")).toBe("1-file.pdf");
  expect(storedName(0, "ड्राइंग.dxf")).toBe("1-file.dxf");
  expect(storedName(2, `${"x".repeat(200)}.pdf`)).toMatch(/^3-x{76}\.pdf$/);
  expect(storedName(0, "part.v2.step")).toBe("1-part.v2.step");
  expect(storedName(0, "scan...pdf")).toBe("1-scan.pdf");
  expect(storedName(0, "--scan--.pdf")).toBe("1-scan.pdf");
});
