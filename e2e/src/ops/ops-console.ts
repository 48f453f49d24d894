// Page object of the ops console (/ops/): sign-in and its screens, by role
// and label as an ops engineer finds them.
import assert from 'node:assert/strict';
import { OPS_ROLES, type OpsRole } from '@hikari/shared/domain/ops-roles';
import type { Page } from 'playwright-core';
import {
  createOpsAccount as createAccount,
  totpCode as codeAt,
  type OpsAccount,
} from '@hikari/api/testing/ops-person';
import { addDays, formatYmd, jstToday } from '@hikari/shared/domain';
import { ApplyCTCDocument } from '@hikari/shared/operations';
import { validApplicationPayload } from '@hikari/shared/testing/fixtures';
import type { SiteServer } from '../support/site-server';

export type { OpsAccount };

type Site = Pick<SiteServer, 'url' | 'opsApiToken'>;

/**
 * A new ops person, made through the API by the site's first administrator
 * (their personal API token); every role unless told. A fresh login each
 * time, so no two sign-ins share a TOTP step.
 */
export const createOpsAccount = (site: Site, roles: readonly OpsRole[] = OPS_ROLES): Promise<OpsAccount> =>
  createAccount(site.url, site.opsApiToken, roles);

/** The 6-digit code the person's authenticator app shows now. */
export const totpCode = (account: OpsAccount) => codeAt(account);

export class OpsConsole {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/ops/');
    await this.page.getByRole('heading', { name: '運用コンソール サインイン' }).waitFor();
  }

  /** Fills the sign-in form: login, password and the code (the current one unless given). */
  async signIn(account: OpsAccount, code = totpCode(account)): Promise<void> {
    await this.page.getByLabel('ログインID').fill(account.login);
    await this.page.getByLabel('パスワード').fill(account.password);
    await this.page.getByLabel('確認コード（6桁）').fill(code);
    await this.page.getByRole('button', { name: 'サインイン' }).click();
  }

  /** Opens the console and signs in as a new person with every role (or those given), waiting for the menu. */
  async openSignedIn(site: Site, roles?: readonly OpsRole[]): Promise<OpsAccount> {
    const account = await createOpsAccount(site, roles);
    await this.open();
    await this.signIn(account);
    await this.menu().waitFor();
    return account;
  }

  menu() {
    return this.page.getByRole('navigation', { name: '運用メニュー' });
  }

  async go(
    screen:
      | 'リリース/健全性'
      | 'メンテナンス・設定'
      | 'キャンペーン'
      | '受付一覧'
      | '工事カレンダー'
      | '送信メール'
      | 'エリアマスタ'
      | '操作履歴'
      | '担当者と役割'
      | '自分のアカウント',
  ) {
    await this.menu().getByRole('link', { name: screen }).click();
    await this.page.getByRole('heading', { level: 1, name: screen }).waitFor();
  }
}

/** A booking made as the site makes it (guest token, the Contact mutation), under a kanji name. */
export async function bookContact(siteUrl: string, lastName: string, firstName: string): Promise<string> {
  const { token } = (await (await fetch(`${siteUrl}/auth/guest`, { method: 'POST' })).json()) as {
    token: string;
  };
  const day = (n: number) => formatYmd(addDays(jstToday(new Date()), n));
  const res = await fetch(`${siteUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query:
        'mutation Contact($input: ContactInput!, $idempotencyKey: String!) { contact(input: $input, idempotencyKey: $idempotencyKey) { result receptionId } }',
      variables: {
        idempotencyKey: `e2e-console-${Date.now()}`,
        input: {
          lastName,
          firstName,
          lastNameKana: 'サクライ',
          firstNameKana: 'ハナコ',
          phone: '052-123-4567',
          mail: 'hanako@example.jp',
          postalCode: '460-0008',
          address: '愛知県名古屋市中区栄3-1-1',
          contractNumber: '',
          topic: 'construction',
          firstChoiceDate: day(5),
          firstChoiceTime: '10-12',
          secondChoiceDate: day(6),
          secondChoiceTime: '13-15',
          message: '',
        },
      },
    }),
  });
  const body = (await res.json()) as { data?: { contact: { receptionId: string } }; errors?: unknown };
  assert.ok(body.data, JSON.stringify(body.errors));
  return body.data.contact.receptionId;
}

/** An application sent as the site sends it (guest token, ApplyCTC): its reception number. */
export async function applyAsTheSite(siteUrl: string): Promise<string> {
  const { token } = (await (await fetch(`${siteUrl}/auth/guest`, { method: 'POST' })).json()) as {
    token: string;
  };
  const res = await fetch(`${siteUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: ApplyCTCDocument,
      variables: {
        formDataJSON: JSON.stringify(validApplicationPayload()),
        idempotencyKey: `e2e-console-apply-${Date.now()}`,
      },
    }),
  });
  const body = (await res.json()) as { data?: { applyCTC: { receptionId: string } }; errors?: unknown };
  assert.ok(body.data, `ApplyCTC answered ${JSON.stringify(body.errors)}`);
  return body.data.applyCTC.receptionId;
}
