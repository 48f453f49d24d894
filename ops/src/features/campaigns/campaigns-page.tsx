import { useCallback, useMemo, useState } from 'react';
import { opsRoleLabel, teamRole } from '@hikari/shared/domain/ops-roles';
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import {
  OFFER_CAMPAIGN_IDS,
  campaignDefinitionsFor,
  campaignOfferOrDefault,
  campaignPeriodTerm,
  getCampaign,
  offeredCampaign,
  type CampaignAreaLimit,
  type CampaignDefinition,
  type CampaignId,
  type CampaignOffer,
  type OfferCampaignId,
} from '@hikari/shared/domain';
import { OpsRequestError, errorText, isConflict } from '../../api/ops-client';
import type { SettingsRecord } from '../../api/types';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { InputField, TextAreaField } from '../../ui/field';
import { formatDateTime } from '../../ui/format';
import { LoadError, LoadingNotice } from '../../ui/load-state';
import { type SaveResult, SaveResultLine } from '../../ui/save-result';
import { SubmitButton } from '../../ui/submit-button';
import { useLoad } from '../../ui/use-load';
import { useOps, useSignedIn } from '../session';
import {
  AMOUNT_FIELDS,
  WORDING_LABELS,
  describeChanges,
  initialValues,
  offerBody,
  offerSchema,
  parseDraft,
  placeServerErrors,
  type OfferBody,
  type OfferValues,
} from './campaign-form';
import { CampaignPreview, statusNow } from './campaign-preview';

/** The roles POST /ops/campaigns accepts (api permissions.ts). */
const CHANGE_ROLES = [teamRole('mfe-campaign'), 'site-ops'] as const;

const CONFLICT =
  'キャンペーンの提供内容は、この画面を開いた後にほかの担当者か別の画面で変更されています。何も保存していません。画面をいまの提供内容に更新しましたので、確かめてからもう一度変更してください。';

function areaText(area: CampaignAreaLimit): string {
  return [...area.prefectures, ...area.cities.map((c) => `${c.prefecture}${c.city}`)].join('、');
}

const amountInput = { type: 'number', min: 0, inputMode: 'numeric' as const };

/** One figure of the offer, with its unit in the label. */
function AmountInput({ field }: { field: (typeof AMOUNT_FIELDS)[number] }) {
  return (
    <InputField name={`amounts.${field.key}`} label={`${field.label}（${field.unit}）`} {...amountInput} />
  );
}

/** One campaign: what it is now, whether and when it runs, its figures and its words. */
function CampaignFields(props: {
  index: number;
  id: OfferCampaignId;
  saved: CampaignOffer;
  named: CampaignDefinition;
  catalogWords: CampaignDefinition;
  offered: boolean;
}) {
  const { index, id, saved, named, catalogWords, offered } = props;
  const area = offeredCampaign(saved, id)?.area ?? null;
  return (
    <fieldset className="panel">
      <legend>{named.name}</legend>
      <p>
        現在：<strong>{statusNow(saved, id, new Date())}</strong>
        {offeredCampaign(saved, id) ? `（${campaignPeriodTerm(saved, id)}）` : null}
      </p>
      {area ? <p>対象エリア：{areaText(area)}</p> : null}
      <div className="field">
        <label className="choice">
          <Field type="checkbox" name={`campaigns.${index}.offered`} /> このキャンペーンを提供する
        </label>
      </div>
      {offered ? (
        <div className="field-row">
          <InputField
            name={`campaigns.${index}.firstDay`}
            type="date"
            label="開始日（日本時間）"
            hint="この日の0時から実施します。空欄は開始日なし。"
          />
          <InputField
            name={`campaigns.${index}.lastDay`}
            type="date"
            label="最終日（日本時間）"
            hint="この日の終わりまで実施します。空欄は終了日未定。"
          />
        </div>
      ) : null}
      {AMOUNT_FIELDS.filter((field) => field.campaign === id).map((field) => (
        <AmountInput key={field.key} field={field} />
      ))}
      {(Object.keys(WORDING_LABELS) as (keyof typeof WORDING_LABELS)[]).map((key) => (
        <TextAreaField
          key={key}
          name={`wording.${id}.${key}`}
          label={`${WORDING_LABELS[key]}の文`}
          rows={2}
          placeholder={catalogWords[key]}
        />
      ))}
    </fieldset>
  );
}

/** The friend referral is not switched by the offer, but its figure is one of the offer's. */
function OtherAmounts({ definitions }: { definitions: readonly CampaignDefinition[] }) {
  const others = AMOUNT_FIELDS.filter(
    (field) => !(OFFER_CAMPAIGN_IDS as readonly CampaignId[]).includes(field.campaign),
  );
  return (
    <>
      {others.map((field) => (
        <fieldset key={field.key} className="panel">
          <legend>{getCampaign(field.campaign, definitions).name}</legend>
          <p className="hint">
            ご紹介コードを確認できたお申し込みに適用します（期間と提供の有無はありません）。
          </p>
          <AmountInput field={field} />
        </fieldset>
      ))}
    </>
  );
}

interface Pending {
  body: OfferBody;
  values: OfferValues;
  changes: string[];
  helpers: FormikHelpers<OfferValues>;
}

