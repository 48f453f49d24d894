import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  additionalCampaignPeriod,
  campaignDefinitionsFor,
  isCampaignAdvertised,
  offerPeriod,
  paths,
} from '@hikari/shared/domain';
import {
  selectCampaignOffer,
  selectSelectedPlan,
  useAppDispatch,
  useAppSelector,
} from '@hikari/shared/store';
import { FilterChoices, LinkButton, PageHeading, PageLinkCard, usePageInstant } from '@hikari/shared/ui';
import { buildCampaignPages } from '../../../content/campaign-pages';
import {
  CATEGORY_LABELS,
  campaignSummariesOf,
  setWariLinks,
  type CampaignCategory,
} from '../../../content/campaign-summaries';
import { categoryChosen, selectCategory } from '../state/campaign-browse-slice';

const PLAN_LABEL = { plan10G: '10ギガプラン', plan1G: '1ギガプラン' } as const;

/** /campaign/: every campaign, filterable, marked for the plan the visitor chose. */
export function CampaignListPage() {
  const dispatch = useAppDispatch();
  const category = useAppSelector(selectCategory);
  const plan = useAppSelector(selectSelectedPlan);
  const offer = useAppSelector(selectCampaignOffer);
  const now = usePageInstant();
  // Worded as the offer in force prices it; a campaign whose period has ended is not listed.
  const summaries = useMemo(() => {
    const definitions = campaignDefinitionsFor(offer);
    const pages = buildCampaignPages(
      definitions,
      offerPeriod(offer, 'isOriginalAddCP') ?? additionalCampaignPeriod,
    );
    return campaignSummariesOf(pages, definitions).filter(
      (item) => item.mainCampaignId === null || isCampaignAdvertised(offer, item.mainCampaignId, now),
    );
  }, [offer, now]);
  const shown = summaries.filter((item) => category === 'all' || item.category === category);

  return (
    <>
      <PageHeading lead="Webからのお申し込みでご利用いただける特典をまとめています。">
        キャンペーン・特典
      </PageHeading>
      <p data-testid="campaign-plan">
        ご選択中のプラン：<strong>{PLAN_LABEL[plan]}</strong>（
        <Link to={paths.applyForm}>シミュレーションで変更</Link>）
      </p>
      <FilterChoices
        keys={Object.keys(CATEGORY_LABELS) as (CampaignCategory | 'all')[]}
        chosen={category}
        labelOf={(key) => CATEGORY_LABELS[key]}
        onChoose={(key) => dispatch(categoryChosen(key))}
      />
      <ul className="cards section">
        {shown.map((item) => {
          const eligible = item.plans.length === 0 || item.plans.includes(plan);
          return (
            <PageLinkCard key={item.path} path={item.path} level={2}>
              <p>{item.summary}</p>
              <p className="field__hint">
                {eligible
                  ? `${PLAN_LABEL[plan]}も対象です`
                  : `${PLAN_LABEL[plan]}は対象外です（${PLAN_LABEL.plan10G}のみ）`}
              </p>
            </PageLinkCard>
          );
        })}
      </ul>
      <section className="section" id="set-wari" aria-labelledby="set-wari-heading">
        <h2 id="set-wari-heading">スマートフォンとのセット割</h2>
        <ul className="cards">
          {setWariLinks.map((item) => (
            <PageLinkCard key={item.path} path={item.path}>
              <p>{item.summary}</p>
            </PageLinkCard>
          ))}
        </ul>
      </section>
      <div className="actions">
        <LinkButton to={paths.applyForm}>料金シミュレーションへ</LinkButton>
      </div>
    </>
  );
}
