import { describe, expect, it } from 'vitest';
import {
  analyseQuery,
  bigrams,
  fold,
  highlightWords,
  latinKey,
  nameTerms,
  pinyinForms,
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
      expect.arrayContaining(['shenyeshitang', 'syst', 'shenye', 'shitang', '深夜', '夜食']),
    );
    expect(nameTerms(['陈默'])).toEqual(expect.arrayContaining(['陈默', 'chenmo', 'cm']));
    expect(latinKey('深夜食堂', ['Tag'])).toContain('shenyeshitang syst');
  });
});

describe('queries', () => {
  it('a latin query is matched whole and by trigram; a Chinese one by words, pairs and its pinyin', () => {
    expect(analyseQuery('SYST')).toEqual({ key: 'syst', terms: ['syst'], latin: 'syst' });
    const q = analyseQuery('深夜石堂');
    expect(q.terms).toEqual(expect.arrayContaining(['深夜', '夜石', 'shenyeshitang']));
    expect(q.latin).toBe('');
    expect(analyseQuery(' ！ ').terms).toEqual([]);
    expect(analyseQuery("a'b|c").terms.every((t) => !/['|]/.test(t))).toBe(true);
  });
  it('highlight words are folded, longest first', () => {
    expect(highlightWords('風起長安')[0]).toBe('风起长安');
  });
});
