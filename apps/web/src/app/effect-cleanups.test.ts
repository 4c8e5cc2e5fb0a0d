// Effects return a cleanup function or nothing. An effect written as an expression returns
// whatever the expression gives, and React calls it when the effect re-runs or the screen
// unmounts. DOM methods typed `void` may start returning values: Chromium 156 returns a Promise
// from `scrollIntoView`/`scrollTo`, so `useEffect(() => el.scrollIntoView())` made React call a
// Promise ("destroy is not a function") and put up the route's error screen, the breakage of
// the live guide tab and the AI companion (docs/decisions.md, "Effects"). TypeScript cannot see
// this, so this test reads the source: an effect's arrow has a block body, or returns a function
// (`() => () => …`) or a subscription (`onX(…)`, `subscribe…(…)`, which return their unsubscribe).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);
const SUBSCRIPTION = /^(on[A-Z]|subscribe|listen)/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

function calleeName(e: ts.Expression): string {
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return '';
}

/** Effects whose arrow returns something that is neither a function nor a subscription. */
function badEffects(path: string, text = readFileSync(path, 'utf8')): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && EFFECT_HOOKS.has(calleeName(node.expression))) {
      const fn = node.arguments[0];
      if (fn && ts.isArrowFunction(fn) && !ts.isBlock(fn.body)) {
        let body: ts.Expression = fn.body;
        while (ts.isParenthesizedExpression(body)) body = body.expression;
        const ok =
          ts.isArrowFunction(body) ||
          ts.isFunctionExpression(body) ||
          (ts.isCallExpression(body) && SUBSCRIPTION.test(calleeName(body.expression)));
        if (!ok) {
          const { line } = file.getLineAndCharacterOfPosition(node.getStart());
          found.push(`${relative(SRC, path)}:${line + 1}: ${node.getText().split('\n')[0]}`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('effect cleanups', () => {
  it('no effect returns a value React would call as its cleanup', { timeout: 60_000 }, () => {
    expect(sources(SRC).flatMap((path) => badEffects(path))).toEqual([]);
  });

  it('finds an expression effect (the check itself works)', () => {
    const text = [
      'useEffect(() => el.current?.scrollIntoView(), []);',
      'useEffect(() => () => off(), []);',
      'useEffect(() => onLiveMessage(f), []);',
      'useLayoutEffect(() => { window.scrollTo(0, 0); }, []);',
    ].join('\n');
    expect(badEffects(join(SRC, 'probe.tsx'), text)).toEqual([
      'probe.tsx:1: useEffect(() => el.current?.scrollIntoView(), [])',
    ]);
  });
});
