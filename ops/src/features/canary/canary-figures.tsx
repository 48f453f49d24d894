// A running canary's figures beside the live version's (control) since it
// started, and the server's verdict with its reasons and each test.
import { VITAL_NAMES } from '@hikari/shared/domain/rum-events';
import type { CanaryFigures, CanaryVerdict, CohortFigures } from '../../api/types';
import { formatDateTime } from '../../ui/format';
import { nameOf } from './canary-actions';
import {
  formatCount,
  formatPer1000,
  formatPValue,
  formatVital,
  formatZ,
  TEST_LABEL,
  VERDICT_LABEL,
  VITAL_LABEL,
} from './canary-format';

/** The significance level of each of the three tests: 5% split over them (Bonferroni). */
export const ALPHA_PER_TEST = 0.05 / 3;

interface Row {
  label: string;
  cell: (cohort: CohortFigures) => string;
}

const ROWS: Row[] = [
  { label: 'ページビュー', cell: (c) => formatCount(c.pageViews) },
  { label: '訪問者数', cell: (c) => `${formatCount(c.visitors)}人` },
  { label: 'エラーのあった訪問者', cell: (c) => `${formatCount(c.errorVisitors)}人` },
  { label: '1,000 ページビューあたりのエラー', cell: (c) => formatPer1000(c.errorsPer1000PageViews) },
  ...VITAL_NAMES.map((name): Row => ({
    label: `${VITAL_LABEL[name]}の p75`,
    cell: (c) => {
      const vital = c.vitals[name];
      return `${formatVital(name, vital.p75)}（計測 ${formatCount(vital.samples)}件・${formatCount(vital.visitors)}人）`;
    },
  })),
];

function FiguresTable({ item }: { item: CanaryFigures }) {
  const { canary, canaryCohort, control } = item;
  if (!canary) return null;
  if (!canaryCohort || !control) return <p>集計はまだありません。</p>;
  return (
    <table>
      <caption>
        {nameOf(item)}：カナリアと公開中の版の比較（{formatDateTime(canary.since)} から）
      </caption>
      <thead>
        <tr>
          <th scope="col">項目</th>
          <th scope="col">カナリア（{canary.version}）</th>
          <th scope="col">公開中の版（{item.live ?? '—'}）</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.cell(canaryCohort)}</td>
            <td>{row.cell(control)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function resultOf(test: CanaryVerdict['tests'][number]): string {
  if (test.regressed) return '悪化';
  if (test.pValue === null) return 'まだ計算できません';
  return '悪化とは言えません';
}

function Verdict(props: { item: CanaryFigures; autoPromote: boolean }) {
  const { item, autoPromote } = props;
  const verdict = item.verdict;
  const headingId = `verdict-${item.name}`;
  if (!verdict) return <p>判定はまだありません。</p>;
  const className =
    verdict.state === 'regressed' ? 'warning' : verdict.state === 'ready' ? 'notice' : undefined;
  return (
    <div>
      <h3 id={headingId} className={className}>
        判定：{VERDICT_LABEL[verdict.state]}
      </h3>
      {verdict.state === 'ready' ? (
        <p>
          {autoPromote
            ? '「問題がなければ自動で公開する」設定のため、まもなく自動で公開されます。'
            : '「公開する」を押すと、すべての訪問者に公開します。'}
        </p>
      ) : null}
      {verdict.reasons.length > 0 ? (
        <ul>
          {verdict.reasons.map((reason, index) => (
            <li key={index}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {verdict.tests.length > 0 ? (
        <table>
          <caption>{nameOf(item)}：検定の結果（カナリアが公開中の版より悪いか）</caption>
          <thead>
            <tr>
              <th scope="col">検定</th>
              <th scope="col">z 値</th>
              <th scope="col">p 値</th>
              <th scope="col">結果</th>
            </tr>
          </thead>
          <tbody>
            {verdict.tests.map((test) => (
              <tr key={test.metric}>
                <th scope="row">{TEST_LABEL[test.metric] ?? test.metric}</th>
                <td>{formatZ(test.z)}</td>
                <td>{formatPValue(test.pValue)}</td>
                <td className={test.regressed ? 'warning-cell' : undefined}>{resultOf(test)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

/** The figures of a running canary and its verdict; nothing when no canary runs. */
export function CanaryFiguresView(props: { item: CanaryFigures; autoPromote: boolean }) {
  if (!props.item.canary) return null;
  return (
    <>
      <FiguresTable item={props.item} />
      <Verdict item={props.item} autoPromote={props.autoPromote} />
    </>
  );
}
