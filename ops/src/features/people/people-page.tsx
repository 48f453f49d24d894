import { Form, Formik } from 'formik';
import { opsRoleLabel } from '@hikari/shared/domain/ops-roles';
import { useCallback, useState } from 'react';

import { errorText, refusalOf } from '../../api/ops-client';
import type { OpsPerson, TotpEnrolment } from '../../api/types';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { InputField } from '../../ui/field';
import { formatDateTime } from '../../ui/format';
import { LoadError, ReloadBar } from '../../ui/load-state';
import { SaveResultLine, type SaveResult } from '../../ui/save-result';
import { useLoad } from '../../ui/use-load';
import { SubmitButton } from '../../ui/submit-button';
import { useOps, useSignedIn } from '../session';
import { Enrolment } from './enrolment';
import {
  NEW_PERSON,
  newPersonSchema,
  orderedRoles,
  emailSchema,
  rolesSchema,
  type NewPersonValues,
} from './people-schema';
import { RoleChoices } from './role-choices';

const rolesText = (roles: string[]) => roles.map(opsRoleLabel).join('、') || 'なし';

type Pending = { kind: 'disable' | 'enable' | 'reset-totp'; person: OpsPerson } | null;

const CONFIRM: Record<'disable' | 'enable' | 'reset-totp', { title: string; label: string; body: string }> = {
  disable: {
    title: 'この担当者を無効にしますか',
    label: '無効にする',
    body: 'サインインできなくなり、サインイン中の画面と API トークンもすぐに使えなくなります。操作履歴は残ります。',
  },
  enable: {
    title: 'この担当者を有効に戻しますか',
    label: '有効に戻す',
    body: 'これまでのパスワードと確認コードで、またサインインできるようになります。API トークンは作り直しが必要です。',
  },
  'reset-totp': {
    title: '確認コードの登録をやり直しますか',
    label: 'やり直す',
    body: '新しい鍵を発行します。これまでの認証アプリの確認コードは使えなくなり、サインイン中の画面も終了します。',
  },
};

/**
 * Saves one part of a person (PUT /ops/people/:login/<part>): the saved
 * person goes to `onSaved`, and the line under the form says what was done
 * (`done` of the saved person) or why it was refused.
 */
function usePersonPart(person: OpsPerson, part: 'roles' | 'email', onSaved: (person: OpsPerson) => void) {
  const ops = useOps();
  const [result, setResult] = useState<SaveResult>(null);
  const save = async (body: unknown, done: (saved: OpsPerson) => string) => {
    setResult(null);
    try {
      const saved = await ops((client) =>
        client.put<{ person: OpsPerson }>(`/ops/people/${encodeURIComponent(person.login)}/${part}`, body),
      );
      onSaved(saved.person);
      setResult({ ok: true, text: done(saved.person) });
    } catch (error) {
      setResult(refusalOf(error));
    }
  };
  return { result, save };
}

/** One person's roles, saved as a whole. */
function RolesForm({ person, onSaved }: { person: OpsPerson; onSaved: (person: OpsPerson) => void }) {
  const { result, save } = usePersonPart(person, 'roles', onSaved);
  return (
    <Formik<{ roles: string[] }>
      initialValues={{ roles: person.roles }}
      enableReinitialize
      validationSchema={rolesSchema}
      onSubmit={(values) =>
        save(
          { roles: orderedRoles(values.roles) },
          (saved) => `${person.name} さんの役割を「${rolesText(saved.roles)}」にしました。`,
        )
      }
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={`${person.name} さんの役割`}>
          <RoleChoices idPrefix={`roles-${person.login}`} />
          <SubmitButton busy={isSubmitting}>役割を保存する</SubmitButton>
          <SaveResultLine result={result} />
        </Form>
      )}
    </Formik>
  );
}

const EMAIL_HINT = '社内アカウントでサインインするとき、このアドレスで本人を見分けます。';

