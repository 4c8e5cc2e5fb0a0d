// The readers' row of chapter steps: the previous chapter, the chapter list, the next chapter.
// Each reader names them in its own words (上一话 / 上一章) and draws the row with its own class.

export interface ChapterNavProps {
  className: string;
  /** The three buttons' words: previous, list, next. */
  labels: readonly [string, string, string];
  onStep: (edge: 'prev' | 'next') => void;
  onList: () => void;
}

export function ChapterNav({ className, labels: [prev, list, next], onStep, onList }: ChapterNavProps) {
  return (
    <div className={className}>
      <button type="button" onClick={() => onStep('prev')}>
        {prev}
      </button>
      <button type="button" onClick={onList}>
        {list}
      </button>
      <button type="button" onClick={() => onStep('next')}>
        {next}
      </button>
    </div>
  );
}
