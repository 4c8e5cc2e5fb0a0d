import { describe, expect, it } from 'vitest';
import { matchRanges } from './highlight';

describe('matchRanges', () => {
  it('finds every occurrence, merges neighbours, ignores case and width', () => {
    expect(matchRanges('风起长安（上）', ['风起', '长安'])).toEqual([[0, 4]]);
    expect(matchRanges('Hello World', ['world'])).toEqual([[6, 11]]);
    expect(matchRanges('ＡＢＣ', ['abc'])).toEqual([[0, 3]]);
    expect(matchRanges('长安长安', ['长安'])).toEqual([[0, 4]]);
    expect(matchRanges('深夜食堂', [])).toEqual([]);
  });
});
