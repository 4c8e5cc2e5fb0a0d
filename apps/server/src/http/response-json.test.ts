import { endpoints } from '@lld/protocol/api/endpoints';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedResponseJson, compileResponseJson, responseJson } from './response-json.ts';

/*
 * The compiled serialisers against zod: for every endpoint of the table, generated answers
 * (valid ones, with extra fields a careless handler might leak at every level, awkward strings
 * and numbers) must come out as exactly the text `JSON.stringify(schema.parse(answer))` gives.
 */

interface Def {
  type: string;
  checks?: Array<{ _zod: { def: Record<string, unknown> } }>;
  [key: string]: unknown;
}
const defOf = (s: unknown) => (s as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/** Characters that test JSON escaping: quotes, backslashes, controls, separators, astral, lone surrogates. */
const unit = fc.oneof(
  fc.constantFrom('"', '\\', '\n', '\u0000', '\u001f', '\u2028', '/', '中', '😀', '\ud800', '\udc00'),
  fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
);
/** Fields a handler might leak; zod drops them, so the compiled serialiser must too. */
const leaked = fc.dictionary(
  fc.constantFrom('secret', 'password', 'passwordHash', 'tokenHash', 'extra', 'toString'),
  fc.jsonValue({ maxDepth: 1 }),
  { maxKeys: 2 },
);

function numberOf(def: Def): fc.Arbitrary<number> {
  let min: number | undefined;
  let max: number | undefined;
  let minOpen = false;
  let maxOpen = false;
  let int = false;
  for (const c of checksOf(def)) {
    if (c.check === 'number_format') int = true;
    if (c.check === 'greater_than') [min, minOpen] = [Number(c.value), !c.inclusive];
    if (c.check === 'less_than') [max, maxOpen] = [Number(c.value), !c.inclusive];
  }
  if (int) {
    const lo = min === undefined ? -(2 ** 40) : minOpen ? Math.floor(min) + 1 : Math.ceil(min);
    const hi = max === undefined ? 2 ** 40 : maxOpen ? Math.ceil(max) - 1 : Math.floor(max);
    return fc.oneof(
      fc.integer({ min: Math.max(lo, -(2 ** 31)), max: Math.min(hi, 2 ** 31 - 1) }),
      fc.constant(lo),
    );
  }
  return fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(min !== undefined ? { min, minExcluded: minOpen } : { min: -1e12 }),
    ...(max !== undefined ? { max, maxExcluded: maxOpen } : { max: 1e12 }),
  });
}

function lengths(def: Def, cap: number) {
  let minLength = 0;
  let maxLength = cap;
  for (const c of checksOf(def)) {
    if (c.check === 'min_length') minLength = Number(c.minimum);
    if (c.check === 'max_length') maxLength = Math.min(Number(c.maximum), cap);
  }
  return { minLength, maxLength: Math.max(minLength, maxLength) };
}

/** Answers shaped like `schema`, plus leaked fields wherever an object would drop them. */
function answerOf(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = () => answerOf(def.innerType, depth);
  switch (def.type) {
    case 'string':
      return fc.string({ unit, ...lengths(def, 12) });
    case 'number':
      return numberOf(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'unknown':
    case 'any':
      return fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined));
    case 'optional':
      return fc.option(inner(), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner(), { nil: null, freq: 3 });
    case 'default':
    case 'prefault':
      return fc.option(inner(), { nil: undefined, freq: 3 });
    case 'readonly':
    case 'nonoptional':
      return inner();
    case 'array':
      return fc.array(answerOf(def.element, depth + 1), lengths(def, depth > 1 ? 2 : 4));
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map((i) => answerOf(i, depth + 1)));
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => answerOf(o, depth)));
    case 'record': {
      const values = (def.keyType as { _zod: { values?: Set<unknown> } })._zod.values;
      const value = answerOf(def.valueType, depth + 1);
      if (values) return fc.record(Object.fromEntries([...values].map((k) => [String(k), value])));
      return fc.dictionary(fc.string({ unit, maxLength: 6 }), value, { maxKeys: 3 });
    }
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const keys = Object.keys(shape);
      const requiredKeys = keys.filter(
        (k) => (shape[k] as { _zod: { optin?: string } })._zod.optin === undefined,
      );
      const known = fc.record(Object.fromEntries(keys.map((k) => [k, answerOf(shape[k], depth + 1)])), {
        requiredKeys,
      });
      const strict = def.catchall !== undefined && defOf(def.catchall).type === 'never';
      if (strict) return known;
      // Leaked fields first, so the input's key order differs from the schema's as well.
      return fc.tuple(leaked, known).map(([extra, value]) => ({ ...extra, ...value }));
    }
    default:
      throw new Error(`no generator for schema type ${def.type}: add one (and check response-json.ts)`);
  }
}

