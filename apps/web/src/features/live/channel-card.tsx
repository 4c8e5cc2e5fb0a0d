import type { LiveChannel } from '@lld/protocol/api/live';
import { href } from '@lld/protocol/routes';
import { Link } from 'react-router';
import { tLive } from './i18n';

/** Hue of a channel's poster when it has no cover: stable per channel. */
const hue = (id: number) => (id * 67) % 360;

export function ChannelCard({ channel, wide }: { channel: LiveChannel; wide?: boolean }) {
  const c = channel;
  return (
    <Link
      to={href.liveTvPlay(c.id)}
      className={wide ? 'live-card live-card--wide' : 'live-card'}
      data-testid="live-channel-card"
      aria-label={c.name}
    >
      <div
        className="live-card__poster"
        style={
          c.cover
            ? { backgroundImage: `url(${c.cover})` }
            : {
                background: `linear-gradient(135deg, hsl(${hue(c.id)} 70% 55%), hsl(${hue(c.id) + 50} 70% 40%))`,
              }
        }
      >
        <span className={c.online ? 'live-card__badge' : 'live-card__badge live-card__badge--off'}>
          {c.online ? tLive('live') : tLive('offline')}
        </span>
        {c.access === 'vip' ? <span className="live-card__vip">{tLive('vipBadge')}</span> : null}
        <span className="live-card__viewers">{tLive('viewers', { n: c.viewers })}</span>
        <strong className="live-card__title">{c.name}</strong>
      </div>
      <p className="live-card__now">
        {c.nowPlaying ? tLive('nowOn', { title: c.nowPlaying.title }) : tLive('nothingOn')}
      </p>
    </Link>
  );
}
