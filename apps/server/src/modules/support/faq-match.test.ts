import { describe, expect, it } from 'vitest';
import { bestAnswer, matchScore, rankAnswers } from './faq-match.ts';

const faqs = [
  { name: '如何注册账号？', content: 'A' },
  { name: '收不到短信验证码怎么办？', content: 'B' },
  { name: '忘记密码怎么办？', content: 'C' },
  { name: '充值未到账怎么办？', content: 'D' },
];

describe('self-service matching', () => {
  it('finds the FAQ sharing the most words with the question', () => {
    expect(bestAnswer('短信验证码收不到', faqs)?.content).toBe('B');
    expect(bestAnswer('密码忘了', faqs)?.content).toBe('C');
    expect(bestAnswer('我充值了没到账', faqs)?.content).toBe('D');
    expect(bestAnswer('怎么注册', faqs)?.content).toBe('A');
  });

  it('answers nothing for unrelated or too short questions', () => {
    expect(bestAnswer('今天天气好', faqs)).toBeNull();
    expect(bestAnswer('吗', faqs)).toBeNull();
    expect(matchScore('怎么办', faqs[1]!)).toBe(0);
  });

  it('ranks every match best first and folds full-width letters', () => {
    expect(rankAnswers('验证码 密码', faqs).map((f) => f.content)).toEqual(['B', 'C']);
    expect(matchScore('ＶＩＰ会员', { name: 'vip会员权益', content: '' })).toBeGreaterThan(0);
  });
});