/** One person's work mail address; a changed address is linked again at the next company sign-in. */
function EmailForm({ person, onSaved }: { person: OpsPerson; onSaved: (person: OpsPerson) => void }) {
  const { result, save } = usePersonPart(person, 'email', onSaved);
  return (
    <Formik<{ email: string }>
      initialValues={{ email: person.email ?? '' }}
      enableReinitialize
      validationSchema={emailSchema}
      onSubmit={(values) =>
        save({ email: values.email.trim() || null }, (saved) =>
          saved.email
            ? `${person.name} さんのメールアドレスを ${saved.email} にしました。`
            : `${person.name} さんのメールアドレスを消しました。`,
        )
      }
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={`${person.name} さんのメールアドレス`}>
          <InputField
            name="email"
            label="会社のメールアドレス"
            type="email"
            autoComplete="off"
            hint={`${EMAIL_HINT}空にすると、社内アカウントではサインインできなくなります。`}
          />
          <SubmitButton busy={isSubmitting}>メールアドレスを保存する</SubmitButton>
          <SaveResultLine result={result} />
        </Form>
      )}
    </Formik>
  );
}

function AddPersonForm({ onAdded }: { onAdded: (person: OpsPerson, totp: TotpEnrolment) => void }) {
  const ops = useOps();
  const [result, setResult] = useState<SaveResult>(null);
  return (
    <Formik<NewPersonValues>
      initialValues={NEW_PERSON}
      validationSchema={newPersonSchema}
      onSubmit={async (values, helpers) => {
        setResult(null);
        try {
          const added = await ops((client) =>
            client.post<{ person: OpsPerson; totp: TotpEnrolment }>('/ops/people', {
              ...values,
              roles: orderedRoles(values.roles),
              login: values.login.trim(),
              name: values.name.trim(),
              email: values.email.trim() || null,
            }),
          );
          helpers.resetForm();
          setResult({ ok: true, text: `${added.person.name} さんを追加しました。` });
          onAdded(added.person, added.totp);
        } catch (error) {
          setResult(refusalOf(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="担当者の追加">
          <InputField
            name="login"
            label="ログインID"
            hint="半角の小文字・数字・「.」「_」「-」で2〜40文字。"
          />
          <InputField name="name" label="氏名" hint="操作履歴の「担当者」に表示されます。" />
          <InputField
            name="email"
            label="会社のメールアドレス（任意）"
            type="email"
            autoComplete="off"
            hint={EMAIL_HINT}
          />
          <InputField
            name="password"
            label="初回のパスワード"
            type="password"
            autoComplete="new-password"
            hint="12文字以上。本人に直接伝えてください。"
          />
          <RoleChoices idPrefix="new" />
          <SubmitButton busy={isSubmitting} busyText="追加しています…">
            担当者を追加する
          </SubmitButton>
          <SaveResultLine result={result} />
        </Form>
      )}
    </Formik>
  );
}

/** Everyone, with roles and state; 「編集」 opens one below the table. */
function PeopleTable(props: {
  people: OpsPerson[];
  selected: string | null;
  onSelect: (login: string | null) => void;
}) {
  const { people, selected, onSelect } = props;
  return (
    <table>
      <caption>担当者の一覧（{people.length}人）</caption>
      <thead>
        <tr>
          <th scope="col">ログインID</th>
          <th scope="col">氏名</th>
          <th scope="col">役割</th>
          <th scope="col">会社のメールアドレス</th>
          <th scope="col">状態</th>
          <th scope="col">追加した日時</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {people.map((p) => (
          <tr key={p.login}>
            <td>{p.login}</td>
            <td>{p.name}</td>
            <td>{rolesText(p.roles)}</td>
            <td>{p.email ? `${p.email}${p.linkedToProvider ? '（連携済み）' : ''}` : 'なし'}</td>
            <td>{p.disabled ? '無効' : '有効'}</td>
            <td>{formatDateTime(p.createdAt)}</td>
            <td>
              <button
                type="button"
                className="button button--small"
                aria-label={`${p.name} さんを編集`}
                aria-pressed={selected === p.login}
                onClick={() => onSelect(selected === p.login ? null : p.login)}
              >
                編集
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The administrator's screen: who may use the console, in which roles; adding, disabling, a new second factor. */
export function PeoplePage() {
  const ops = useOps();
  const me = useSignedIn();
  const load = useCallback(() => ops((client) => client.get<{ people: OpsPerson[] }>('/ops/people')), [ops]);
  const [state, reload, replace] = useLoad(load);
  const [selected, setSelected] = useState<string | null>(null);
  const [enrolment, setEnrolment] = useState<{ name: string; totp: TotpEnrolment } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SaveResult>(null);

  const people = state.data?.people ?? [];
  const person = people.find((p) => p.login === selected) ?? null;
  const put = (updated: OpsPerson) =>
    replace({
      people: people.some((p) => p.login === updated.login)
        ? people.map((p) => (p.login === updated.login ? updated : p))
        : [...people, updated].sort((a, b) => a.login.localeCompare(b.login)),
    });

  const confirm = async () => {
    if (!pending) return;
    const { kind, person: target } = pending;
    setBusy(true);
    setResult(null);
    try {
      const answer = await ops((client) =>
        client.post<{ person: OpsPerson; totp?: TotpEnrolment }>(
          `/ops/people/${encodeURIComponent(target.login)}/${kind}`,
          {},
        ),
      );
      put(answer.person);
      if (answer.totp) setEnrolment({ name: target.name, totp: answer.totp });
      setResult({
        ok: true,
        text:
          kind === 'disable'
            ? `${target.name} さんを無効にしました。`
            : kind === 'enable'
              ? `${target.name} さんを有効に戻しました。`
              : `${target.name} さんの確認コードの鍵を新しくしました。`,
      });
    } catch (error) {
      setResult({ ok: false, text: errorText(error), problems: [] });
    }
    setBusy(false);
    setPending(null);
  };

  return (
    <div>
      <p className="lead">
        運用コンソールを使う担当者と、その役割です。役割のない操作はサーバーが断り、操作履歴に残ります。
      </p>
      <ReloadBar state={state} onReload={reload} />
      <LoadError state={state} />
      {enrolment ? <Enrolment name={enrolment.name} totp={enrolment.totp} /> : null}
      {state.data ? <PeopleTable people={people} selected={selected} onSelect={setSelected} /> : null}
      <SaveResultLine result={result} />
      {person ? (
        <section className="panel" aria-labelledby="person-heading">
          <h2 id="person-heading">
            {person.name} さん（{person.login}）
          </h2>
          <RolesForm person={person} onSaved={put} />
          <EmailForm person={person} onSaved={put} />
          <div className="actions">
            {person.disabled ? (
              <button type="button" className="button" onClick={() => setPending({ kind: 'enable', person })}>
                有効に戻す
              </button>
            ) : person.login !== me.login ? (
              <button
                type="button"
                className="button button--danger"
                onClick={() => setPending({ kind: 'disable', person })}
              >
                無効にする
              </button>
            ) : null}
            <button
              type="button"
              className="button"
              onClick={() => setPending({ kind: 'reset-totp', person })}
            >
              確認コードの登録をやり直す
            </button>
          </div>
        </section>
      ) : null}
      <section className="panel" aria-labelledby="add-person-heading">
        <h2 id="add-person-heading">担当者を追加</h2>
        <AddPersonForm
          onAdded={(added, totp) => {
            put(added);
            setEnrolment({ name: added.name, totp });
          }}
        />
      </section>
      {pending ? (
        <ConfirmDialog
          title={CONFIRM[pending.kind].title}
          confirmLabel={CONFIRM[pending.kind].label}
          danger={pending.kind !== 'enable'}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <p>
            {pending.person.name} さん（{pending.person.login}）：{CONFIRM[pending.kind].body}
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