function OfferForm(props: { settings: SettingsRecord; onSaved: () => void; onStale: () => void }) {
  const { settings, onSaved, onStale } = props;
  const ops = useOps();
  const person = useSignedIn();
  const mayChange = CHANGE_ROLES.some((role) => person.roles.includes(role));
  const saved = useMemo(() => campaignOfferOrDefault(settings.campaignOffer), [settings.campaignOffer]);
  const initial = useMemo(() => initialValues(saved), [saved]);
  const definitions = campaignDefinitionsFor(saved);
  // The words an empty field stands for: the catalog's, with the stored figures.
  const catalogWords = useMemo(() => campaignDefinitionsFor({ ...saved, wording: [] }), [saved]);
  const [result, setResult] = useState<SaveResult>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async ({ body, values, helpers }: Pending) => {
    setBusy(true);
    try {
      await ops((client) => client.post('/ops/campaigns', { ...body, seenUpdatedAt: settings.updatedAt }));
      setResult({
        ok: true,
        text: 'キャンペーンの提供内容を保存しました。開いているお客さまのページにもすぐ伝わります。',
      });
      onSaved();
    } catch (error) {
      if (isConflict(error)) {
        setResult({ ok: false, text: CONFLICT, problems: [] });
        onStale();
      } else if (error instanceof OpsRequestError && error.status === 400) {
        const placed = placeServerErrors(error.message, body, values);
        for (const [name, message] of Object.entries(placed.fields)) helpers.setFieldError(name, message);
        setResult({
          ok: false,
          text:
            placed.others.length > 0
              ? 'サーバーが受け付けませんでした。次の点を直してください。'
              : 'サーバーが受け付けませんでした。各項目の下の説明を確かめてください。',
          problems: placed.others,
        });
      } else setResult({ ok: false, text: errorText(error), problems: [] });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <>
      {/* A record read again (after a save or a 409) gives a fresh form from it. */}
      <Formik<OfferValues>
        key={settings.updatedAt ?? ''}
        initialValues={initial}
        validationSchema={offerSchema}
        onSubmit={(values, helpers) => {
          setResult(null);
          const parsed = parseDraft(values, saved);
          if (!parsed.ok) {
            setResult({
              ok: false,
              text: 'この内容では保存できません。次の点を直してください。',
              problems: parsed.errors,
            });
            return;
          }
          setPending({
            body: offerBody(values, saved),
            values,
            helpers,
            changes: describeChanges(saved, parsed.offer),
          });
        }}
      >
        {({ values, isSubmitting }) => (
          <Form noValidate className="campaign-offer">
            {mayChange ? null : (
              <p className="notice" data-testid="campaigns-read-only">
                閲覧のみです。キャンペーンの提供内容を変更できるのは、
                {CHANGE_ROLES.map((role) => `「${opsRoleLabel(role)}」`).join('または')}
                の役割の担当者です。
              </p>
            )}
            <fieldset disabled={!mayChange}>
              <legend className="visually-hidden">キャンペーンの提供内容</legend>
              <p className="hint">
                文の欄を空にすると、カタログの文（欄に薄く表示しているもの）を使います。金額を変えると、カタログの文の中の金額も変わります。
              </p>
              {values.campaigns.map((row, index) => (
                <CampaignFields
                  key={row.id}
                  index={index}
                  id={row.id}
                  saved={saved}
                  offered={row.offered}
                  named={getCampaign(row.id, definitions)}
                  catalogWords={getCampaign(row.id, catalogWords)}
                />
              ))}
              <OtherAmounts definitions={definitions} />
            </fieldset>
            <CampaignPreview saved={saved} />
            {mayChange ? (
              <>
                <SaveResultLine result={result} />
                <SubmitButton busy={isSubmitting || busy}>キャンペーンの提供内容を保存する</SubmitButton>
              </>
            ) : null}
          </Form>
        )}
      </Formik>
      {pending ? (
        <ConfirmDialog
          title="キャンペーンの提供内容を保存しますか"
          confirmLabel="保存する"
          busy={busy}
          onConfirm={() => save(pending)}
          onCancel={() => setPending(null)}
        >
          {pending.changes.length > 0 ? (
            <ul>
              {pending.changes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p>変更はありません（いまと同じ内容で保存します）。</p>
          )}
          <p>保存すると、サイトのページ・お見積もり・お申し込みにすぐ反映されます。</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** 「キャンペーン」: the offer now, its editing with a preview, and the save. */
export function CampaignsPage() {
  const ops = useOps();
  // The settings record carries the offer with the updatedAt a change must name.
  const load = useCallback(() => ops((client) => client.get<SettingsRecord>('/ops/settings')), [ops]);
  const [state, reload] = useLoad(load);
  const settings = state.data;
  return (
    <div>
      <p className="lead">
        キャンペーンの期間・金額・文を変更できます。保存した時点で、サイトのページ・お見積もり・お申し込みのすべてに反映されます。最終更新：
        {formatDateTime(settings?.updatedAt)}
      </p>
      <LoadError state={state} />
      <LoadingNotice state={state} firstOnly />
      {settings ? <OfferForm settings={settings} onSaved={reload} onStale={reload} /> : null}
    </div>
  );
}
