// Page object of the ops console (/ops/): sign-in and its screens, by role
// and label as an ops engineer finds them.
import type { Page } from 'playwright-core';

export class OpsConsole {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/ops/');
    await this.page.getByRole('heading', { name: '運用コンソール サインイン' }).waitFor();
  }

  async signIn(token: string): Promise<void> {
    const field = this.page.getByLabel('運用トークン');
    await field.fill(token);
    await this.page.getByRole('button', { name: 'サインイン' }).click();
  }

  menu() {
    return this.page.getByRole('navigation', { name: '運用メニュー' });
  }

  async go(screen: 'リリース/健全性' | 'メンテナンス・設定' | '受付一覧' | 'エリアマスタ' | '操作履歴') {
    await this.menu().getByRole('link', { name: screen }).click();
    await this.page.getByRole('heading', { level: 1, name: screen }).waitFor();
  }
}
