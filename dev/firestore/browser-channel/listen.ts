// One browser tab's Listen stream. The web SDK puts a tab's listeners on one stream by target id, where
// the emulator serves one target per gRPC stream, so targets are kept here: what the tab was last told,
// then only differences and a marker that raises its snapshots. Served: collections or documents with
// where, orderBy and limit; other features fail that target alone. A collection clients may not read
// (firestore.rules) is refused as Firestore refuses it, before anything of it is read.
import type { FirestoreState, FirestoreStateDocument } from "@firestore-emulator/server";
import { z } from "zod";

/** A Firestore value as the web SDK reads it over WebChannel (the proto3 JSON mapping). */
export type JsonValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values?: JsonValue[] } }
  | { mapValue: { fields?: Record<string, JsonValue> } };

export type JsonDocument = {
  name: string;
  fields: Record<string, JsonValue>;
  createTime: string;
  updateTime: string;
};

/** What the emulator's fields give from `toJSON()`: a type tag and a value, nested for arrays and maps. */
type StoredField = { type: string; value: unknown };

/** RFC 3339 text with nanoseconds, as proto3 JSON writes a Timestamp. */
const timestampText = (seconds: number, nanos: number) =>
  `${new Date(seconds * 1000).toISOString().slice(0, 19)}.${String(nanos).padStart(9, "0")}Z`;

const dateText = (date: Date) =>
  timestampText(Math.floor(date.getTime() / 1000), (date.getTime() % 1000) * 1_000_000);

function jsonValue({ type, value }: StoredField): JsonValue {
  switch (type) {
    case "null_value":
      return { nullValue: null };
    case "integer_value":
      return { integerValue: String(value) };
    case "double_value": // NaN and the infinities are text in proto3 JSON
      return { doubleValue: Number.isFinite(value) ? Number(value) : String(value) };
    case "timestamp_value": {
      const { seconds, nanos } = value as { seconds: number; nanos: number };
      return { timestampValue: timestampText(Number(seconds), Number(nanos)) };
    }
    case "bytes_value":
      return { bytesValue: Buffer.from(value as Uint8Array).toString("base64") };
    case "array_value":
      return { arrayValue: { values: (value as StoredField[]).map(jsonValue) } };
    case "map_value":
      return { mapValue: { fields: jsonFields(value as Record<string, StoredField>) } };
    default: // booleans, strings, references and geo points: the same value, named in camel case
      return { [type.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())]: value } as JsonValue;
  }
}

const jsonFields = (fields: Record<string, StoredField>) =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, jsonValue(field)]));

/** The document as the web SDK expects it, or null when it does not exist. */
function documentJson(doc: FirestoreStateDocument): JsonDocument | null {
  if (!doc.metadata.hasExist) return null;
  return {
    name: doc.getPath(),
    fields: jsonFields(doc.toJSON().fields as Record<string, StoredField>),
    createTime: dateText(doc.metadata.createdAt),
    updateTime: dateText(doc.metadata.updatedAt),
  };
}

// Firestore's order of value types; integers and doubles are both numbers.
const TYPES = "null boolean number timestamp string bytes reference geoPoint array map".split(" ");

/** -1 for what is not a Firestore value. */
function rank(value: object): number {
  const kind = (Object.keys(value)[0] ?? "").replace(/Value$/, "");
  return TYPES.indexOf(kind === "integer" || kind === "double" ? "number" : kind);
}

const cmp = (a: number | string | boolean, b: typeof a) => (a < b ? -1 : a > b ? 1 : 0);

/** Timestamps as sortable text: milliseconds and nanoseconds both padded. */
function timestampKey(text: string): string {
  const [, whole = text, fraction = ""] = /^(.*?)(?:\.(\d+))?Z$/.exec(text) ?? [];
  return `${String(Date.parse(`${whole}Z`)).padStart(16, "0")}.${fraction.padEnd(9, "0")}`;
}

function compareLists<T>(x: T[], y: T[], compare: (a: T, b: T) => number): number {
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const c = compare(x[i], y[i]);
    if (c !== 0) return c;
  }
  return cmp(x.length, y.length);
}

const items = (v: unknown) => (v as { values?: JsonValue[] }).values ?? [];
const entries = (v: unknown) =>
  Object.entries((v as { fields?: Record<string, JsonValue> }).fields ?? {}).sort(([k], [l]) =>
    cmp(k, l),
  );

