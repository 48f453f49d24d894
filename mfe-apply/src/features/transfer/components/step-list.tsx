import { transferCopy as copy } from '../../../content/transfer-content';

/** Where the visitor is in the three steps; the current one is marked for screen readers. */
export function StepList({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="steps" aria-label={copy.stepsLabel}>
      {copy.steps.map((label, index) => {
        const n = index + 1;
        return (
          <li
            key={label}
            aria-current={n === current ? 'step' : undefined}
            className={n < current ? 'steps__done' : undefined}
          >
            {label}
          </li>
        );
      })}
    </ol>
  );
}
