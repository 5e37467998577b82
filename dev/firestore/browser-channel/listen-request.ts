// The `ListenRequest`s a browser sends over the channel (proto3 JSON), checked before anything acts on
// them, and the queries they carry, evaluated on the embedded database's documents. Served: a whole
// collection or single documents, with where filters, orderBy and limit. Other query features (cursors,
// offsets, collection groups, projections) are refused with a clear message for that target alone.
import { z } from "zod";
import { compareValues, fieldValue, type JsonDocument, type JsonValue } from "./values";

const VALUE_KEYS = [
  "nullValue",
  "booleanValue",
  "integerValue",
  "doubleValue",
  "timestampValue",
  "stringValue",
  "bytesValue",
  "referenceValue",
  "geoPointValue",
  "arrayValue",
  "mapValue",
] as const;

const jsonValue = z.custom<JsonValue>(
  (v) =>
    typeof v === "object" &&
    v !== null &&
    Object.keys(v).length === 1 &&
    (VALUE_KEYS as readonly string[]).includes(Object.keys(v)[0]),
  "not a Firestore value",
);

const fieldReference = z.object({ fieldPath: z.string().min(1) });

const fieldFilter = z.object({
  field: fieldReference,
  op: z.enum([
    "LESS_THAN",
    "LESS_THAN_OR_EQUAL",
    "GREATER_THAN",
    "GREATER_THAN_OR_EQUAL",
    "EQUAL",
    "NOT_EQUAL",
    "ARRAY_CONTAINS",
    "IN",
    "ARRAY_CONTAINS_ANY",
    "NOT_IN",
  ]),
  value: jsonValue,
});

const unaryFilter = z.object({
  field: fieldReference,
  op: z.enum(["IS_NAN", "IS_NULL", "IS_NOT_NAN", "IS_NOT_NULL"]),
});

type Filter =
  | { fieldFilter: z.infer<typeof fieldFilter> }
  | { unaryFilter: z.infer<typeof unaryFilter> }
  | { compositeFilter: { op: "AND" | "OR"; filters: Filter[] } };

const filter: z.ZodType<Filter> = z.lazy(() =>
  z.union([
    z.object({ fieldFilter }),
    z.object({ unaryFilter }),
    z.object({
      compositeFilter: z.object({ op: z.enum(["AND", "OR"]), filters: z.array(filter).max(100) }),
    }),
  ]),
);

const structuredQuery = z
  .object({
    from: z
      .array(z.object({ collectionId: z.string().min(1), allDescendants: z.boolean().optional() }))
      .min(1),
    where: filter.optional(),
    orderBy: z
      .array(
        z.object({
          field: fieldReference,
          direction: z.enum(["ASCENDING", "DESCENDING", "DIRECTION_UNSPECIFIED"]).optional(),
        }),
      )
      .optional(),
    limit: z
      .union([z.number().int().nonnegative(), z.object({ value: z.number().int().nonnegative() })])
      .optional(),
  })
  .catchall(z.unknown());

const target = z.object({
  targetId: z.number().int(),
  query: z.object({ parent: z.string().min(1), structuredQuery }).optional(),
  documents: z.object({ documents: z.array(z.string().min(1)).max(1000) }).optional(),
  resumeToken: z.string().optional(),
  readTime: z.string().optional(),
  once: z.boolean().optional(),
  expectedCount: z.number().optional(),
});

export const listenRequest = z.object({
  database: z.string().optional(),
  addTarget: target.optional(),
  removeTarget: z.number().int().optional(),
  labels: z.record(z.string(), z.string()).optional(),
});

export type ListenRequest = z.infer<typeof listenRequest>;
export type ListenTarget = z.infer<typeof target>;
type StructuredQuery = z.infer<typeof structuredQuery>;

export type CompiledQuery = {
  /** Full path of the collection the query reads. */
  collectionPath: string;
  run(docs: JsonDocument[]): JsonDocument[];
};

const SUPPORTED_QUERY_KEYS = new Set(["from", "where", "orderBy", "limit"]);

function sameKind(a: JsonValue, b: JsonValue): boolean {
  const numeric = (v: JsonValue) => "integerValue" in v || "doubleValue" in v;
  return numeric(a) ? numeric(b) : Object.keys(a)[0] === Object.keys(b)[0];
}

