import { Form, Formik } from 'formik';
import { useState } from 'react';
import { refusalOf } from '../../api/ops-client';
import { InputField } from '../../ui/field';
import { SaveResultLine, type SaveResult } from '../../ui/save-result';
import { SubmitButton } from '../../ui/submit-button';
import { useOps } from '../session';
import { NEW_PASSWORD, newPasswordSchema, type NewPasswordValues } from './people-schema';

/** The signed-in person changes their own password (the initial one an administrator gave, or any later one). */
export function PasswordForm() {
  const ops = useOps();
  const [result, setResult] = useState<SaveResult>(null);
  return (
    <section className="panel" aria-labelledby="password-heading">
      <h2 id="password-heading">パスワードの変更</h2>
      <Formik<NewPasswordValues>
        initialValues={NEW_PASSWORD}
        validationSchema={newPasswordSchema}
        onSubmit={async (values, helpers) => {
          setResult(null);
          try {
            await ops((client) =>
              client.post('/ops/password', { current: values.current, password: values.password }),
            );
            helpers.resetForm();
            setResult({
              ok: true,
              text: 'パスワードを変更しました。ほかの端末や画面のサインインは終了しました。',
            });
          } catch (error) {
            helpers.resetForm({ values: { ...values, current: '' } });
            setResult(refusalOf(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="パスワードの変更">
            <InputField
              name="current"
              label="いまのパスワード"
              type="password"
              autoComplete="current-password"
            />
            <InputField
              name="password"
              label="新しいパスワード"
              type="password"
              autoComplete="new-password"
              hint="12文字以上。ほかのサービスと同じものは使わないでください。"
            />
            <InputField
              name="confirm"
              label="新しいパスワード（確認）"
              type="password"
              autoComplete="new-password"
            />
            <SubmitButton busy={isSubmitting} busyText="変更しています…">
              パスワードを変更する
            </SubmitButton>
            <SaveResultLine result={result} />
          </Form>
        )}
      </Formik>
    </section>
  );
}
