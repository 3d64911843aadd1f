// The run's output in a scrolling <pre>: one span per block (see output-follower.ts), memoised, so a
// new piece re-renders only the last block; it keeps to the bottom while the reader is there, and
// says how much the server counted beyond what it kept.
import { memo, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutputBlock, RunOutput } from '../hooks/output-follower.ts';

const Block = memo(function Block({ block }: { block: OutputBlock }) {
  return <span className={`run-output__${block.stream}`}>{block.text}</span>;
});

/** How close to the bottom (in pixels) still counts as following the end. */
const BOTTOM_SLACK = 24;

export function RunOutputView({ output }: { output: RunOutput }) {
  const { t } = useTranslation('scriptRuns');
  const pre = useRef<HTMLPreElement>(null);
  const atBottom = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each new piece of output
  useLayoutEffect(() => {
    const box = pre.current;
    if (box && atBottom.current) box.scrollTop = box.scrollHeight;
  }, [output.blocks]);

  const empty = output.blocks.length === 0;
  return (
    <div className="run-output">
      <pre
        ref={pre}
        className="run-output__text"
        role="log"
        aria-label={t('run.output')}
        data-testid="run-output"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll it by keyboard
        tabIndex={0}
        onScroll={(event) => {
          const box = event.currentTarget;
          atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight <= BOTTOM_SLACK;
        }}
      >
        {output.blocks.map((block) => (
          <Block key={block.offset} block={block} />
        ))}
      </pre>
      {empty && <p className="run-output__note">{output.complete ? t('run.noOutput') : t('run.waiting')}</p>}
      {output.droppedBytes > 0 && (
        <output className="run-output__note run-output__note--capped">
          {t('run.capped', { count: output.droppedBytes })}
        </output>
      )}
      {output.failing && <output className="run-output__note">{t('run.reconnecting')}</output>}
    </div>
  );
}
