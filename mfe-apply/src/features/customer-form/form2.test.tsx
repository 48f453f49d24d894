import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@hikari/shared/domain';
import { submissionRejected, selectCompletedSteps, selectSubmission } from '../apply-flow';
import { applyStore } from '../../test-support/application-fixture';
import { renderWithStore } from '@hikari/shared/testing';
import { Form2Page } from './components/form2-page';

async function render(bundle?: Awaited<ReturnType<typeof applyStore>>) {
  return renderWithStore(<Form2Page />, {
    path: paths.applyForm2,
    otherPaths: [paths.applyForm3],
    bundle: bundle ?? (await applyStore()),
  });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^姓/), '山田');
  await user.type(screen.getByLabelText(/^名/), '太郎');
  await user.type(screen.getByLabelText(/^セイ/), 'ﾔﾏﾀﾞ');
  await user.type(screen.getByLabelText(/^メイ/), 'たろう');
  await user.click(screen.getByRole('radio', { name: '男性' }));
  await user.type(screen.getByLabelText('年'), '１９８５');
  await user.selectOptions(screen.getByLabelText('月'), '4');
  await user.selectOptions(screen.getByLabelText('日'), '1');
  await user.type(screen.getByLabelText(/^日中のご連絡先電話番号/), '０５２ー１２３ー４５６７');
  await user.type(screen.getByLabelText(/^メールアドレス/), 'taro@example.jp');
  await user.type(screen.getByLabelText(/^確認用メールアドレス/), 'taro@example.jp');
}

