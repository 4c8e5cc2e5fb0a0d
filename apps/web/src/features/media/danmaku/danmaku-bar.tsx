// Under the player: danmaku on/off, the send box (with position and colour), and a sheet with
// the settings (opacity, area, speed, density), the viewer's blocked words and the danmaku
// shown lately (report; delete my own). Lazy: it loads with the player screen, after the video.
import {
  DANMAKU_COLORS,
  DANMAKU_LIMITS,
  DANMAKU_MODES,
  type DanmakuColor,
  type DanmakuMode,
} from '@lld/protocol/api/calls/danmaku';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { type ChoiceButtonsProps, ChoiceGroup } from '@/components/choice-group/choice-group';
import { GuestBar } from '@/components/guest-bar/guest-bar';
import { useBusyCall } from '@/lib/api/busy-call';
import { errorText } from '@/lib/api/client';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { submitHandler } from '@/lib/submit';
import { toast } from '@/lib/toast';
import { useDanmakuChannel } from './channel';
import { deleteDanmaku, reportDanmaku, sendDanmaku } from './danmaku-api';
import { td } from './i18n';
import { AREAS, DENSITIES, type Density, OPACITIES, SPEEDS, useDanmakuSettings } from './settings';
import './danmaku.css';

const MODE_LABEL: Record<DanmakuMode, 'modeScroll' | 'modeTop' | 'modeBottom'> = {
  scroll: 'modeScroll',
  top: 'modeTop',
  bottom: 'modeBottom',
};
const SPEED_LABEL = ['speedSlow', 'speedNormal', 'speedFast', 'speedFaster'] as const;
const DENSITY_LABEL: Record<Density, 'densityLow' | 'densityNormal' | 'densityHigh'> = {
  low: 'densityLow',
  normal: 'densityNormal',
  high: 'densityHigh',
};

/** A labelled row of choices (the settings sheet, the send box's mode and colour). */
function Choice<T extends string | number>({
  label,
  name,
  ...choices
}: { label: string; name?: (v: T) => string } & Omit<ChoiceButtonsProps<T>, 'role' | 'label'>) {
  return (
    <div className="dm-row">
      <span className="dm-row__label">{label}</span>
      <ChoiceGroup
        className="dm-row__options"
        ariaLabel={label}
        role="radio"
        choiceClassName="dm-chip"
        label={name}
        {...choices}
      />
    </div>
  );
}

