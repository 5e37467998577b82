// A small evaluator for the part of the Firebase security rules language that firestore.rules and
// storage.rules use, so the rules can be tested where the official emulators cannot run. It understands
// `rules_version`, `service cloud.firestore` or `service firebase.storage`, nested `match` blocks with `{name}` and `{name=**}` wildcards, and
// `allow <operations>: if <condition>;` where a condition is built from true/false, strings, lists of
// strings, wildcard variables, `in`, `==`, `!=`, `!`, `&&`, `||` and parentheses. Anything else (a
// function, `request`, `resource`, a call, a number) makes it throw, so it can never pass a test by
// ignoring part of a rule it does not understand.

import type { Operation } from "./firestore-rules-cases";

const OPERATION_GROUPS: Record<string, Operation[]> = {
  read: ["get", "list"],
  write: ["create", "update", "delete"],
  get: ["get"],
  list: ["list"],
  create: ["create"],
  update: ["update"],
  delete: ["delete"],
};

export class RulesNotUnderstood extends Error {
  constructor(message: string) {
    super(`the rules evaluator does not understand ${message}`);
    this.name = "RulesNotUnderstood";
  }
}

type Expr =
  | { kind: "bool"; value: boolean }
  | { kind: "string"; value: string }
  | { kind: "list"; items: Expr[] }
  | { kind: "var"; name: string }
  | { kind: "not"; operand: Expr }
  | { kind: "binary"; op: "&&" | "||" | "==" | "!=" | "in"; left: Expr; right: Expr };

type Segment = { literal: string } | { variable: string; rest: boolean };
type Allow = { operations: Operation[]; condition: Expr };
type Match = { path: Segment[]; allows: Allow[]; children: Match[] };

// ---- tokens ---------------------------------------------------------------------------------------

type Token = { type: "word" | "string" | "punct"; text: string; at: number };

const PUNCTUATION = [
  "&&",
  "||",
  "==",
  "!=",
  "=**",
  "{",
  "}",
  "(",
  ")",
  "[",
  "]",
  ";",
  ":",
  ",",
  "/",
  "=",
  "!",
  ".",
];

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    const space = /^(\s+|\/\/[^\n]*)/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    if (rest.startsWith("/*")) throw new RulesNotUnderstood(`a block comment at ${i}`);
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (word) {
      tokens.push({ type: "word", text: word[0], at: i });
      i += word[0].length;
      continue;
    }
    const quoted = /^'([^'\\\n]*)'|^"([^"\\\n]*)"/.exec(rest);
    if (quoted) {
      tokens.push({ type: "string", text: quoted[1] ?? quoted[2], at: i });
      i += quoted[0].length;
      continue;
    }
    const punct = PUNCTUATION.find((p) => rest.startsWith(p));
    if (!punct) throw new RulesNotUnderstood(`"${rest.slice(0, 20)}" at ${i}`);
    tokens.push({ type: "punct", text: punct, at: i });
    i += punct.length;
  }
  return tokens;
}

