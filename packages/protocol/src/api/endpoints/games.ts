import { gamesCalls as c } from '../calls/games.ts';
import { gameHome, gameIdRequest, gameLaunch, gameRank, myScores } from '../games.ts';
import { endpoint } from './endpoint.ts';

/** The game centre calls with their schemas. */
export const gamesEndpoints = {
  gameHome: endpoint(c.gameHome, {
    request: null,
    response: gameHome,
    summary: 'Game centre: categories, every enabled game, the hot list and what I played recently',
  }),
  gameLogin: endpoint(c.gameLogin, {
    request: gameIdRequest,
    response: gameLaunch,
    summary:
      "A one-use launch URL for the game's provider, signed for me, valid for 120 s (2004 unknown or disabled)",
  }),
  gameRank: endpoint(c.gameRank, {
    request: gameIdRequest,
    response: gameRank,
    summary: "A game's leaderboard: best score per player, and my place",
  }),
  gameMyScores: endpoint(c.gameMyScores, {
    request: null,
    response: myScores,
    summary: 'My best score in each game I played, latest first',
  }),
};
