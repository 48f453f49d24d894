// The sign-in form: what is checked before anything is sent.
import * as Yup from 'yup';
import { toHalfWidthAscii } from '@hikari/shared/domain';

export interface SignInValues {
  login: string;
  password: string;
  code: string;
}

export const SIGN_IN_INITIAL: SignInValues = { login: '', password: '', code: '' };

/** The code as sent: full-width digits and spaces typed by a Japanese keyboard are accepted. */
export const normalizeCode = (code: string) => toHalfWidthAscii(code).replace(/\s/g, '');

export const signInSchema = Yup.object({
  login: Yup.string().trim().required('ログインIDを入力してください。'),
  password: Yup.string().required('パスワードを入力してください。'),
  code: Yup.string()
    .required('確認コードを入力してください。')
    .test('six-digits', '確認コードは認証アプリに表示される6桁の数字です。', (value) =>
      /^\d{6}$/.test(normalizeCode(value ?? '')),
    ),
});
