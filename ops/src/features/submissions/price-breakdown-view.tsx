import { formatYen, lineNotes, monthlyLinePriceText, type PriceBreakdown } from '@hikari/shared/domain';
import { RowTable } from '@hikari/shared/ui/row-table';

/** A stored estimate's breakdown, when the value has that shape (older rows may lack parts). */
export function asBreakdown(value: unknown): PriceBreakdown | null {
  if (!value || typeof value !== 'object') return null;
  const b = value as Partial<PriceBreakdown>;
  if (!Array.isArray(b.monthlyLines) || !Array.isArray(b.oneTimeCosts) || !b.monthlyTotal) return null;
  return value as PriceBreakdown;
}

/** The notes the estimate stored for one line, each in its own span. */
function LineNotes({ line }: { line: unknown }) {
  return lineNotes(line).map((note) => (
    <span key={note} className="line-note">
      {note}
    </span>
  ));
}

/** The estimate as the visitor was shown it: monthly lines, one-time costs, cash back, campaigns. */
export function PriceBreakdownView({ breakdown }: { breakdown: PriceBreakdown }) {
  return (
    <section className="panel" aria-labelledby="breakdown-heading">
      <h2 id="breakdown-heading">お見積もり（受付時に計算した料金）</h2>
      <dl className="figures">
        <div>
          <dt>月額（1年目）</dt>
          <dd>{formatYen(breakdown.monthlyTotal.firstYear)}</dd>
        </div>
        <div>
          <dt>月額（2年目以降）</dt>
          <dd>{formatYen(breakdown.monthlyTotal.afterFirstYear)}</dd>
        </div>
        <div>
          <dt>初期費用（お支払い分）</dt>
          <dd>{formatYen(breakdown.oneTimeTotal)}</dd>
        </div>
        <div>
          <dt>キャッシュバック</dt>
          <dd>{formatYen(breakdown.cashBackTotal)}</dd>
        </div>
        <div>
          <dt>実質月額（{breakdown.termMonths}ヶ月平均）</dt>
          <dd>{formatYen(breakdown.effectiveMonthly)}</dd>
        </div>
      </dl>
      {(breakdown.conditions ?? []).length > 0 ? (
        <section aria-label="お見積りの条件">
          <h3>お見積りの条件</h3>
          <ul>
            {(breakdown.conditions ?? []).map((condition) => (
              <li key={condition.id}>
                <strong>{condition.title}</strong>：{condition.text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <RowTable
        caption="月額料金の内訳"
        columns={['項目', '料金（無料・割引の期間と後の変更）', '備考']}
        rows={breakdown.monthlyLines.map((line) => ({
          id: line.id,
          label: line.label,
          // The price and its changes over time in the words the visitor read (monthlyLinePriceText).
          cells: [monthlyLinePriceText(line), lineNotes(line).join('、') || '—'],
        }))}
      />
      <RowTable
        caption="初期費用の内訳"
        columns={['項目', '金額', 'お支払い']}
        rows={breakdown.oneTimeCosts.map((cost) => ({
          id: cost.id,
          label: cost.label,
          cells: [
            formatYen(cost.amount),
            <>
              {cost.waivedBy
                ? `${formatYen(cost.payable)}（${cost.waiverLabel ?? '無料'}）`
                : formatYen(cost.payable)}
              {/* The condition the estimate states for this cost (実質無料 and the like), as stored. */}
              <LineNotes line={cost} />
            </>,
          ],
        }))}
      />
      {breakdown.cashBack.length > 0 ? (
        <RowTable
          caption="キャッシュバック"
          rows={breakdown.cashBack.map((item) => ({
            id: item.campaignId,
            label: item.label,
            cells: [
              <>
                {formatYen(item.amount)}
                <LineNotes line={item} />
              </>,
            ],
          }))}
        />
      ) : null}
      {breakdown.appliedCampaigns.length > 0 ? (
        <>
          <h3>適用されたキャンペーン</h3>
          <ul>
            {breakdown.appliedCampaigns.map((campaign) => (
              <li key={campaign.id}>
                {campaign.name}（{campaign.reason}）
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
