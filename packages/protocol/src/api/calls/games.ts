import { defineCalls } from './define.ts';

/** The game centre (issue 15): `game/login` is the spec's name, the others ours. */
export const gamesCalls = defineCalls({
  gameHome: ['POST', '/app/game/home', 'required'],
  gameLogin: ['POST', '/app/game/login', 'required'],
  gameRank: ['POST', '/app/game/rank', 'required'],
  gameMyScores: ['POST', '/app/game/myScores', 'required'],
});

/** How long a launch URL may be opened, seconds (one use). */
export const GAME_LAUNCH_TTL_SECONDS = 120;
