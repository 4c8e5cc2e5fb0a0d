// The player's controls: play/pause, progress (with the preview part), speed and line menus,
// fullscreen. Presentational: the player owns the video and passes what to show and do.
import type { PlayLine, PlayQuality } from '@lld/protocol/api/media';
import { PLAYBACK_SPEEDS as SPEEDS } from '@lld/protocol/constants';
import type { RefObject } from 'react';
import { ChoiceButtons, ChoiceGroup } from '@/components/choice-group/choice-group';
import { tm } from '../i18n';
import { PlayerProgress } from './player-progress';
import { qualityLabel } from './quality';

export type PlayerMenu = 'speed' | 'line' | 'quality' | null;

export interface PlayerControlsProps {
  shown: boolean;
  playing: boolean;
  onToggle: () => void;
  /** The <video>, whose clock the progress bar follows by itself. */
  video: RefObject<HTMLVideoElement | null>;
  duration: number;
  /** The preview part of the track, in percent. */
  previewPct: number;
  onSeek: (seconds: number) => void;
  speed: number;
  onSpeed: (rate: number) => void;
  lines: readonly PlayLine[];
  line: number;
  onLine: (index: number) => void;
  /** 清晰度 choices of media/play (empty until it answers). */
  qualities: readonly PlayQuality[];
  /** The height playing by choice, null for 自动. */
  quality: number | null;
  /** Heights the engine can pick (none under native HLS: 自动 only). */
  levels: readonly number[];
  onQuality: (choice: PlayQuality | null) => void;
  onFullscreen: () => void;
  /** The open menu; the player keeps the controls up while one is open. */
  menu: PlayerMenu;
  onMenu: (menu: PlayerMenu) => void;
}

export function PlayerControls({
  shown,
  playing,
  onToggle,
  video,
  duration,
  previewPct,
  onSeek,
  speed,
  onSpeed,
  lines,
  line,
  onLine,
  qualities,
  quality,
  levels,
  onQuality,
  onFullscreen,
  menu,
  onMenu,
}: PlayerControlsProps) {
  const qualityText = quality === null ? tm('qualityAuto') : qualityLabel(quality);
  return (
    <div
      className="player__controls"
      onPointerDown={(e) => e.stopPropagation()}
      onPointerUp={(e) => e.stopPropagation()}
      aria-hidden={!shown}
      inert={!shown}
    >
      <button
        type="button"
        className="player__big-toggle"
        aria-label={playing ? 'pause' : 'play'}
        onClick={onToggle}
      >
        {playing ? (
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M8 5.5v13a1 1 0 0 0 1.5.9l10-6.5a1 1 0 0 0 0-1.7l-10-6.5A1 1 0 0 0 8 5.5z"
              fill="currentColor"
            />
          </svg>
        )}
      </button>
      <div className="player__bar">
        <PlayerProgress video={video} duration={duration} previewPct={previewPct} onSeek={onSeek} />
        <button
          type="button"
          className="player__chip"
          onClick={() => onMenu(menu === 'speed' ? null : 'speed')}
        >
          {speed === 1 ? tm('speed') : `${speed}x`}
        </button>
        {qualities.length > 0 ? (
          <button
            type="button"
            className="player__chip player__chip--quality"
            aria-label={tm('qualityChip', { label: qualityText })}
            onClick={() => onMenu(menu === 'quality' ? null : 'quality')}
          >
            {qualityText}
          </button>
        ) : null}
        {lines.length > 1 ? (
          <button
            type="button"
            className="player__chip player__chip--line"
            onClick={() => onMenu(menu === 'line' ? null : 'line')}
          >
            {lines[line]?.name ?? tm('lines')}
          </button>
        ) : null}
        <button type="button" className="player__icon" aria-label="fullscreen" onClick={onFullscreen}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      {menu === 'speed' ? (
        <ChoiceGroup
          className="player__menu"
          role="menuitemradio"
          options={SPEEDS}
          value={speed}
          onChange={(s) => {
            onSpeed(s);
            onMenu(null);
          }}
          label={(s) => `${s}x`}
        />
      ) : null}
      {menu === 'quality' ? (
        <div className="player__menu player__menu--quality" role="menu" aria-label={tm('quality')}>
          <ChoiceButtons
            role="menuitemradio"
            options={levels.length === 0 ? [null] : [null, ...qualities]}
            value={quality === null ? null : qualities.find((q) => q.height === quality)}
            onChange={(q) => {
              onMenu(null);
              onQuality(q);
            }}
            label={(q) =>
              q ? (
                <>
                  {qualityLabel(q.height)}
                  {q.vip ? <span className="player__vip-tag">{tm('qualityVip')}</span> : null}
                </>
              ) : (
                tm('qualityAuto')
              )
            }
            keyOf={(q) => q?.height ?? 'auto'}
          />
          {levels.length === 0 ? <p className="player__menu-note">{tm('qualityNativeAuto')}</p> : null}
        </div>
      ) : null}
      {menu === 'line' ? (
        <ChoiceGroup
          className="player__menu"
          role="menuitemradio"
          options={lines}
          value={lines.find((l) => l.index === line)}
          onChange={(l) => {
            onMenu(null);
            if (l.index !== line) onLine(l.index);
          }}
          label={(l) => l.name}
          keyOf={(l) => l.index}
        />
      ) : null}
    </div>
  );
}