// ---- parser ---------------------------------------------------------------------------------------

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.i];
  }
  private next(): Token {
    const token = this.tokens[this.i++];
    if (!token) throw new RulesNotUnderstood("the end of the file here");
    return token;
  }
  private accept(text: string): boolean {
    if (this.peek()?.text !== text) return false;
    this.i++;
    return true;
  }
  private expect(text: string): void {
    const token = this.next();
    if (token.text !== text)
      throw new RulesNotUnderstood(`"${token.text}" at ${token.at} (expected "${text}")`);
  }

  file(service: readonly string[]): Match[] {
    this.expect("rules_version");
    this.expect("=");
    const version = this.next();
    if (version.type !== "string" || version.text !== "2")
      throw new RulesNotUnderstood(`rules_version ${version.text}`);
    this.expect(";");
    this.expect("service");
    for (const part of service) this.expect(part);
    this.expect("{");
    const matches: Match[] = [];
    while (!this.accept("}")) matches.push(this.match());
    if (this.peek()) throw new RulesNotUnderstood(`"${this.peek()?.text}" after the service block`);
    return matches;
  }

  private match(): Match {
    this.expect("match");
    const path: Segment[] = [];
    while (this.accept("/")) {
      if (this.accept("{")) {
        const name = this.next();
        if (name.type !== "word") throw new RulesNotUnderstood(`the wildcard "${name.text}"`);
        const rest = this.accept("=**");
        this.expect("}");
        path.push({ variable: name.text, rest });
      } else {
        const literal = this.next();
        if (literal.type !== "word")
          throw new RulesNotUnderstood(`the path segment "${literal.text}"`);
        path.push({ literal: literal.text });
      }
    }
    if (path.length === 0) throw new RulesNotUnderstood("a match without a path");
    this.expect("{");
    const node: Match = { path, allows: [], children: [] };
    while (!this.accept("}")) {
      const token = this.peek();
      if (token?.text === "match") node.children.push(this.match());
      else if (token?.text === "allow") node.allows.push(this.allow());
      else throw new RulesNotUnderstood(`"${token?.text}" at ${token?.at}`);
    }
    return node;
  }

  private allow(): Allow {
    this.expect("allow");
    const operations: Operation[] = [];
    do {
      const name = this.next().text;
      const group = OPERATION_GROUPS[name];
      if (!group) throw new RulesNotUnderstood(`the operation "${name}"`);
      operations.push(...group);
    } while (this.accept(","));
    // `allow read;` (no condition) grants unconditionally.
    if (this.accept(";")) return { operations, condition: { kind: "bool", value: true } };
    this.expect(":");
    this.expect("if");
    const condition = this.or();
    this.expect(";");
    return { operations, condition };
  }

  private or(): Expr {
    let left = this.and();
    while (this.accept("||")) left = { kind: "binary", op: "||", left, right: this.and() };
    return left;
  }
  private and(): Expr {
    let left = this.comparison();
    while (this.accept("&&")) left = { kind: "binary", op: "&&", left, right: this.comparison() };
    return left;
  }
  private comparison(): Expr {
    const left = this.unary();
    for (const op of ["==", "!=", "in"] as const) {
      if (this.accept(op)) return { kind: "binary", op, left, right: this.unary() };
    }
    return left;
  }
  private unary(): Expr {
    if (this.accept("!")) return { kind: "not", operand: this.unary() };
    if (this.accept("(")) {
      const inner = this.or();
      this.expect(")");
      return inner;
    }
    if (this.accept("[")) {
      const items: Expr[] = [];
      if (!this.accept("]")) {
        do items.push(this.unary());
        while (this.accept(","));
        this.expect("]");
      }
      return { kind: "list", items };
    }
    const token = this.next();
    if (token.type === "string") return { kind: "string", value: token.text };
    if (token.type === "word" && (token.text === "true" || token.text === "false"))
      return { kind: "bool", value: token.text === "true" };
    // A name followed by "." or "(" is a field access or a call (request.auth, get(...)): not understood.
    if (
      token.type === "word" &&
      token.text !== "in" &&
      !["(", "."].includes(this.peek()?.text ?? "")
    ) {
      return { kind: "var", name: token.text };
    }
    throw new RulesNotUnderstood(`"${token.text}" at ${token.at}`);
  }
}

const FIRESTORE = ["cloud", ".", "firestore"];
const STORAGE = ["firebase", ".", "storage"];

function parseRules(source: string, service = FIRESTORE): Match[] {
  return new Parser(tokenize(source)).file(service);
}

// ---- evaluation -----------------------------------------------------------------------------------

type Value = boolean | string | Value[] | typeof UNKNOWN;
/** The document id of a `list` request: any id, so a rule that depends on it cannot be decided. */
const UNKNOWN = Symbol("any document id");

function evaluate(expr: Expr, vars: Map<string, Value>): Value {
  switch (expr.kind) {
    case "bool":
    case "string":
      return expr.value;
    case "list":
      return expr.items.map((item) => evaluate(item, vars));
    case "var": {
      const value = vars.get(expr.name);
      if (value === undefined)
        throw new RulesNotUnderstood(`the name "${expr.name}" (not a wildcard of the path)`);
      if (value === UNKNOWN)
        throw new RulesNotUnderstood(
          `a list request whose rule reads the document id "${expr.name}"`,
        );
      return value;
    }
    case "not":
      return !asBool(evaluate(expr.operand, vars));
    case "binary": {
      // Both sides are always evaluated, so a part that cannot be evaluated is never skipped unseen.
      const left = evaluate(expr.left, vars);
      const right = evaluate(expr.right, vars);
      if (expr.op === "&&") return asBool(left) && asBool(right);
      if (expr.op === "||") return asBool(left) || asBool(right);
      if (expr.op === "in") {
        if (!Array.isArray(right))
          throw new RulesNotUnderstood("`in` on something that is not a list");
        return right.includes(left);
      }
      if (typeof left !== "string" || typeof right !== "string")
        throw new RulesNotUnderstood(`${expr.op} on anything but strings`);
      return expr.op === "==" ? left === right : left !== right;
    }
  }
}