describe('Form2Page', () => {
  it('shows each message next to its field and moves the focus to the first one', async () => {
    const user = userEvent.setup();
    await render();
    await user.type(screen.getByLabelText(/^メールアドレス/), 'taro@example.jp');
    await user.type(screen.getByLabelText(/^確認用メールアドレス/), 'taro@example.com');
    await user.type(screen.getByLabelText(/^セイ/), 'Yamada');
    await user.click(screen.getByRole('button', { name: '次へ進む' }));

    const lastName = screen.getByLabelText(/^姓/);
    await waitFor(() => expect(lastName).toHaveFocus());
    expect(lastName).toHaveAccessibleDescription('姓を入力してください');
    expect(screen.getByLabelText(/^セイ/)).toHaveAccessibleDescription(
      'セイは全角カタカナで入力してください',
    );
    expect(screen.getByLabelText(/^確認用メールアドレス/)).toHaveAccessibleDescription(
      /確認用のメールアドレスが一致しません/,
    );
    expect(screen.getByRole('group', { name: /性別/ })).toHaveAccessibleDescription('性別を選択してください');
    expect(screen.getByText('入力内容をご確認ください')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('refuses an emoji in the name next to the field, and goes on once it is removed', async () => {
    const user = userEvent.setup();
    await render();
    await fillValid(user);
    const lastName = screen.getByLabelText(/^姓/);
    await user.type(lastName, '😀');
    await user.click(screen.getByRole('button', { name: '次へ進む' }));

    await waitFor(() => expect(lastName).toHaveFocus());
    expect(lastName).toHaveAccessibleDescription(
      '姓に絵文字や絵記号（😀、♥、★など）は使用できません。文字だけで入力してください',
    );
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    await user.clear(lastName);
    await user.type(lastName, '山田');
    await user.click(screen.getByRole('button', { name: '次へ進む' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(paths.applyForm3);
  });

  it('refuses an applicant under 18', async () => {
    const user = userEvent.setup();
    await render();
    const thisYear = new Date().getFullYear();
    await user.type(screen.getByLabelText('年'), String(thisYear - 10));
    await user.selectOptions(screen.getByLabelText('月'), '1');
    await user.selectOptions(screen.getByLabelText('日'), '1');
    await user.click(screen.getByRole('button', { name: '次へ進む' }));
    expect(screen.getByRole('group', { name: /生年月日/ })).toHaveAccessibleDescription(
      /お申し込みは18歳以上の方に限らせていただいております/,
    );
  });

  it.each([
    ['2030', '生年月日に今日より後の日付は入力できません。年をご確認ください'],
    ['1800', '生年月日の年は1900年以降で入力してください'],
    ['85', '生年月日の年は西暦4桁の数字で入力してください（例：1985）'],
  ])(
    'says what is wrong with a year of birth %s, by the field, keeping the answers',
    async (year, message) => {
      const user = userEvent.setup();
      const bundle = await applyStore();
      await render(bundle);
      await fillValid(user);
      const yearField = screen.getByLabelText('年');
      await user.clear(yearField);
      await user.type(yearField, year);
      await user.click(screen.getByRole('button', { name: '次へ進む' }));
      expect(screen.getByRole('group', { name: /生年月日/ })).toHaveAccessibleDescription(
        new RegExp(message.replace(/[()（）]/g, '.')),
      );
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
      expect(bundle.store.getState().customer.applicationDetails).toMatchObject({
        lastName: '山田',
        dobYear: year,
      });
    },
  );

  it('asks to type the year of birth, which is typed, and to choose the month and the day', async () => {
    const user = userEvent.setup();
    await render();
    await user.click(screen.getByRole('button', { name: '次へ進む' }));
    const birth = screen.getByRole('group', { name: /生年月日/ });
    expect(birth).toHaveAccessibleDescription(/生年月日の年を入力してください/);
    expect(birth).not.toHaveAccessibleDescription(/生年月日を選択してください/);

    await user.type(screen.getByLabelText('年'), '1985');
    await user.click(screen.getByRole('button', { name: '次へ進む' }));
    expect(birth).toHaveAccessibleDescription(/生年月日の月を選択してください/);
  });

  it('asks for the corporation names of a corporate applicant', async () => {
    const user = userEvent.setup();
    await render();
    expect(screen.queryByLabelText(/^法人名/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '法人' }));
    await user.click(screen.getByRole('button', { name: '次へ進む' }));
    expect(screen.getByLabelText(/^法人名必須/)).toHaveAccessibleDescription('法人名を入力してください');
    expect(screen.getByLabelText(/^法人名（カナ）/)).toHaveAccessibleDescription(
      /法人名（カナ）を入力してください/,
    );
    expect(screen.queryByRole('group', { name: /性別/ })).not.toBeInTheDocument();
  });

  it('keeps every keystroke in the store and stores the normalised answers on the way to form3', async () => {
    const user = userEvent.setup();
    const { store } = await render();
    await fillValid(user);
    expect(store.getState().customer.applicationDetails.lastName).toBe('山田');
    expect(store.getState().customer.applicationDetails.lastNameKana).toBe('ﾔﾏﾀﾞ');

    await user.click(screen.getByRole('button', { name: '次へ進む' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(paths.applyForm3);
    const details = store.getState().customer.applicationDetails;
    expect(details).toMatchObject({
      lastNameKana: 'ヤマダ',
      firstNameKana: 'タロウ',
      dobYear: '1985',
      daytimePhone: '0521234567',
      mail: 'taro@example.jp',
    });
    expect(selectCompletedSteps(store.getState())).toContain(paths.applyForm2);
  });

  it('opens with the answers given before', async () => {
    const bundle = await applyStore();
    const first = await render(bundle);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^姓/), '佐藤');
    first.unmount();
    await render(bundle);
    expect(screen.getByLabelText(/^姓/)).toHaveValue('佐藤');
  });

  it('shows what the server refused next to the field until the answer changes', async () => {
    const bundle = await applyStore();
    bundle.store.dispatch(
      submissionRejected({
        message: '入力内容に誤りがあります',
        fieldErrors: {
          'customer.mail': 'このメールアドレスには送信できません',
          'customer.installationInfo.town': 'x',
        },
      }),
    );
    const user = userEvent.setup();
    await render(bundle);
    const mail = screen.getByLabelText(/^メールアドレス/);
    expect(mail).toHaveAccessibleDescription(/このメールアドレスには送信できません/);
    expect(screen.getByText('前回の送信で確認が必要な項目があります')).toBeInTheDocument();

    await user.type(mail, 'a');
    expect(selectSubmission(bundle.store.getState()).fieldErrors).toEqual({
      'customer.installationInfo.town': 'x',
    });
    expect(screen.queryByText('このメールアドレスには送信できません')).not.toBeInTheDocument();
  });
});