/** Firestore's order. */
export function compareValues(a: JsonValue, b: JsonValue): number {
  const type = rank(a);
  if (type !== rank(b)) return cmp(type, rank(b));
  const [x, y]: unknown[] = [Object.values(a)[0], Object.values(b)[0]];
  switch (TYPES[type]) {
    case "null":
      return 0;
    case "number": {
      const [m, n] = [Number(x), Number(y)]; // NaN sorts before every other number
      return Number.isNaN(m) || Number.isNaN(n)
        ? cmp(!Number.isNaN(m), !Number.isNaN(n))
        : cmp(m, n);
    }
    case "timestamp":
      return cmp(timestampKey(x as string), timestampKey(y as string));
    case "bytes":
      return Buffer.compare(Buffer.from(x as string, "base64"), Buffer.from(y as string, "base64"));
    case "geoPoint": {
      const [p, q] = [x, y] as { latitude: number; longitude: number }[];
      return cmp(p.latitude, q.latitude) || cmp(p.longitude, q.longitude);
    }
    case "array":
      return compareLists(items(x), items(y), compareValues);
    case "map":
      return compareLists(
        entries(x),
        entries(y),
        ([k, v], [l, w]) => cmp(k, l) || compareValues(v, w),
      );
    default: // booleans, strings, references
      return cmp(x as string, y as string);
  }
}

/** The value at a field path (`a.b`, quoted segments in backticks; `__name__` is the name). */
function fieldValue(doc: JsonDocument, path: string): JsonValue | undefined {
  if (path === "__name__") return { referenceValue: doc.name };
  let value: JsonValue | undefined = { mapValue: { fields: doc.fields } };
  for (const segment of path.match(/`(?:[^`\\]|\\.)*`|[^.`]+/g) ?? []) {
    const key = segment.startsWith("`") ? segment.slice(1, -1).replace(/\\(.)/g, "$1") : segment;
    value = value && "mapValue" in value ? value.mapValue.fields?.[key] : undefined;
  }
  return value;
}

const isNull = (v: JsonValue) => "nullValue" in v;
const isNaNValue = (v: JsonValue) => "doubleValue" in v && Number.isNaN(Number(v.doubleValue));
const equal = (v: JsonValue, w: JsonValue) => compareValues(v, w) === 0;
/** Ordered comparisons hold only between values of one type, and never for NaN. */
const order = (v: JsonValue, w: JsonValue) =>
  rank(v) === rank(w) && !isNaNValue(v) ? compareValues(v, w) : NaN;
const listed = (v: JsonValue) => ("arrayValue" in v ? items(v.arrayValue) : []);

const FIELD_OPS: Record<string, (value: JsonValue, wanted: JsonValue) => boolean> = {
  EQUAL: equal,
  NOT_EQUAL: (v, w) => !isNull(v) && !equal(v, w),
  LESS_THAN: (v, w) => order(v, w) < 0,
  LESS_THAN_OR_EQUAL: (v, w) => order(v, w) <= 0,
  GREATER_THAN: (v, w) => order(v, w) > 0,
  GREATER_THAN_OR_EQUAL: (v, w) => order(v, w) >= 0,
  ARRAY_CONTAINS: (v, w) => listed(v).some((item) => equal(item, w)),
  IN: (v, w) => listed(w).some((item) => equal(v, item)),
  NOT_IN: (v, w) => !isNull(v) && !listed(w).some((item) => equal(v, item)),
  ARRAY_CONTAINS_ANY: (v, w) => listed(v).some((item) => listed(w).some((x) => equal(item, x))),
};

const UNARY_OPS: Record<string, (value: JsonValue) => boolean> = {
  IS_NULL: isNull,
  IS_NOT_NULL: (v) => !isNull(v),
  IS_NAN: isNaNValue,
  IS_NOT_NAN: (v) => !isNaNValue(v) && !isNull(v),
};

const field = z.object({ fieldPath: z.string().min(1) });
const operator = (ops: object) => z.string().refine((op) => Object.hasOwn(ops, op), "unknown op");
const value = z.custom<JsonValue>(
  (v) => typeof v === "object" && v !== null && Object.keys(v).length === 1 && rank(v) >= 0,
  "not a Firestore value",
);

type Filter =
  | { fieldFilter: { field: { fieldPath: string }; op: string; value: JsonValue } }
  | { unaryFilter: { field: { fieldPath: string }; op: string } }
  | { compositeFilter: { op: "AND" | "OR"; filters: Filter[] } };

const filter: z.ZodType<Filter> = z.lazy(() =>
  z.union([
    z.object({ fieldFilter: z.object({ field, op: operator(FIELD_OPS), value }) }),
    z.object({ unaryFilter: z.object({ field, op: operator(UNARY_OPS) }) }),
    z.object({
      compositeFilter: z.object({ op: z.enum(["AND", "OR"]), filters: z.array(filter).max(100) }),
    }),
  ]),
);

