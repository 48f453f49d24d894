import { useId, useState } from 'react';
import { formatYen } from '@hikari/shared/domain';
import { setWariCopy as copy, type SetWariPageContent } from '../../../content/set-wari-pages';
import { setWariTotal } from '../set-wari-discount';

/** Number of lines × discount per line, recomputed as the visitor changes either. */
export function SetWariCalculator({ content }: { content: SetWariPageContent }) {
  const id = useId();
  const [tierIndex, setTierIndex] = useState(0);
  const [lines, setLines] = useState(1);
  const total = setWariTotal(lines, content.tiers[tierIndex].perLine, content.maxLines);
  const lineChoices = Array.from({ length: content.maxLines }, (_, index) => index + 1);

  return (
    <section className="section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{copy.calculatorHeading}</h2>
      <div className="form">
        <fieldset>
          <legend>{copy.tierLegend}</legend>
          <div className="choices">
            {content.tiers.map((tier, index) => (
              <label key={tier.label} className="choice">
                <input
                  type="radio"
                  name={`${id}-tier`}
                  checked={tierIndex === index}
                  onChange={() => setTierIndex(index)}
                />
                {tier.label}（{formatYen(tier.perLine)}）
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-lines`} className="field__label">
            {copy.linesLabel(content.maxLines)}
          </label>
          <select id={`${id}-lines`} value={lines} onChange={(event) => setLines(Number(event.target.value))}>
            {lineChoices.map((count) => (
              <option key={count} value={count}>
                {copy.linesOption(count)}
              </option>
            ))}
          </select>
        </div>
        <div className="summary">
          <dl>
            <dt id={`${id}-total`}>{copy.monthlyTotal}</dt>
            <dd>
              <output aria-labelledby={`${id}-total`} aria-live="polite">
                {formatYen(total.monthly)}
              </output>
            </dd>
          </dl>
          <p>{copy.yearlyTotal(formatYen(total.yearly))}</p>
        </div>
      </div>
    </section>
  );
}