/** Mounted only while open (a closed antd Popup left its mask over the bar in Chromium). */
function SettingsSheet({ onClose }: { onClose: () => void }) {
  const s = useDanmakuSettings();
  const recent = useDanmakuChannel((c) => c.recent);
  const [word, setWord] = useState('');
  const addWord = () => {
    s.block(word);
    setWord('');
  };
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="dm-sheet" destroyOnClose>
      <div className="dm-sheet__body" data-testid="danmaku-settings">
        <h3 className="dm-sheet__title">{td('settings')}</h3>
        <Choice
          label={td('opacity')}
          options={OPACITIES}
          value={s.opacity}
          onChange={(opacity) => s.set({ opacity })}
          name={(v) => `${Math.round(v * 100)}%`}
        />
        <Choice
          label={td('area')}
          options={AREAS}
          value={s.area}
          onChange={(area) => s.set({ area })}
          name={(v) => td('areaValue', { pct: Math.round(v * 100) })}
        />
        <Choice
          label={td('speed')}
          options={SPEEDS}
          value={s.speed}
          onChange={(speed) => s.set({ speed })}
          name={(v) => td(SPEED_LABEL[SPEEDS.indexOf(v as (typeof SPEEDS)[number])] ?? 'speedNormal')}
        />
        <Choice
          label={td('density')}
          options={Object.keys(DENSITIES) as Density[]}
          value={s.density}
          onChange={(density) => s.set({ density })}
          name={(v) => td(DENSITY_LABEL[v])}
        />
        <div className="dm-block">
          <span className="dm-row__label">{td('blocked')}</span>
          <p className="dm-hint">{td('blockedHint')}</p>
          <div className="dm-block__add">
            <input
              value={word}
              maxLength={DANMAKU_LIMITS.maxLength}
              placeholder={td('blockedPlaceholder')}
              aria-label={td('blocked')}
              onChange={(e) => setWord(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') addWord();
              }}
            />
            <button type="button" className="dm-chip" disabled={!word.trim()} onClick={addWord}>
              {td('blockedAdd')}
            </button>
          </div>
          <div className="dm-block__words">
            {s.blocked.length === 0 ? <span className="dm-hint">{td('blockedEmpty')}</span> : null}
            {s.blocked.map((w) => (
              <button key={w} type="button" className="dm-word" onClick={() => s.unblock(w)}>
                {w} ×
              </button>
            ))}
          </div>
        </div>
        <div className="dm-recent">
          <span className="dm-row__label">{td('recent')}</span>
          {recent.length === 0 ? <p className="dm-hint">{td('recentEmpty')}</p> : null}
          <ul>
            {recent.map((d) => (
              <li key={d.id} className="dm-recent__item" data-danmaku-id={d.id}>
                <span
                  className="dm-recent__text"
                  style={{ color: d.color === '#FFFFFF' ? undefined : d.color }}
                >
                  {d.text}
                </span>
                {d.mine ? (
                  <button
                    type="button"
                    className="dm-link"
                    onClick={() =>
                      deleteDanmaku(d.id).then(
                        () => {
                          useDanmakuChannel.getState().drop(d.id);
                          void toast(td('removed'));
                        },
                        (err: unknown) => void toast(errorText(err, td('sendFailed'))),
                      )
                    }
                  >
                    {td('remove')}
                  </button>
                ) : (
                  <>
                    <button type="button" className="dm-link" onClick={() => s.block(d.text)}>
                      {td('block')}
                    </button>
                    <button
                      type="button"
                      className="dm-link"
                      onClick={() =>
                        reportDanmaku(d.id).then(
                          () => void toast(td('reported')),
                          (err: unknown) => void toast(errorText(err, td('sendFailed'))),
                        )
                      }
                    >
                      {td('report')}
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Popup>
  );
}

export default function DanmakuBar({ videoId }: { videoId: number }) {
  const enabled = useDanmakuSettings((s) => s.enabled);
  const setSettings = useDanmakuSettings((s) => s.set);
  const [text, setText] = useState('');
  const [mode, setMode] = useState<DanmakuMode>('scroll');
  const [color, setColor] = useState<DanmakuColor>(DANMAKU_COLORS[0]);
  const [styleOpen, setStyleOpen] = useState(false);
  const [sheet, setSheet] = useState(false);
  const { busy, call } = useBusyCall();
  // A guest cannot send (the server says 4003): told so before typing, with the way to an account.
  const guest = useUserInfo().data?.isGuest ?? false;

  const send = async () => {
    const body = text.trim();
    if (!body) return;
    await call(td('sendFailed'), async () => {
      const channel = useDanmakuChannel.getState();
      const time = channel.videoId === videoId ? channel.time() : 0;
      const d = await sendDanmaku({ videoId, time: Math.round(time * 1000) / 1000, text: body, mode, color });
      setText('');
      setStyleOpen(false);
      if (!enabled) setSettings({ enabled: true });
      useDanmakuChannel.getState().showNow(d);
    });
  };

  return (
    <div className="dm-bar" data-testid="danmaku-bar">
      <div className="dm-bar__row">
        <button
          type="button"
          className={enabled ? 'dm-toggle is-on' : 'dm-toggle'}
          aria-pressed={enabled}
          aria-label={enabled ? td('toggleOn') : td('toggleOff')}
          onClick={() => setSettings({ enabled: !enabled })}
        >
          弹
        </button>
        {guest ? (
          <GuestBar className="dm-guest" text={td('needsAccount')} />
        ) : (
          <form className="dm-send" onSubmit={submitHandler(send)}>
            <button
              type="button"
              className={styleOpen ? 'dm-style is-open' : 'dm-style'}
              aria-label={td('style')}
              aria-expanded={styleOpen}
              style={{ color }}
              onClick={() => setStyleOpen((o) => !o)}
            >
              A
            </button>
            <input
              className="dm-send__input"
              value={text}
              maxLength={DANMAKU_LIMITS.maxLength}
              placeholder={enabled ? td('placeholder') : td('placeholderOff')}
              aria-label={td('placeholder')}
              enterKeyHint="send"
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className="dm-send__button" disabled={!text.trim() || busy}>
              {td('send')}
            </button>
          </form>
        )}
        <button type="button" className="dm-gear" aria-label={td('settings')} onClick={() => setSheet(true)}>
          <svg viewBox="0 0 24 24" aria-hidden="true" width="20" height="20">
            <path
              d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
            <circle cx="16" cy="6" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="10" cy="12" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="18" cy="18" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      {styleOpen && !guest ? (
        <div className="dm-style-panel">
          <Choice
            label={td('mode')}
            options={DANMAKU_MODES}
            value={mode}
            onChange={setMode}
            name={(m) => td(MODE_LABEL[m])}
          />
          <Choice
            label={td('color')}
            options={DANMAKU_COLORS}
            value={color}
            onChange={setColor}
            choiceClassName="dm-swatch"
            extra={(c) => ({ 'aria-label': c, style: { background: c } })}
          />
        </div>
      ) : null}
      {sheet ? <SettingsSheet onClose={() => setSheet(false)} /> : null}
    </div>
  );
}
