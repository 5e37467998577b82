// The one way structured data is written into a page: "</script" in any spelling and "<!--" would break
// out of the <script>, so "<", ">" and "&" become \u escapes (U+2028/9 too, line ends to old parsers).
const ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]);
}