const count = z.number().int().nonnegative();
const structuredQuery = z
  .object({
    from: z
      .array(z.object({ collectionId: z.string().min(1), allDescendants: z.boolean().optional() }))
      .min(1),
    where: filter.optional(),
    orderBy: z.array(z.object({ field, direction: z.string().optional() })).optional(),
    limit: z.union([count, z.object({ value: count })]).optional(),
  })
  .catchall(z.unknown());

const target = z.object({
  targetId: z.number().int(),
  query: z.object({ parent: z.string().min(1), structuredQuery }).optional(),
  documents: z.object({ documents: z.array(z.string().min(1)).max(1000) }).optional(),
  resumeToken: z.string().optional(),
  readTime: z.string().optional(),
});

export const listenRequest = z.object({
  addTarget: target.optional(),
  removeTarget: z.number().int().optional(),
});

type ListenRequest = z.infer<typeof listenRequest>;

function matches(doc: JsonDocument, f: Filter): boolean {
  if ("compositeFilter" in f) {
    const { op, filters } = f.compositeFilter;
    return op === "AND"
      ? filters.every((g) => matches(doc, g))
      : filters.some((g) => matches(doc, g));
  }
  const v = fieldValue(doc, ("unaryFilter" in f ? f.unaryFilter : f.fieldFilter).field.fieldPath);
  if (!v) return false;
  return "unaryFilter" in f
    ? UNARY_OPS[f.unaryFilter.op](v)
    : FIELD_OPS[f.fieldFilter.op](v, f.fieldFilter.value);
}

export type CompiledQuery = {
  collectionPath: string;
  run(docs: JsonDocument[]): JsonDocument[];
};

export function compileQuery(
  parent: string,
  query: z.infer<typeof structuredQuery>,
): CompiledQuery | { unsupported: string } {
  const extra = Object.keys(query).filter(
    (key) => !["from", "where", "orderBy", "limit"].includes(key),
  );
  if (extra.length > 0)
    return {
      unsupported: `queries with ${extra.join(", ")} are not served by the embedded database`,
    };
  if (query.from.length !== 1 || query.from[0].allDescendants)
    return { unsupported: "collection group queries are not served by the embedded database" };
  const orderBy = (query.orderBy ?? []).map((o) => ({
    path: o.field.fieldPath,
    sign: o.direction === "DESCENDING" ? -1 : 1,
  }));
  if (!orderBy.some((o) => o.path === "__name__"))
    orderBy.push({ path: "__name__", sign: orderBy.at(-1)?.sign ?? 1 });
  const limit = typeof query.limit === "number" ? query.limit : query.limit?.value;
  const { where } = query;
  return {
    collectionPath: `${parent}/${query.from[0].collectionId}`,
    run(docs) {
      // Firestore leaves out documents that lack a field the query is ordered by.
      const kept = docs.filter(
        (doc) => (!where || matches(doc, where)) && orderBy.every((o) => fieldValue(doc, o.path)),
      );
      const key = (doc: JsonDocument, path: string) => fieldValue(doc, path)!;
      kept.sort((a, b) =>
        orderBy.reduce((c, o) => c || o.sign * compareValues(key(a, o.path), key(b, o.path)), 0),
      );
      return kept.slice(0, limit);
    },
  };
}

export type ListenResponse = Record<string, unknown>;

// google.rpc.Code values the SDK maps to its own error codes.
const [INVALID_ARGUMENT, PERMISSION_DENIED, UNIMPLEMENTED] = [3, 7, 12];
/** Firestore's own words for a read its rules refuse. */
const DENIED = "Missing or insufficient permissions.";

type Target = {
  id: number;
  read(): JsonDocument[];
  /** Whether a change of the named document may change the target's result. */
  concerns(name: string): boolean;
  /** Document name → what was last sent for it (update time and fields). */
  sent: Map<string, string>;
};

let lastReadTimeMs = 0;

/** A read time that never goes backwards (the SDK ignores snapshots older than the last one). */
function readTime(): string {
  lastReadTimeMs = Math.max(Date.now(), lastReadTimeMs);
  return dateText(new Date(lastReadTimeMs));
}

function stamp() {
  const time = readTime();
  return { readTime: time, resumeToken: Buffer.from(time).toString("base64") };
}

/** The top-level collection a path names (a collection, or a document when `document`); null below. */
function topLevelCollection(path: string, document: boolean): string | null {
  const segments = /^projects\/[^/]+\/databases\/[^/]+\/documents\/(.+)$/
    .exec(path)?.[1]
    .split("/");
  return segments?.length === (document ? 2 : 1) ? segments[0] : null;
}

