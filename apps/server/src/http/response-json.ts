import type { z } from 'zod';

/**
 * Schema-compiled response serialisers: an answer's `data` straight to the JSON text that
 * `JSON.stringify(schema.parse(data))` would give for a valid answer, without checking it.
 * What zod's parse does to a valid answer besides checking is kept: only the keys an object
 * schema names, in the schema's order (a handler's extra fields never leave the server), the
 * extra keys of a loose object after them, defaults filled in, a union's value written by the
 * first option whose shape fits. Numbers, strings and unknown values are written by
 * `JSON.stringify` itself, so escaping and number formatting are the same by construction.
 *
 * Checking is for tests and development (`RESPONSE_CHECK=on`, see `responseJson`); a schema
 * type this file does not know (a transform, a pipe, an intersection…) falls back to zod's
 * parse for that part, which is exact. `response-json.test.ts` holds the equivalence over every
 * endpoint of the table with generated answers.
 */

/** JSON text of a value, or undefined where `JSON.stringify` leaves a property out. */
type Write = (value: unknown) => string | undefined;

interface Node {
  write: Write;
  /** Whether a value has this schema's shape (types, keys, literals; not lengths or ranges). */
  fits: (value: unknown) => boolean;
  /** `write` is exactly `JSON.stringify` (no object or array inside to strip). */
  plain: boolean;
}

interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const optinOf = (schema: unknown): string | undefined => (schema as { _zod: { optin?: string } })._zod.optin;
const stringify: Write = (value) => JSON.stringify(value);
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const plainNode = (fits: (value: unknown) => boolean): Node => ({ write: stringify, fits, plain: true });
const always = () => true;

/** What zod itself would write: the exact fallback for schema types compiled nowhere else. */
function zodNode(schema: z.ZodType): Node {
  return {
    write: (value) => JSON.stringify(schema.parse(value)),
    fits: (value) => schema.safeParse(value).success,
    plain: false,
  };
}

function objectNode(def: Def, compile: (s: z.ZodType) => Node): Node {
  const shape = def.shape as Record<string, z.ZodType>;
  const fields = Object.keys(shape).map((key) => ({
    key,
    head: `${JSON.stringify(key)}:`,
    node: compile(shape[key] as z.ZodType),
    // Absent is allowed (optional or defaulted); anything else must be there.
    required: optinOf(shape[key]) === undefined,
  }));
  const known = new Set(fields.map((f) => f.key));
  const catchall = def.catchall as z.ZodType | undefined;
  const rest = catchall && defOf(catchall).type !== 'never' ? compile(catchall) : null;
  return {
    write(value) {
      if (!isObject(value)) return JSON.stringify(value);
      let out = '';
      for (const f of fields) {
        const text = f.node.write(value[f.key]);
        if (text === undefined) continue;
        out += out === '' ? f.head : `,${f.head}`;
        out += text;
      }
      if (rest) out = writeEntries(out, value, Object.keys(value), rest, known);
      return `{${out}}`;
    },
    fits(value) {
      if (!isObject(value)) return false;
      for (const f of fields) {
        const v = value[f.key];
        if (v === undefined ? f.required : !f.node.fits(v)) return false;
      }
      return true;
    },
    plain: false,
  };
}

/**
 * `out` followed by `"key":value` for each of `keys` (but those in `skip`) whose value `node`
 * writes: the members of an object's catchall and of a record.
 */
function writeEntries(
  out: string,
  input: Record<string, unknown>,
  keys: readonly string[],
  node: Node,
  skip?: ReadonlySet<string>,
): string {
  let text = out;
  for (const key of keys) {
    if (skip?.has(key)) continue;
    const member = node.write(input[key]);
    if (member === undefined) continue;
    text += `${text === '' ? '' : ','}${JSON.stringify(key)}:${member}`;
  }
  return text;
}

function listNode(items: Node[], rest: Node | null): Node {
  return {
    write(value) {
      if (!Array.isArray(value)) return JSON.stringify(value);
      let out = '';
      for (let i = 0; i < value.length; i++) {
        const node = items[i] ?? rest;
        if (!node) break; // a tuple without rest: extra items are not part of the output
        const text = node.write(value[i]);
        out += i === 0 ? (text ?? 'null') : `,${text ?? 'null'}`;
      }
      return `[${out}]`;
    },
    fits(value) {
      if (!Array.isArray(value)) return false;
      if (!rest && value.length !== items.length) return false;
      return value.every((v, i) => (items[i] ?? rest)?.fits(v) ?? false);
    },
    plain: false,
  };
}

function recordNode(schema: z.ZodType, def: Def, compile: (s: z.ZodType) => Node): Node {
  const keyDef = defOf(def.keyType);
  const values = (def.keyType as { _zod: { values?: Set<unknown> } })._zod.values;
  const value = compile(def.valueType as z.ZodType);
  // An enum or literal key set: zod writes those keys, in that order, and no others.
  const fixed = values && !def.partial ? [...values].map(String) : null;
  // Other key schemas (transforms, pipes…) may rename keys: zod writes those.
  if (!fixed && keyDef.type !== 'string') return zodNode(schema);
  return {
    write(input) {
      if (!isObject(input)) return JSON.stringify(input);
      return `{${writeEntries('', input, fixed ?? Object.keys(input), value)}}`;
    },
    fits(input) {
      if (!isObject(input)) return false;
      return Object.values(input).every((v) => v === undefined || value.fits(v));
    },
    plain: false,
  };
}