function asBool(value: Value): boolean {
  if (typeof value !== "boolean")
    throw new RulesNotUnderstood("a condition that is not true or false");
  return value;
}

/** The bindings when `pattern` matches the start of `path`, with the unmatched rest; null when it does not. */
function matchPrefix(
  pattern: Segment[],
  path: Value[],
): { vars: Map<string, Value>; rest: Value[] } | null {
  const vars = new Map<string, Value>();
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i];
    if ("literal" in segment) {
      if (path[i] !== segment.literal) return null;
    } else if (segment.rest) {
      if (i !== pattern.length - 1)
        throw new RulesNotUnderstood("a {name=**} wildcard that is not last");
      // rules_version 2: a recursive wildcard matches zero or more segments; its value is the path.
      const tail = path.slice(i);
      vars.set(segment.variable, tail.includes(UNKNOWN) ? UNKNOWN : tail.join("/"));
      return { vars, rest: [] };
    } else {
      if (path[i] === undefined) return null;
      vars.set(segment.variable, path[i]);
    }
  }
  return { vars, rest: path.slice(pattern.length) };
}

/** Every allow statement that applies to the full `path`, with its variables. */
function applicable(
  matches: Match[],
  path: Value[],
  outer: Map<string, Value>,
): { allow: Allow; vars: Map<string, Value> }[] {
  const found: { allow: Allow; vars: Map<string, Value> }[] = [];
  for (const match of matches) {
    const hit = matchPrefix(match.path, path);
    if (!hit) continue;
    const vars = new Map([...outer, ...hit.vars]);
    if (hit.rest.length === 0) found.push(...match.allows.map((allow) => ({ allow, vars })));
    found.push(...applicable(match.children, hit.rest, vars));
  }
  return found;
}

export type Rules = { allows(operation: Operation, documentPath: string): boolean };

/**
 * Loads a rules file. `allows(op, "Products/drill")` answers as Firestore would for a client: allowed
 * when any statement matching the document grants the operation. A `list` is asked of a collection
 * ("Products") and evaluated for a document of it with an unknown id.
 */
export function loadRules(source: string): Rules {
  const matches = parseRules(source);
  return {
    allows(operation, documentPath) {
      const segments: Value[] = documentPath.split("/").filter(Boolean);
      if (operation === "list" ? segments.length % 2 !== 1 : segments.length % 2 !== 0) {
        throw new Error(
          `${operation} needs a ${operation === "list" ? "collection" : "document"} path, not "${documentPath}"`,
        );
      }
      if (operation === "list") segments.push(UNKNOWN);
      const full: Value[] = ["databases", "(default)", "documents", ...segments];
      // Every statement for the operation is evaluated (none skipped once one grants), for the same reason.
      const granted = applicable(matches, full, new Map())
        .filter(({ allow }) => allow.operations.includes(operation))
        .map(({ allow, vars }) => asBool(evaluate(allow.condition, vars)));
      return granted.includes(true);
    },
  };
}

/**
 * Loads a Cloud Storage rules file. `allows(op, "inquiries/x/1-drawing.pdf")` answers as Storage would
 * for a client of the default bucket; a `list` is asked of a folder ("inquiries/x") and evaluated for an
 * object in it with an unknown name.
 */
export function loadStorageRules(source: string, bucket = "demo-precitech.appspot.com"): Rules {
  const matches = parseRules(source, STORAGE);
  return {
    allows(operation, objectPath) {
      const segments: Value[] = objectPath.split("/").filter(Boolean);
      if (operation === "list") segments.push(UNKNOWN);
      const granted = applicable(matches, ["b", bucket, "o", ...segments], new Map())
        .filter(({ allow }) => allow.operations.includes(operation))
        .map(({ allow, vars }) => asBool(evaluate(allow.condition, vars)));
      return granted.includes(true);
    },
  };
}
