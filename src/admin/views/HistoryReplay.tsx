import { useIntl } from 'react-intl';

export interface HistoryReplayProps {
  /** The step shown (0 the first move), of `count`. */
  index: number;
  count: number;
  playing: boolean;
  /** What the step says: its move, from, to, who and when, already worded by the page. */
  caption: string;
  can: { first: boolean; prev: boolean; next: boolean; last: boolean; play: boolean };
  onFirst: () => void;
  onPrev: () => void;
  onNext: () => void;
  onLast: () => void;
  onSeek: (index: number) => void;
  onPlay: () => void;
  onPause: () => void;
}

/** The controls that step through a lifecycle's history on its diagram (the replay machine decides). */
export function HistoryReplay({ index, count, playing, caption, can, onFirst, onPrev, onNext, onLast, onSeek, onPlay, onPause }: HistoryReplayProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (count === 0) return null;
  return (
    <div className="replay" role="group" aria-label={t('replay.label')}>
      <button type="button" onClick={onFirst} disabled={!can.first}>
        {t('replay.first')}
      </button>
      <button type="button" onClick={onPrev} disabled={!can.prev}>
        {t('replay.prev')}
      </button>
      {playing ? (
        <button type="button" onClick={onPause}>
          {t('replay.pause')}
        </button>
      ) : (
        <button type="button" onClick={onPlay} disabled={!can.play}>
          {t('replay.play')}
        </button>
      )}
      <button type="button" onClick={onNext} disabled={!can.next}>
        {t('replay.next')}
      </button>
      <button type="button" onClick={onLast} disabled={!can.last}>
        {t('replay.last')}
      </button>
      <input type="range" min={1} max={count} value={index + 1} aria-label={t('replay.slider')} onChange={(event) => onSeek(Number(event.currentTarget.value) - 1)} />
      <p className="replay__caption" aria-live="polite" data-testid="replay-step">
        {t('replay.step', { step: index + 1, count })} {caption}
      </p>
    </div>
  );
}
