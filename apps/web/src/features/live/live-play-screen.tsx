// /liveTv/livePlay?id=: the live player with chat danmaku, the viewer count, the chat and
// today's programme guide.
import type { LiveChatMessage, LiveProgramme } from '@lld/protocol/api/live';
import { ROUTES } from '@lld/protocol/routes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChoiceGroup } from '@/components/choice-group/choice-group';
import { PageHeader } from '@/components/page-header/page-header';
import { useBusyCall } from '@/lib/api/busy-call';
import { errorText } from '@/lib/api/client';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import { useIdParam } from '@/lib/routes/use-id-param';
import { submitHandler } from '@/lib/submit';
import { sendChat, useLivePlay } from './api';
import type { DanmakuHandle } from './danmaku-overlay';
import { tLive } from './i18n';
import { LivePlayer } from './live-player';
import { useLiveChat } from './use-live-chat';
import './live.css';

const hhmm = (iso: string) =>
  new Date(iso).toLocaleTimeString('zh-CN', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Shanghai',
  });

export default function LivePlayScreen() {
  const id = useIdParam();
  const play = useLivePlay(id);
  const danmaku = useRef<DanmakuHandle>(null);
  const [danmakuOn, setDanmakuOn] = useState(true);
  const [tab, setTab] = useState<'chat' | 'guide'>('chat');
  const onNew = useCallback((m: LiveChatMessage) => danmaku.current?.push(m.text), []);
  const chat = useLiveChat(play.data?.allowed ? id : 0, onNew);
  const data = play.data;
  const channel = data?.channel;

  return (
    <div className="app-page live-page live-play">
      <PageHeader title={channel?.name ?? tLive('title')} />
      {play.isError ? (
        <p className="live-empty">{errorText(play.error, tLive('notFound'))}</p>
      ) : !data || !channel ? (
        <div className="live-player live-player--skeleton" aria-busy="true" />
      ) : !data.allowed ? (
        <div className="live-player live-player--blocked">
          <p>{tLive('needVip')}</p>
          {isRouteAvailable(ROUTES.mineVip) ? (
            <Link className="live-btn" to={ROUTES.mineVip}>
              {tLive('openVip')}
            </Link>
          ) : null}
        </div>
      ) : !channel.online ? (
        <div className="live-player live-player--blocked" data-testid="live-offline">
          <p>{channel.offlineReason}</p>
        </div>
      ) : (
        <LivePlayer
          channelId={id}
          viewers={channel.viewers}
          danmaku={danmaku}
          danmakuOn={danmakuOn}
          onToggleDanmaku={() => setDanmakuOn((v) => !v)}
        />
      )}
      {channel ? (
        <div className="live-info">
          <strong>{channel.name}</strong>
          <span>
            {channel.nowPlaying ? tLive('nowOn', { title: channel.nowPlaying.title }) : tLive('nothingOn')}
          </span>
        </div>
      ) : null}
      <ChoiceGroup
        className="live-tabs"
        role="tab"
        choiceClassName="live-tab"
        activeClassName="live-tab--on"
        options={['chat', 'guide'] as const}
        value={tab}
        onChange={setTab}
        label={tLive}
      />
      {tab === 'chat' ? (
        <ChatPanel
          channelId={id}
          messages={chat.messages}
          loaded={chat.loaded}
          enabled={!!data?.allowed}
          onSent={(m) => {
            chat.sent(m);
            danmaku.current?.push(m.text, true);
          }}
        />
      ) : (
        <Guide guide={data?.guide ?? []} />
      )}
    </div>
  );
}

function Guide({ guide }: { guide: readonly LiveProgramme[] }) {
  const now = Date.now();
  const current = useRef<HTMLLIElement>(null);
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'center' });
  }, []);
  if (guide.length === 0) return <p className="live-empty">{tLive('guideEmpty')}</p>;
  return (
    <ol className="live-guide" data-testid="live-guide">
      {guide.map((p) => {
        const on = Date.parse(p.startsAt) <= now && Date.parse(p.endsAt) > now;
        const past = Date.parse(p.endsAt) <= now;
        return (
          <li
            key={p.startsAt}
            ref={on ? current : undefined}
            className={
              on
                ? 'live-guide__item live-guide__item--on'
                : past
                  ? 'live-guide__item live-guide__item--past'
                  : 'live-guide__item'
            }
          >
            <time>{hhmm(p.startsAt)}</time>
            <span>{p.title}</span>
            {on ? <em>{tLive('onNow')}</em> : null}
          </li>
        );
      })}
    </ol>
  );
}

function ChatPanel({
  channelId,
  messages,
  loaded,
  enabled,
  onSent,
}: {
  channelId: number;
  messages: readonly LiveChatMessage[];
  loaded: boolean;
  enabled: boolean;
  onSent: (m: LiveChatMessage) => void;
}) {
  const [text, setText] = useState('');
  const { busy, call } = useBusyCall();
  const list = useRef<HTMLUListElement>(null);
  // A channel the user may not watch loads no chat: it is simply empty.
  const ready = loaded || !enabled;
  // Follow the newest message.
  useEffect(() => {
    const el = list.current;
    if (el && messages.length > 0) el.scrollTop = el.scrollHeight;
  }, [messages]);
  const submit = submitHandler(async () => {
    const value = text.trim();
    if (!value) return;
    await call(tLive('sendFailed'), async () => {
      onSent(await sendChat(channelId, value));
      setText('');
    });
  });
  return (
    <div className="live-chat">
      <ul className="live-chat__list" ref={list} data-testid="live-chat-list" aria-busy={!ready}>
        {ready && messages.length === 0 ? <li className="live-chat__empty">{tLive('chatEmpty')}</li> : null}
        {messages.map((m) => (
          <li key={m.id} className="live-chat__item">
            <b>{m.nickname}：</b>
            <span>{m.text}</span>
          </li>
        ))}
      </ul>
      <form className="live-chat__form" onSubmit={submit}>
        <input
          className="live-chat__input"
          value={text}
          maxLength={60}
          disabled={!enabled}
          placeholder={tLive('chatPlaceholder')}
          onChange={(e) => setText(e.target.value)}
          aria-label={tLive('chatPlaceholder')}
        />
        <button type="submit" className="live-btn" disabled={!enabled || busy || !text.trim()}>
          {tLive('send')}
        </button>
      </form>
    </div>
  );
}
