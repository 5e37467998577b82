// Firestore values as the web SDK reads them over WebChannel (the proto3 JSON mapping), made from the
// embedded emulator's stored documents, and the ordering Firestore defines between them, which query
// filters and sorting need.
import type { FirestoreStateDocument } from "@firestore-emulator/server";

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
function timestampText(seconds: number, nanos: number): string {
  const base = new Date(seconds * 1000).toISOString().slice(0, 19);
  return `${base}.${String(nanos).padStart(9, "0")}Z`;
}

export function dateText(date: Date): string {
  return timestampText(Math.floor(date.getTime() / 1000), (date.getTime() % 1000) * 1_000_000);
}

function doubleJson(value: number): number | string {
  if (Number.isNaN(value)) return "NaN";
  if (value === Infinity) return "Infinity";
  if (value === -Infinity) return "-Infinity";
  return value;
}

function storedToJson(field: StoredField): JsonValue {
  const { type, value } = field;
  switch (type) {
    case "null_value":
      return { nullValue: null };
    case "boolean_value":
      return { booleanValue: Boolean(value) };
    case "integer_value":
      return { integerValue: String(value) };
    case "double_value":
      return { doubleValue: doubleJson(Number(value)) };
    case "timestamp_value": {
      const t = value as { seconds: number; nanos: number };
      return { timestampValue: timestampText(Number(t.seconds), Number(t.nanos)) };
    }
    case "string_value":
      return { stringValue: String(value) };
    case "bytes_value":
      return { bytesValue: Buffer.from(value as Uint8Array).toString("base64") };
    case "reference_value":
      return { referenceValue: String(value) };
    case "geo_point_value": {
      const g = value as { latitude: number; longitude: number };
      return { geoPointValue: { latitude: g.latitude, longitude: g.longitude } };
    }
    case "array_value":
      return { arrayValue: { values: (value as StoredField[]).map(storedToJson) } };
    case "map_value":
      return { mapValue: { fields: fieldsToJson(value as Record<string, StoredField>) } };
    default:
      throw new Error(`unknown stored value type ${type}`);
  }
}

function fieldsToJson(fields: Record<string, StoredField>): Record<string, JsonValue> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, storedToJson(field)]),
  );
}

/** The document as the web SDK expects it, or null when it does not exist. */
export function documentJson(doc: FirestoreStateDocument): JsonDocument | null {
  if (!doc.metadata.hasExist) return null;
  const stored = doc.toJSON().fields as Record<string, StoredField>;
  return {
    name: doc.getPath(),
    fields: fieldsToJson(stored),
    createTime: dateText(doc.metadata.createdAt),
    updateTime: dateText(doc.metadata.updatedAt),
  };
}

// Firestore's order of value types: null, booleans, numbers, timestamps, strings, bytes, references,
// geo points, arrays, maps.
const TYPE_ORDER = [
  "null",
  "boolean",
  "number",
  "timestamp",
  "string",
  "bytes",
  "reference",
  "geoPoint",
  "array",
  "map",
] as const;

function typeRank(value: JsonValue): number {
  if ("nullValue" in value) return 0;
  if ("booleanValue" in value) return 1;
  if ("integerValue" in value || "doubleValue" in value) return 2;
  if ("timestampValue" in value) return 3;
  if ("stringValue" in value) return 4;
  if ("bytesValue" in value) return 5;
  if ("referenceValue" in value) return 6;
  if ("geoPointValue" in value) return 7;
  if ("arrayValue" in value) return 8;
  return TYPE_ORDER.length - 1;
}

function numberOf(value: JsonValue): number {
  if ("integerValue" in value) return Number(value.integerValue);
  if ("doubleValue" in value) return Number(value.doubleValue);
  return NaN;
}

const cmp = <T extends number | string>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);

/** Timestamps as sortable text: seconds and nanoseconds both padded. */
function timestampKey(text: string): string {
  const m = /^(.*?)(?:\.(\d+))?Z$/.exec(text);
  const whole = Date.parse(`${m?.[1] ?? text}Z`);
  return `${String(whole).padStart(16, "0")}.${(m?.[2] ?? "").padEnd(9, "0")}`;
}

/** Negative, zero or positive as `a` sorts before, with or after `b` in Firestore's order. */
export function compareValues(a: JsonValue, b: JsonValue): number {
  const rank = cmp(typeRank(a), typeRank(b));
  if (rank !== 0) return rank;
  if ("booleanValue" in a && "booleanValue" in b)
    return cmp(Number(a.booleanValue), Number(b.booleanValue));
  if (typeRank(a) === 2) {
    const x = numberOf(a);
    const y = numberOf(b);
    if (Number.isNaN(x) || Number.isNaN(y))
      return cmp(Number.isNaN(x) ? 0 : 1, Number.isNaN(y) ? 0 : 1);
    return cmp(x, y);
  }
  if ("timestampValue" in a && "timestampValue" in b)
    return cmp(timestampKey(a.timestampValue), timestampKey(b.timestampValue));
  if ("stringValue" in a && "stringValue" in b) return cmp(a.stringValue, b.stringValue);
  if ("bytesValue" in a && "bytesValue" in b)
    return Buffer.compare(Buffer.from(a.bytesValue, "base64"), Buffer.from(b.bytesValue, "base64"));
  if ("referenceValue" in a && "referenceValue" in b)
    return cmp(a.referenceValue, b.referenceValue);
  if ("geoPointValue" in a && "geoPointValue" in b) {
    return (
      cmp(a.geoPointValue.latitude, b.geoPointValue.latitude) ||
      cmp(a.geoPointValue.longitude, b.geoPointValue.longitude)
    );
  }
  if ("arrayValue" in a && "arrayValue" in b) {
    const x = a.arrayValue.values ?? [];
    const y = b.arrayValue.values ?? [];
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const c = compareValues(x[i], y[i]);
      if (c !== 0) return c;
    }
    return cmp(x.length, y.length);
  }
  if ("mapValue" in a && "mapValue" in b) {
    const x = Object.entries(a.mapValue.fields ?? {}).sort(([k], [l]) => cmp(k, l));
    const y = Object.entries(b.mapValue.fields ?? {}).sort(([k], [l]) => cmp(k, l));
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const c = cmp(x[i][0], y[i][0]) || compareValues(x[i][1], y[i][1]);
      if (c !== 0) return c;
    }
    return cmp(x.length, y.length);
  }
  return 0;
}

/** Splits a field path (`a.b`, with `quoted` segments) into its segments. */
function fieldPathSegments(path: string): string[] {
  const segments: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const ch = path[i];
    if (quoted && ch === "\\" && i + 1 < path.length) current += path[++i];
    else if (ch === "`") quoted = !quoted;
    else if (ch === "." && !quoted) {
      segments.push(current);
      current = "";
    } else current += ch;
  }
  segments.push(current);
  return segments;
}

/** The value at a field path of a document, `__name__` being its name. */
export function fieldValue(doc: JsonDocument, path: string): JsonValue | undefined {
  if (path === "__name__") return { referenceValue: doc.name };
  let value: JsonValue | undefined = { mapValue: { fields: doc.fields } };
  for (const segment of fieldPathSegments(path)) {
    if (!value || !("mapValue" in value)) return undefined;
    value = value.mapValue.fields?.[segment];
  }
  return value;
}
