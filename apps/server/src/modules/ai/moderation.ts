import { ResultCode } from '@lld/protocol/result-codes';
import { AppError } from '../../http/app-error.ts';

/**
 * The moderation step every prompt (and companion message) passes: a word list the operator
 * edits (`PUT /api/admin/settings/aiBlockedWords`); until set, this default list applies.
 * Matching ignores case and spaces. A hit is refused with 4003 and names the word.
 */
export const DEFAULT_BLOCKED_WORDS: readonly string[] = [
  '裸体',
  '脱衣',
  '去衣',
  '色情',
  '未成年',
  '幼女',
  '恐怖袭击',
  '制毒',
  'nude',
  'naked',
  'undress',
  'porn',
];

const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, '');

export function findBlocked(texts: readonly string[], words: readonly string[]): string | null {
  const hay = normalise(texts.join('\n'));
  for (const w of words) {
    const n = normalise(w);
    if (n && hay.includes(n)) return w;
  }
  return null;
}

export function moderationError(word: string): AppError {
  return new AppError(
    ResultCode.FORBIDDEN,
    'refused by moderation',
    `内容包含不允许的词语「${word}」，请修改后再试`,
  );
}
