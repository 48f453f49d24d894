// The forms of the people screen and the API tokens: what is checked before
// anything is sent (the server checks the same again).
import * as Yup from 'yup';
import { isOpsRole, OPS_ROLES } from '@hikari/shared/domain/ops-roles';

/** The server's rule for a login (api/src/modules/ops-people/routes.ts). */
const LOGIN = /^[a-z0-9][a-z0-9._-]{1,39}$/;
export const PASSWORD_MIN_LENGTH = 12;
export const TOKEN_MAX_DAYS = 365;

/** The roles in the order the console lists them, whatever order they were ticked in. */
export const orderedRoles = (roles: readonly string[]): string[] =>
  OPS_ROLES.filter((role) => roles.includes(role));

export interface NewPersonValues {
  login: string;
  name: string;
  email: string;
  password: string;
  roles: string[];
}

export const NEW_PERSON: NewPersonValues = { login: '', name: '', email: '', password: '', roles: [] };

/** The work mail address, optional (the server's rule: api/src/modules/ops-people/routes.ts). */
const email = Yup.string()
  .trim()
  .max(254, 'メールアドレスは254文字までです。')
  .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, {
    message: 'メールアドレスの形式が正しくありません（例：sato@tokai-hikari.example）。',
    excludeEmptyString: true,
  });

export const emailSchema = Yup.object({ email });

const roles = Yup.array(
  Yup.string()
    .test('role', '知らない役割です。', (v) => isOpsRole(v))
    .defined(),
).defined();

export const newPersonSchema = Yup.object({
  login: Yup.string()
    .trim()
    .required('ログインIDを入力してください。')
    .matches(LOGIN, 'ログインIDは半角の小文字・数字・「.」「_」「-」で2〜40文字にしてください。'),
  name: Yup.string().trim().required('氏名を入力してください。').max(60, '氏名は60文字までです。'),
  email,
  password: Yup.string()
    .required('初回のパスワードを入力してください。')
    .min(PASSWORD_MIN_LENGTH, `パスワードは${PASSWORD_MIN_LENGTH}文字以上にしてください。`)
    .max(200, 'パスワードは200文字までです。'),
  roles,
});

export const rolesSchema = Yup.object({ roles });

export interface NewPasswordValues {
  current: string;
  password: string;
  confirm: string;
}

export const NEW_PASSWORD: NewPasswordValues = { current: '', password: '', confirm: '' };

export const newPasswordSchema = Yup.object({
  current: Yup.string().required('いまのパスワードを入力してください。'),
  password: Yup.string()
    .required('新しいパスワードを入力してください。')
    .min(PASSWORD_MIN_LENGTH, `パスワードは${PASSWORD_MIN_LENGTH}文字以上にしてください。`)
    .max(200, 'パスワードは200文字までです。'),
  confirm: Yup.string()
    .required('確認のため、新しいパスワードをもう一度入力してください。')
    .oneOf([Yup.ref('password')], '新しいパスワードと確認が一致しません。'),
});

export interface NewTokenValues {
  name: string;
  days: number | '';
}

export const NEW_TOKEN: NewTokenValues = { name: '', days: 90 };

export const newTokenSchema = Yup.object({
  name: Yup.string()
    .trim()
    .required('トークンの名前を入力してください（どの端末で使うか、など）。')
    .max(60, '名前は60文字までです。'),
  days: Yup.number()
    .typeError('有効期間は日数で入力してください。')
    .required('有効期間を入力してください。')
    .integer('有効期間は日数（整数）で入力してください。')
    .min(1, '有効期間は1日以上にしてください。')
    .max(TOKEN_MAX_DAYS, `有効期間は${TOKEN_MAX_DAYS}日までです。`),
});
