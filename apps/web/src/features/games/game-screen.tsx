// /game (游戏, a footer tab, kept alive): what I played recently, the hot games and every game
// by category, each with its cover and a short description. Tapping a game asks the server for
// a one-use launch URL (game/login) and opens the game full screen; 排行 opens its leaderboard.
import type { GameCard } from '@lld/protocol/api/games';
import { formatCount } from '@lld/protocol/format';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useShownAgain } from '@/components/keep-alive/screen-active';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PageHeader } from '@/components/page-header/page-header';
import { TopTabBar } from '@/components/top-tab-bar/top-tab-bar';
import { errorText } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { gameKeys, launchGame, useGameHome } from './api';
import { GamePlayer } from './components/game-player';
import { ListState } from './components/list-state';
import { RankSheet } from './components/rank-sheet';
import './games.css';
import { tGames } from './i18n';

const ALL = '__all__';
const COVER_RATIO = 3 / 2;

type Playable = Pick<GameCard, 'id' | 'name'>;

/** A game's cover and words as one button that starts the game. */
function PlayButton({
  game,
  className,
  onPlay,
  children,
}: {
  game: Playable;
  className: string;
  onPlay: (game: Playable) => unknown;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} onClick={() => void onPlay(game)} aria-label={game.name}>
      {children}
    </button>
  );
}

export default function GameScreen() {
  const queryClient = useQueryClient();
  const home = useGameHome();
  const [category, setCategory] = useState(ALL);
  const [launching, setLaunching] = useState<number | null>(null);
  const [player, setPlayer] = useState<{ name: string; url: string } | null>(null);
  const [ranked, setRanked] = useState<{ id: number; name: string } | null>(null);

  // Shown again after being hidden (kept alive): refresh recently played and the hot list.
  useShownAgain(() => void queryClient.invalidateQueries({ queryKey: gameKeys.home }));

  const play = useCallback(
    async (game: Playable) => {
      if (launching !== null) return;
      setLaunching(game.id);
      try {
        const r = await launchGame(game.id);
        setRanked(null);
        setPlayer({ name: r.game.name, url: r.url });
      } catch (error) {
        void toast(errorText(error, tGames('launchFailed')));
      } finally {
        setLaunching(null);
      }
    },
    [launching],
  );
  const close = useCallback(() => setPlayer(null), []);

  const data = home.data;
  const tabs = useMemo(
    () => [{ id: ALL, name: tGames('all') }, ...(data?.categories ?? []).map((c) => ({ id: c, name: c }))],
    [data?.categories],
  );
  const shown = (data?.list ?? []).filter((g) => category === ALL || g.category === category);

  return (
    <div className="app-page gm-page">
      <PageHeader title={tGames('title')} hideBack />
      <ListState query={home} skeleton="gm-skeleton" empty={tGames('empty')}>
        {(data) => (
          <>
            {data.recent.length > 0 ? (
              <section className="gm-section" aria-label={tGames('recent')} data-testid="game-recent">
                <h2 className="gm-section__title">{tGames('recent')}</h2>
                <ul className="gm-strip">
                  {data.recent.map((g) => (
                    <li key={g.id}>
                      <PlayButton game={g} className="gm-recent" onPlay={play}>
                        <span className="gm-recent__cover">
                          <LazyImage src={g.cover} ratio={1} fit="cover" alt="" />
                        </span>
                        <span className="gm-recent__name">{g.name}</span>
                        <span className="gm-recent__best" data-testid={`recent-best-${g.id}`}>
                          {tGames('best', { n: g.best })}
                        </span>
                      </PlayButton>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section className="gm-section" aria-label={tGames('hot')}>
              <h2 className="gm-section__title">{tGames('hot')}</h2>
              <ul className="gm-strip">
                {data.hot.map((g, i) => (
                  <li key={g.id}>
                    <PlayButton game={g} className="gm-hot" onPlay={play}>
                      <LazyImage src={g.cover} ratio={COVER_RATIO} fit="cover" eager={i < 2} alt="" />
                      <span className="gm-hot__name">{g.name}</span>
                      <span className="gm-hot__desc">{g.description}</span>
                    </PlayButton>
                  </li>
                ))}
              </ul>
            </section>
            <section className="gm-section" aria-label={tGames('allGames')}>
              <TopTabBar tabs={tabs} activeId={category} onChange={setCategory} label={tGames('allGames')} />
              <ul className="gm-list">
                {shown.map((g) => (
                  <li key={g.id} className="gm-row" data-testid={`game-${g.id}`}>
                    <PlayButton game={g} className="gm-row__main" onPlay={play}>
                      <span className="gm-row__cover">
                        <LazyImage src={g.cover} ratio={COVER_RATIO} fit="cover" alt="" />
                      </span>
                      <span className="gm-row__text">
                        <span className="gm-row__name">
                          {g.name}
                          <span className="gm-row__tag">{g.category}</span>
                        </span>
                        <span className="gm-row__desc">{g.description}</span>
                        <span className="gm-row__plays">{tGames('plays', { n: formatCount(g.plays) })}</span>
                      </span>
                    </PlayButton>
                    <span className="gm-row__actions">
                      <button
                        type="button"
                        className="gm-btn gm-btn--ghost"
                        onClick={() => setRanked({ id: g.id, name: g.name })}
                      >
                        {tGames('rank')}
                      </button>
                      <button
                        type="button"
                        className="gm-btn"
                        onClick={() => void play(g)}
                        disabled={launching === g.id}
                        aria-label={`${tGames('play')} ${g.name}`}
                      >
                        {launching === g.id ? tGames('launching') : tGames('play')}
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </ListState>
      <RankSheet
        game={ranked}
        onClose={() => setRanked(null)}
        onPlay={(id) => void play({ id, name: ranked?.name ?? '' })}
      />
      {player ? <GamePlayer name={player.name} url={player.url} onClose={close} /> : null}
    </div>
  );
}