const versionKey = (doc: JsonDocument) => `${doc.updateTime}|${JSON.stringify(doc.fields)}`;
const existing = (docs: FirestoreStateDocument[]) =>
  docs.map(documentJson).filter((d): d is JsonDocument => d !== null);

export class ListenTargets {
  private readonly targets = new Map<number, Target>();

  /** `readable`: whether clients may read a top-level collection (the rules' list). */
  constructor(
    private readonly state: FirestoreState,
    private readonly send: (response: ListenResponse) => void,
    private readonly readable: (collection: string) => boolean,
  ) {}

  get size(): number {
    return this.targets.size;
  }

  apply(request: ListenRequest): void {
    if (request.removeTarget !== undefined) {
      this.targets.delete(request.removeTarget);
      this.change("REMOVE", request.removeTarget);
    }
    if (request.addTarget) this.add(request.addTarget);
  }

  private change(targetChangeType: string, id: number, more: object = {}): void {
    this.send({ targetChange: { targetChangeType, targetIds: [id], ...more } });
  }

  private allowed(path: string, document: boolean): boolean {
    const collection = topLevelCollection(path, document);
    return collection !== null && this.readable(collection);
  }

  private add(spec: z.infer<typeof target>): void {
    const { targetId: id } = spec;
    const refuse = (code: number, message: string) =>
      this.change("REMOVE", id, { cause: { code, message } });
    let added: Target;
    if (spec.query) {
      const query = compileQuery(spec.query.parent, spec.query.structuredQuery);
      if ("unsupported" in query) return refuse(UNIMPLEMENTED, query.unsupported);
      const { collectionPath } = query;
      if (!this.allowed(collectionPath, false)) return refuse(PERMISSION_DENIED, DENIED);
      const read = () => this.state.getCollection(collectionPath).getAllDocuments();
      added = {
        id,
        sent: new Map(),
        read: () => query.run(existing(read())),
        concerns: (name) => name.slice(0, name.lastIndexOf("/")) === collectionPath,
      };
    } else if (spec.documents) {
      const names = spec.documents.documents;
      if (!names.every((name) => this.allowed(name, true)))
        return refuse(PERMISSION_DENIED, DENIED);
      const read = () => existing(names.map((name) => this.state.getDocument(name)));
      added = { id, sent: new Map(), read, concerns: (name) => names.includes(name) };
    } else return refuse(INVALID_ARGUMENT, "a target needs a query or documents");
    let docs: JsonDocument[];
    try {
      docs = added.read();
    } catch (error) {
      return refuse(INVALID_ARGUMENT, `the target cannot be read: ${(error as Error).message}`);
    }
    this.targets.set(id, added);
    this.change("ADD", id);
    // A resumed target is sent whole again: RESET makes the SDK drop what it had for it, so documents
    // deleted while the tab was away do not linger.
    if (spec.resumeToken || spec.readTime) this.change("RESET", id);
    for (const doc of docs) {
      added.sent.set(doc.name, versionKey(doc));
      this.send({ documentChange: { document: doc, targetIds: [id] } });
    }
    this.change("CURRENT", id, stamp());
  }

  /** After the documents named in `changed` (else all) were written; whether anything was sent. */
  refresh(changed: Set<string> | "all"): boolean {
    let any = false;
    for (const t of this.targets.values()) {
      if (changed !== "all" && ![...changed].some((name) => t.concerns(name))) continue;
      let docs: JsonDocument[];
      try {
        docs = t.read();
      } catch {
        continue;
      }
      const now = new Set(docs.map((d) => d.name));
      for (const name of t.sent.keys()) {
        if (now.has(name)) continue;
        t.sent.delete(name);
        any = true;
        const gone = { document: name, removedTargetIds: [t.id] };
        // Still in the database but out of the query's result: removed; not there any more: deleted.
        this.send(
          this.state.getDocument(name).metadata.hasExist
            ? { documentRemove: gone }
            : { documentDelete: { ...gone, readTime: readTime() } },
        );
      }
      for (const doc of docs) {
        const key = versionKey(doc);
        if (t.sent.get(doc.name) === key) continue;
        t.sent.set(doc.name, key);
        any = true;
        this.send({ documentChange: { document: doc, targetIds: [t.id] } });
      }
    }
    if (any) this.markSnapshot();
    return any;
  }

  /** The marker after which the SDK raises snapshots for every current target. */
  markSnapshot(): void {
    this.send({ targetChange: stamp() });
  }
}