describe('compiled response serialisers', () => {
  it('write exactly what the zod parse writes, for every endpoint of the table', () => {
    const seen = new Set<unknown>();
    for (const [name, e] of Object.entries(endpoints)) {
      if (seen.has(e.response)) continue;
      seen.add(e.response);
      const write = compileResponseJson(e.response);
      let valid = 0;
      for (const answer of fc.sample(answerOf(e.response), { numRuns: 40, seed: 19 })) {
        const parsed = e.response.safeParse(answer);
        if (!parsed.success) continue;
        valid++;
        const expected = JSON.stringify(parsed.data);
        const got = write(answer);
        if (got !== expected)
          expect({ endpoint: name, answer, got }).toEqual({ endpoint: name, answer, got: expected });
      }
      // The generator makes valid answers: a schema it misses would go untested.
      expect({ endpoint: name, valid: valid >= 20 }).toEqual({ endpoint: name, valid: true });
    }
  });

  it('drop fields a schema does not name, at every level, and keep the schema order', () => {
    const schema = z.object({
      b: z.number(),
      a: z.object({ keep: z.string(), opt: z.string().optional() }),
      list: z.array(z.object({ id: z.number() })),
      loose: z.looseObject({ id: z.number() }),
      pick: z.union([
        z.object({ kind: z.literal('full'), gold: z.number() }),
        z.object({ kind: z.string() }),
      ]),
      d: z.number().default(7),
      n: z.string().nullable(),
      r: z.record(z.string(), z.object({ x: z.number() })),
    });
    const answer = {
      secret: 's',
      list: [{ id: 1, password: 'p' }],
      a: { opt: undefined, keep: 'k', tokenHash: 'h' },
      b: 2,
      loose: { extra: 1, id: 3 },
      pick: { kind: 'public', gold: 'not a number' },
      n: null,
      r: { one: { x: 1, y: 2 } },
    };
    const expected = JSON.stringify(schema.parse(answer));
    expect(expected).toBe(
      '{"b":2,"a":{"keep":"k"},"list":[{"id":1}],"loose":{"id":3,"extra":1},"pick":{"kind":"public"},"d":7,"n":null,"r":{"one":{"x":1}}}',
    );
    expect(compileResponseJson(schema)(answer)).toBe(expected);
  });

  it('do not check in production; RESPONSE_CHECK=on checks and compares with zod', () => {
    const schema = z.object({ id: z.number().int().positive(), name: z.string() });
    const wrong = { id: -1, name: 'x' };
    expect(responseJson(schema, wrong, false)).toBe('{"id":-1,"name":"x"}');
    expect(() => responseJson(schema, wrong, true)).toThrow(/does not match its schema at id/);
    expect(responseJson(schema, { id: 1, name: 'x', leak: 1 }, true)).toBe('{"id":1,"name":"x"}');
    expect(checkedResponseJson(schema, { id: 2, name: 'y' })).toBe('{"id":2,"name":"y"}');
  });

  it('fall back to zod for what they do not compile (a transform), exactly', () => {
    const schema = z.object({ at: z.number().transform((n) => new Date(n * 1000).toISOString()) });
    expect(compileResponseJson(schema)({ at: 0, x: 1 })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });
});
