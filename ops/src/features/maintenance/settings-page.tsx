import { useCallback, useState } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import {
  isMaintenanceMode,
  maintenanceWindow,
  maintenanceMessage,
  maintenanceNoticeCopy,
  maintenancePeriodLabel,
  shouldShowMaintenanceModal,
} from '@hikari/shared/domain';
import { conflictText, errorText, isConflict } from '../../api/ops-client';
import type { SettingsRecord } from '../../api/types';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { InputField, RadioGroupField, SelectField, TextAreaField } from '../../ui/field';
import { formatDateTime } from '../../ui/format';
import { LoadError, LoadingNotice } from '../../ui/load-state';
import { useLoad } from '../../ui/use-load';
import { type ActionResult, ResultLine } from '../../ui/save-result';
import { SubmitButton } from '../../ui/submit-button';
import { useOps } from '../session';
import {
  CATEGORIES,
  initialValues,
  maintenanceBody,
  maintenanceSchema,
  previewMaintenance,
  whenVisitorsSee,
  type MaintenanceValues,
} from './maintenance-schema';
import { callTimeBody, callTimeSchema, nextVersion, versionSchema } from './settings-forms';

function currentState(settings: SettingsRecord, now: Date): string {
  const s = { maintenance: settings.maintenance };
  if (settings.maintenance.isAlwaysDisplay) return 'メンテナンス中です（解除するまで続きます）。';
  const period = maintenancePeriodLabel(s);
  if (!period) return 'メンテナンスの予定はありません。';
  if (isMaintenanceMode(s, now)) return `メンテナンス中です（${period}）。`;
  const span = maintenanceWindow(s);
  if (span && now >= span.end) {
    return `メンテナンスは終わりました（${period}）。お客さまにはお知らせもメンテナンスの画面も表示していません。`;
  }
  if (shouldShowMaintenanceModal(s, now))
    return `メンテナンスを予定しています（${period}）。お知らせを表示中です。`;
  return `メンテナンスを予定しています（${period}）。`;
}

/** The modal visitors will see with the values typed so far, and when. */
function Preview() {
  const { values } = useFormikContext<MaintenanceValues>();
  const maintenance = previewMaintenance(values);
  const period = maintenancePeriodLabel({ maintenance });
  const hidden = values.mode === 'off' || values.category === 'reserve';
  // What a visitor browsing the site reads: 'ongoing' once the window has begun, else the announcement.
  const ongoing = maintenanceMessage({ maintenance }, new Date(), '/') === 'ongoing';
  return (
    <section className="preview" aria-labelledby="preview-heading">
      <h3 id="preview-heading">お客さまに表示される内容</h3>
      <p data-testid="maintenance-when">{whenVisitorsSee(values, new Date())}</p>
      {hidden ? (
        <p className="hint">お知らせは表示されません。</p>
      ) : (
        <div className="preview-modal" aria-label="お知らせのプレビュー" role="group">
          <p className="preview-title">
            {ongoing ? maintenanceNoticeCopy.ongoingTitle : maintenanceNoticeCopy.modalTitle}
          </p>
          <p className="preview-text">
            {values.text ||
              (ongoing ? maintenanceNoticeCopy.ongoingDefault : maintenanceNoticeCopy.modalDefault)}
          </p>
          {period ? (
            <dl>
              <dt>{maintenanceNoticeCopy.periodLabel}</dt>
              <dd>{period}</dd>
            </dl>
          ) : null}
        </div>
      )}
    </section>
  );
}

/** What each settings form is given: the record it was filled from, and what to do after a save or a 409. */
interface SettingsFormProps {
  settings: SettingsRecord;
  onSaved: (record: SettingsRecord) => void;
  /** Refused because the settings were saved meanwhile (409): they are read again. */
  onStale: () => void;
}

/** The line after a refused save: a 409 reads the settings again and says so. */
function refusedText(error: unknown, onStale: () => void): string {
  if (!isConflict(error)) return errorText(error);
  onStale();
  return conflictText(error);
}

/** The states the maintenance can be put in. */
const MODE_OPTIONS = [
  { value: 'off', label: 'メンテナンスなし' },
  { value: 'now', label: '今すぐメンテナンス中にする（解除するまで）' },
  { value: 'scheduled', label: '期間を決めて予定する' },
] as const;

function MaintenanceForm(props: SettingsFormProps) {
  const { settings, onSaved, onStale } = props;
  const ops = useOps();
  const [result, setResult] = useState<ActionResult>(null);
  return (
    <section className="panel" aria-labelledby="maintenance-heading">
      <h2 id="maintenance-heading">メンテナンス</h2>
      <p>現在：{currentState(settings, new Date())}</p>
      <Formik<MaintenanceValues>
        initialValues={initialValues(settings.maintenance)}
        validationSchema={maintenanceSchema(() => new Date())}
        enableReinitialize
        onSubmit={async (values) => {
          setResult(null);
          try {
            const record = await ops((client) =>
              client.post<SettingsRecord>('/ops/maintenance', {
                ...maintenanceBody(values),
                seenUpdatedAt: settings.updatedAt,
              }),
            );
            onSaved(record);
            setResult({
              ok: true,
              text: 'メンテナンスの設定を保存しました。開いているページにもすぐ伝わります。',
            });
          } catch (error) {
            setResult({ ok: false, text: refusedText(error, onStale) });
          }
        }}
      >
        {({ values, isSubmitting }) => (
          <Form noValidate>
            <RadioGroupField name="mode" legend="メンテナンスの状態" options={MODE_OPTIONS} />
            <SelectField name="category" label="区分" options={CATEGORIES} />
            <TextAreaField
              name="text"
              label="お知らせの文"
              hint="空のときは、お知らせに既定の文が表示されます。"
            />
            {values.mode === 'scheduled' ? (
              <div className="field-row">
                <InputField
                  name="firstDate"
                  type="datetime-local"
                  label="開始日時（日本時間）"
                  hint="この日時からお申し込み・ご予約を止めます。"
                />
                <InputField
                  name="lastDate"
                  type="datetime-local"
                  label="終了日時（日本時間）"
                  hint="この日時にお申し込み・ご予約の受け付けを再開します。"
                />
              </div>
            ) : null}
            <Preview />
            <SubmitButton busy={isSubmitting}>メンテナンスの設定を保存する</SubmitButton>
            <ResultLine result={result} />
          </Form>
        )}
      </Formik>
    </section>
  );
}