function unionNode(options: Node[]): Node {
  const fits = (value: unknown) => options.some((o) => o.fits(value));
  if (options.every((o) => o.plain)) return plainNode(fits);
  return {
    // zod keeps the first option that parses; for a valid answer that is the first that fits.
    write: (value) => (options.find((o) => o.fits(value)) ?? options[0])?.write(value),
    fits,
    plain: false,
  };
}

function compileNode(schema: z.ZodType, compiled: Map<z.ZodType, Node>): Node {
  const known = compiled.get(schema);
  if (known) return known;
  const def = defOf(schema);
  const compile = (s: z.ZodType) => compileNode(s, compiled);
  const inner = () => compile(def.innerType as z.ZodType);
  let node: Node;
  switch (def.type) {
    case 'string':
    case 'template_literal':
      node = plainNode((v) => typeof v === 'string');
      break;
    case 'number':
      node = plainNode((v) => typeof v === 'number');
      break;
    case 'boolean':
      node = plainNode((v) => typeof v === 'boolean');
      break;
    case 'null':
      node = plainNode((v) => v === null);
      break;
    case 'date':
      node = plainNode((v) => v instanceof Date);
      break;
    case 'unknown':
    case 'any':
      node = plainNode(always);
      break;
    case 'literal': {
      const values = def.values as unknown[];
      node = plainNode((v) => values.includes(v));
      break;
    }
    case 'enum': {
      const values = Object.values(def.entries as Record<string, unknown>);
      node = plainNode((v) => values.includes(v));
      break;
    }
    case 'object':
      node = objectNode(def, compile);
      break;
    case 'array':
      node = listNode([], compile(def.element as z.ZodType));
      break;
    case 'tuple':
      node = listNode(
        (def.items as z.ZodType[]).map(compile),
        def.rest ? compile(def.rest as z.ZodType) : null,
      );
      break;
    case 'record':
      node = recordNode(schema, def, compile);
      break;
    case 'union':
      node = unionNode((def.options as z.ZodType[]).map(compile));
      break;
    case 'optional': {
      const n = inner();
      node = {
        write: (v) => (v === undefined ? undefined : n.write(v)),
        fits: (v) => v === undefined || n.fits(v),
        plain: n.plain,
      };
      break;
    }
    case 'nullable': {
      const n = inner();
      node = {
        write: (v) => (v === null ? 'null' : n.write(v)),
        fits: (v) => v === null || n.fits(v),
        plain: n.plain,
      };
      break;
    }
    case 'default': {
      // zod returns the default itself for `undefined` (it does not parse it).
      const n = inner();
      const fallback = () => JSON.stringify(def.defaultValue);
      node = {
        write: (v) => (v === undefined ? fallback() : (n.write(v) ?? fallback())),
        fits: (v) => v === undefined || n.fits(v),
        plain: false,
      };
      break;
    }
    case 'prefault': {
      // zod parses the prefault value in place of `undefined`.
      const n = inner();
      const start = () => def.defaultValue;
      node = {
        write: (v) => n.write(v === undefined ? start() : v),
        fits: (v) => v === undefined || n.fits(v),
        plain: false,
      };
      break;
    }
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      node = inner();
      break;
    case 'lazy': {
      let target: Node | undefined;
      const resolve = () => {
        target ??= compile((def.getter as () => z.ZodType)());
        return target;
      };
      node = { write: (v) => resolve().write(v), fits: (v) => resolve().fits(v), plain: false };
      break;
    }
    default:
      node = zodNode(schema);
  }
  compiled.set(schema, node);
  return node;
}

const serialisers = new WeakMap<z.ZodType, Write>();

/**
 * The compiled serialiser of `schema` (built once per schema): `data` → its JSON text as
 * `JSON.stringify(schema.parse(data))` gives it for a valid answer, or undefined for no value.
 */
export function compileResponseJson(schema: z.ZodType): Write {
  let write = serialisers.get(schema);
  if (!write) {
    write = compileNode(schema, new Map()).write;
    serialisers.set(schema, write);
  }
  return write;
}

/** zod's own answer: parse (which checks and strips), then `JSON.stringify`. */
export function checkedResponseJson(schema: z.ZodType, data: unknown): string | undefined {
  const checked = schema.safeParse(data);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new Error(`response does not match its schema at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return JSON.stringify(checked.data);
}

/**
 * The JSON text of an answer's `data`. `check` (RESPONSE_CHECK=on): checked by zod, and the
 * compiled serialiser's text must be the same, so every test proves the two agree on real
 * answers; off: the compiled serialiser alone.
 */
export function responseJson(schema: z.ZodType, data: unknown, check: boolean): string | undefined {
  const compiled = compileResponseJson(schema);
  if (!check) return compiled(data);
  const text = checkedResponseJson(schema, data);
  const fast = compiled(data);
  if (fast !== text) {
    throw new Error(
      `compiled response serialiser differs from the schema's parse: ${String(fast).slice(0, 200)} ≠ ${String(text).slice(0, 200)}`,
    );
  }
  return text;
}
