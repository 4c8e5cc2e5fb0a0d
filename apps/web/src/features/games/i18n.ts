// This feature's strings (src/locales/zh-CN), read only here so they travel with its chunks.
import { makeT } from '@/locales';
import gamesStrings from '@/locales/zh-CN/games';

export const tGames = makeT(gamesStrings);
export type GamesKey = keyof typeof gamesStrings;