function VersionForm(props: SettingsFormProps) {
  const { settings, onSaved, onStale } = props;
  const ops = useOps();
  const [result, setResult] = useState<ActionResult>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (version: string) => {
    setBusy(true);
    try {
      const record = await ops((client) =>
        client.post<SettingsRecord>('/ops/settings', { version, seenUpdatedAt: settings.updatedAt }),
      );
      onSaved(record);
      setResult({ ok: true, text: `設定バージョンを ${record.version} にしました。` });
    } catch (error) {
      setResult({ ok: false, text: refusedText(error, onStale) });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  return (
    <section className="panel" aria-labelledby="version-heading">
      <h2 id="version-heading">設定バージョン</h2>
      <p>
        現在の設定バージョン：<strong>{settings.version}</strong>
      </p>
      <p className="hint">
        設定バージョンを上げると、開いているお客さまのページがそれぞれ一度だけ読み込み直され、新しい設定とサイトの最新の状態で表示されます。
      </p>
      <Formik
        initialValues={{ version: nextVersion(settings.version) }}
        validationSchema={versionSchema(settings.version)}
        enableReinitialize
        onSubmit={(values) => {
          setResult(null);
          setConfirming(values.version.trim());
        }}
      >
        <Form noValidate>
          <InputField name="version" label="新しい設定バージョン" />
          <button type="submit" className="button">
            設定バージョンを上げる
          </button>
          <ResultLine result={result} />
        </Form>
      </Formik>
      {confirming ? (
        <ConfirmDialog
          title="設定バージョンを上げますか"
          confirmLabel={`${confirming} にする`}
          busy={busy}
          onConfirm={() => save(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>
            設定バージョンを {settings.version} から {confirming}{' '}
            にします。開いているお客さまのページは、それぞれ一度だけ読み込み直されます。
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function CallTimeForm(props: SettingsFormProps) {
  const { settings, onSaved, onStale } = props;
  const ops = useOps();
  const [result, setResult] = useState<ActionResult>(null);
  const hourProps = { type: 'number', min: 0, max: 24, inputMode: 'numeric' as const };
  return (
    <section className="panel" aria-labelledby="call-time-heading">
      <h2 id="call-time-heading">電話の受付時間</h2>
      <Formik
        initialValues={{
          displayFirstTime: settings.callTime.displayFirstTime,
          displayLastTime: settings.callTime.displayLastTime,
        }}
        validationSchema={callTimeSchema}
        enableReinitialize
        onSubmit={async (values) => {
          setResult(null);
          try {
            const record = await ops((client) =>
              client.post<SettingsRecord>('/ops/settings', {
                ...callTimeBody(values),
                seenUpdatedAt: settings.updatedAt,
              }),
            );
            onSaved(record);
            setResult({
              ok: true,
              text: '電話の受付時間を保存しました。開いているページにもすぐ伝わります。',
            });
          } catch (error) {
            setResult({ ok: false, text: refusedText(error, onStale) });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <fieldset>
              <legend>電話相談の受付時間（時、日本時間）</legend>
              <p className="hint">
                ページに「10:00～18:00」のように表示し、この時間内だけ電話相談の番号を発信できるリンクにして「受付中」と表示します。
              </p>
              <div className="field-row">
                <InputField name="displayFirstTime" label="受付の開始" {...hourProps} />
                <InputField name="displayLastTime" label="受付の終了" {...hourProps} />
              </div>
            </fieldset>
            <button type="submit" className="button" disabled={isSubmitting}>
              受付時間を保存する
            </button>
            <ResultLine result={result} />
          </Form>
        )}
      </Formik>
    </section>
  );
}

export function SettingsPage() {
  const ops = useOps();
  const load = useCallback(() => ops((client) => client.get<SettingsRecord>('/ops/settings')), [ops]);
  const [state, reload, replace] = useLoad(load);
  const settings = state.data;
  return (
    <div>
      <p className="lead">
        変更は保存した時点で、開いているお客さまのページにもリアルタイムで伝わります。最終更新：
        {formatDateTime(settings?.updatedAt)}
      </p>
      <LoadError state={state} />
      <LoadingNotice state={state} firstOnly />
      {settings ? (
        <>
          <MaintenanceForm settings={settings} onSaved={replace} onStale={reload} />
          <VersionForm settings={settings} onSaved={replace} onStale={reload} />
          <CallTimeForm settings={settings} onSaved={replace} onStale={reload} />
        </>
      ) : null}
    </div>
  );
}
