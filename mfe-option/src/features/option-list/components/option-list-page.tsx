import { paths } from '@hikari/shared/domain';
import { selectPlanData, useAppDispatch, useAppSelector } from '@hikari/shared/store';
import { FilterChoices, LinkButton, PageHeading, PageLinkCard } from '@hikari/shared/ui';
import { GROUP_LABELS, optionSummaries, type OptionGroup } from '../../../content/option-summaries';
import { groupChosen, selectGroup } from '../state/option-browse-slice';

const BASE_MENU_LABEL = ['ネットのみ', 'ネット＋電話', 'ネット＋電話＋テレビ'] as const;

/** /option/: every option service, grouped, with the visitor's current base menu. */
export function OptionListPage() {
  const dispatch = useAppDispatch();
  const group = useAppSelector(selectGroup);
  const plan = useAppSelector(selectPlanData);
  const shown = optionSummaries.filter((item) => group === 'all' || item.group === group);

  return (
    <>
      <PageHeading lead="光回線と一緒に使える便利なサービスです。お申し込み時にまとめて選べます。">
        オプションサービス
      </PageHeading>
      <p data-testid="option-plan">
        現在のシミュレーション: {plan.selectedPlan === 'plan10G' ? '10ギガ' : '1ギガ'}・
        {BASE_MENU_LABEL[plan.baseMenu]}
      </p>
      <FilterChoices
        keys={['all', ...Object.keys(GROUP_LABELS)] as (OptionGroup | 'all')[]}
        chosen={group}
        labelOf={(key) => (key === 'all' ? 'すべて' : GROUP_LABELS[key])}
        onChoose={(key) => dispatch(groupChosen(key))}
      />
      <ul className="cards section">
        {shown.map((item) => (
          <PageLinkCard key={item.path} path={item.path} level={2}>
            <p>{item.summary}</p>
          </PageLinkCard>
        ))}
      </ul>
      <div className="actions">
        <LinkButton to={paths.applyForm}>オプションを選んでシミュレーション</LinkButton>
        <LinkButton to={paths.optionApply} variant="ghost">
          ご契約中の方のオプション追加
        </LinkButton>
      </div>
    </>
  );
}
