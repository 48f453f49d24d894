import { useFormikContext } from 'formik';
import {
  campaignDefinitionsFor,
  campaignOfferStatus,
  campaignPeriodTerm,
  getCampaign,
  type CampaignOffer,
  type OfferCampaignId,
} from '@hikari/shared/domain';
import { parseDraft, type OfferValues } from './campaign-form';

/** A campaign's state now for a visitor anywhere (GET /ops/campaigns gives the same), in the console's words. */
export const STATUS_LABELS: Record<ReturnType<typeof campaignOfferStatus>, string> = {
  offered: '実施中',
  outsideArea: '実施中（対象エリアのお申し込みのみ）',
  notYet: '開始前',
  ended: '終了',
  notOffered: '提供していません',
};

export function statusNow(offer: CampaignOffer, id: OfferCampaignId, now: Date): string {
  return STATUS_LABELS[campaignOfferStatus(offer, id, now, null)];
}

/**
 * The campaign cards as the site would show them with the values typed so
 * far: the draft read by the same shared check the server applies, priced
 * and worded by the same functions the pages use.
 */
export function CampaignPreview({ saved }: { saved: CampaignOffer }) {
  const { values } = useFormikContext<OfferValues>();
  const parsed = parseDraft(values, saved);
  return (
    <section className="preview" aria-labelledby="campaign-preview-heading">
      <h2 id="campaign-preview-heading">お客さまに表示される内容</h2>
      {parsed.ok ? (
        <DraftCards offer={parsed.offer} />
      ) : (
        <div data-testid="campaign-preview-problems">
          <p className="field-error">いまの入力ではプレビューを表示できません。次の点を直してください。</p>
          <ul className="field-error">
            {parsed.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function DraftCards({ offer }: { offer: CampaignOffer }) {
  const definitions = campaignDefinitionsFor(offer);
  const now = new Date();
  if (offer.campaigns.length === 0) return <p className="hint">提供するキャンペーンがありません。</p>;
  return (
    <ul className="preview-cards">
      {offer.campaigns.map(({ id }) => {
        const campaign = getCampaign(id, definitions);
        return (
          <li key={id} className="preview-modal" role="group" aria-label={`${campaign.name}のプレビュー`}>
            <p className="hint">保存すると：{statusNow(offer, id, now)}</p>
            <p className="preview-title">{campaign.name}</p>
            <p className="preview-text">{campaign.description}</p>
            <p>対象：{campaign.eligibility}</p>
            <p>キャンペーン期間：{campaignPeriodTerm(offer, id)}</p>
          </li>
        );
      })}
    </ul>
  );
}