const equal = (a: JsonValue, b: JsonValue) => sameKind(a, b) && compareValues(a, b) === 0;
const isNaNValue = (v: JsonValue) => "doubleValue" in v && Number.isNaN(Number(v.doubleValue));
const arrayItems = (v: JsonValue | undefined) =>
  v && "arrayValue" in v ? (v.arrayValue.values ?? []) : [];

function matches(doc: JsonDocument, f: Filter): boolean {
  if ("compositeFilter" in f) {
    const results = f.compositeFilter.filters.map((inner) => matches(doc, inner));
    return f.compositeFilter.op === "AND" ? results.every(Boolean) : results.some(Boolean);
  }
  if ("unaryFilter" in f) {
    const value = fieldValue(doc, f.unaryFilter.field.fieldPath);
    if (!value) return false;
    const isNull = "nullValue" in value;
    switch (f.unaryFilter.op) {
      case "IS_NULL":
        return isNull;
      case "IS_NOT_NULL":
        return !isNull;
      case "IS_NAN":
        return isNaNValue(value);
      case "IS_NOT_NAN":
        return !isNaNValue(value) && !isNull;
    }
  }
  const { field, op, value: wanted } = f.fieldFilter;
  const value = fieldValue(doc, field.fieldPath);
  if (!value) return false;
  const ordered = (test: (c: number) => boolean) =>
    sameKind(value, wanted) && !isNaNValue(value) && test(compareValues(value, wanted));
  switch (op) {
    case "EQUAL":
      return equal(value, wanted);
    case "NOT_EQUAL":
      return !("nullValue" in value) && !equal(value, wanted);
    case "LESS_THAN":
      return ordered((c) => c < 0);
    case "LESS_THAN_OR_EQUAL":
      return ordered((c) => c <= 0);
    case "GREATER_THAN":
      return ordered((c) => c > 0);
    case "GREATER_THAN_OR_EQUAL":
      return ordered((c) => c >= 0);
    case "ARRAY_CONTAINS":
      return arrayItems(value).some((item) => equal(item, wanted));
    case "IN":
      return arrayItems(wanted).some((item) => equal(value, item));
    case "NOT_IN":
      return !("nullValue" in value) && !arrayItems(wanted).some((item) => equal(value, item));
    case "ARRAY_CONTAINS_ANY":
      return arrayItems(value).some((item) => arrayItems(wanted).some((w) => equal(item, w)));
  }
}

/** The query as a function over a collection's documents, or the reason it is not served. */
export function compileQuery(
  parent: string,
  query: StructuredQuery,
): CompiledQuery | { unsupported: string } {
  const extra = Object.keys(query).filter((key) => !SUPPORTED_QUERY_KEYS.has(key));
  if (extra.length > 0)
    return {
      unsupported: `queries with ${extra.join(", ")} are not served by the embedded database`,
    };
  if (query.from.length !== 1 || query.from[0].allDescendants) {
    return { unsupported: "collection group queries are not served by the embedded database" };
  }
  const orderBy = (query.orderBy ?? []).map((o) => ({
    path: o.field.fieldPath,
    descending: o.direction === "DESCENDING",
  }));
  if (!orderBy.some((o) => o.path === "__name__")) {
    orderBy.push({ path: "__name__", descending: orderBy.at(-1)?.descending ?? false });
  }
  const limit = typeof query.limit === "number" ? query.limit : query.limit?.value;
  const where = query.where;
  return {
    collectionPath: `${parent}/${query.from[0].collectionId}`,
    run(docs) {
      // Firestore leaves out documents that lack a field the query is ordered by.
      const kept = docs.filter(
        (doc) => (!where || matches(doc, where)) && orderBy.every((o) => fieldValue(doc, o.path)),
      );
      kept.sort((a, b) => {
        for (const o of orderBy) {
          const c = compareValues(fieldValue(a, o.path)!, fieldValue(b, o.path)!);
          if (c !== 0) return o.descending ? -c : c;
        }
        return 0;
      });
      return limit === undefined ? kept : kept.slice(0, limit);
    },
  };
}
