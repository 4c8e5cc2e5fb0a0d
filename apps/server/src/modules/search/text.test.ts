import { describe, expect, it } from 'vitest';
import {
  analyseQuery,
  bigrams,
  fold,
  highlightWords,
  latinKey,
  nameTerms,
  pinyinForms,
  prefixTerms,
  segment,
  titleTerms,
} from './text.ts';

describe('folding', () => {
  it('folds width, case and traditional characters, and turns punctuation into spaces', () => {
    expect(fold('ＡＢＣ１２３')).toBe('abc123');
    expect(fold('Hello，World！')).toBe('hello world');
    expect(fold('劍起長安')).toBe('剑起长安');
    expect(fold('後來 發財 臺灣')).toBe('后来 发财 台湾');
    expect(fold('  深夜食堂：第一季 ')).toBe('深夜食堂 第一季');
  });
});

describe('segmentation', () => {
  it('splits Chinese into words, with the shorter words inside long ones', () => {
    expect(segment('深夜食堂')).toEqual(expect.arrayContaining(['深夜', '食堂']));
    expect(segment('第二季')).toEqual(expect.arrayContaining(['第二季']));
    expect(segment('')).toEqual([]);
  });
  it('character pairs cover any two-character fragment; single characters on request', () => {
    expect(bigrams('风起长安')).toEqual(['风起', '起长', '长安']);
    expect(bigrams('夜 abc')).toEqual(['夜']);
    expect(bigrams('长安', true)).toEqual(['长安', '长', '安']);
  });
});

describe('pinyin', () => {
  it('gives full pinyin and initials, read in context', () => {
    expect(pinyinForms('深夜食堂')).toEqual({ full: 'shenyeshitang', initials: 'syst' });
    expect(pinyinForms('长安').full).toBe('changan');
    expect(pinyinForms('abc')).toEqual({ full: '', initials: '' });
  });
  it('indexes the pinyin of the title, of each phrase and of each word', () => {
    const terms = titleTerms('深夜食堂：第一季');
    expect(terms).toEqual(
      expect.arrayContaining(['shenyeshitang', 'syst', 'shenye', 'shitang', '深夜', '夜食', '堂第']),
    );
    expect(nameTerms(['陈默'])).toEqual(expect.arrayContaining(['陈默', 'chenmo', 'cm']));
    expect(latinKey('深夜食堂', ['Tag'])).toContain('shenyeshitang syst');
  });
});

describe('queries', () => {
  it('a latin query is matched whole, by prefix and by trigram; a Chinese one by pairs, words and its pinyin', () => {
    expect(analyseQuery('SYST')).toEqual({
      key: 'syst',
      grams: ['syst'],
      words: ['syst'],
      pinyin: '',
      latin: 'syst',
      prefix: '^sy',
      drops: [],
    });
    const q = analyseQuery('深夜石堂');
    expect(q.grams).toEqual(['深夜', '夜石', '石堂']);
    expect(q.pinyin).toBe('shenyeshitang');
    expect(q.latin).toBe('');
    expect(analyseQuery(' ！ ').grams).toEqual([]);
    expect(analyseQuery("a'b|c").grams.every((t) => !/['|]/.test(t))).toBe(true);
  });
  it('one-typo forms leave out the pairs of one character and keep the characters beside it', () => {
    // 深夜某堂: leaving out 深 keeps 夜某 and 某堂; leaving out 某 keeps 深夜 and 堂 on its own …
    expect(analyseQuery('深夜某堂').drops).toEqual([
      ['夜某', '某堂'],
      ['某堂', '深'],
      ['深夜', '堂'],
      ['深夜', '夜某'],
    ]);
    // Three characters, the middle one wrong: no pair is left, so no form (two single
    // characters would match far too much).
    expect(analyseQuery('深某堂').drops).toEqual([['某堂'], ['深某']]);
    expect(analyseQuery('深夜').drops).toEqual([]);
  });
  it('the prefix term is the first one or two characters of the folded query', () => {
    expect(analyseQuery('風起長安').prefix).toBe('^风起');
    expect(analyseQuery('风').prefix).toBe('^风');
    expect(prefixTerms('风起长安')).toEqual(['^风', '^风起']);
  });
  it('highlight words are folded, longest first', () => {
    expect(highlightWords('風起長安')[0]).toBe('风起长安');
  });
});
