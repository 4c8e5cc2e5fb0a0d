// A game's leaderboard: best score per player, highest first, and my place.
import { Avatar } from '@/components/avatar/avatar';
import { BottomSheet } from '@/components/bottom-sheet/bottom-sheet';
import { useGameRank } from '../api';
import { tGames } from '../i18n';
import { ListState } from './list-state';

export interface RankSheetProps {
  game: { id: number; name: string } | null;
  onClose: () => void;
  onPlay: (id: number) => void;
}

export function RankSheet({ game, onClose, onPlay }: RankSheetProps) {
  const rank = useGameRank(game?.id ?? null);
  const data = rank.data;
  return (
    <BottomSheet
      visible={game !== null}
      title={game ? tGames('rankTitle', { name: game.name }) : ''}
      onClose={onClose}
      closeLabel={tGames('rankClose')}
      className="gm-rank"
      footer={
        game ? (
          <footer className="gm-rank__mine" data-testid="rank-mine">
            <span>{tGames('rankMine')}</span>
            {data?.mine ? (
              <span>
                {tGames('rankNo', { n: data.mine.rank })} · {tGames('rankScore', { n: data.mine.score })}
              </span>
            ) : (
              <span>{tGames('rankMineNone')}</span>
            )}
            <button type="button" className="gm-btn" onClick={() => onPlay(game.id)}>
              {tGames('playFromRank')}
            </button>
          </footer>
        ) : null
      }
    >
      <ListState query={rank} skeleton="gm-rank__skeleton" empty={tGames('rankEmpty')}>
        {(data) => (
          <ol className="gm-rank__list" data-testid="rank-list">
            {data.list.map((e) => (
              <li key={e.userId} className={e.rank <= 3 ? `gm-rank__row is-top${e.rank}` : 'gm-rank__row'}>
                <span className="gm-rank__no">{e.rank}</span>
                <Avatar src={e.avatar} size={32} alt="" />
                <span className="gm-rank__name">{e.nickname}</span>
                <strong className="gm-rank__score">{tGames('rankScore', { n: e.score })}</strong>
              </li>
            ))}
          </ol>
        )}
      </ListState>
    </BottomSheet>
  );
}
