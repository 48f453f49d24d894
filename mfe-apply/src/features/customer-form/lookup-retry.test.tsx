// The look-ups of the customer step when the API is slow or failing: one
// automatic retry for a passing failure, a time limit for a hung call, and a
// message by the field with a button to try again.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOOKUP_TIMEOUT_MS } from '@hikari/shared/api';
import { paths } from '@hikari/shared/domain';
import { applyStore } from '../../test-support/application-fixture';
import { renderWithStore } from '@hikari/shared/testing';
import { mockFetch, type MockReply } from '../../test-support/fetch-mock';
import { Form3Page } from './components/form3-page';

jest.setTimeout(30_000);

const sannomaru = {
  postalCode: '4600001',
  prefecture: '愛知県',
  city: '名古屋市中区',
  town: '三の丸',
  prefectureKana: 'アイチケン',
  cityKana: 'ナゴヤシナカク',
};

type Answer = MockReply | 'network' | 'hang';

/** Answers each URL with the next scripted answer, then with the last one. */
function scripted(script: Record<string, Answer[]>) {
  const served: Record<string, number> = {};
  return mockFetch(async (call) => {
    const answers = script[call.url];
    if (!answers) return undefined;
    const index = Math.min(served[call.url] ?? 0, answers.length - 1);
    served[call.url] = (served[call.url] ?? 0) + 1;
    const answer = answers[index]!;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer === 'hang') return new Promise<never>(() => undefined);
    return answer;
  });
}

async function render() {
  return renderWithStore(<Form3Page />, {
    path: paths.applyForm3,
    otherPaths: [paths.applyTerms],
    bundle: await applyStore(),
  });
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('Form3Page look-ups that fail', () => {
  it('retries a postal look-up once by itself, then offers the visitor a retry that fills the address', async () => {
    const calls = scripted({
      '/postal/4600001': [
        { status: 503, body: { message: 'unavailable' } },
        { status: 503, body: { message: 'unavailable' } },
        { body: { ...sannomaru, towns: [sannomaru] } },
      ],
    });
    const user = userEvent.setup();
    await render();
    await user.type(screen.getByLabelText(/^郵便番号/), '460-0001');
    await user.click(screen.getByRole('button', { name: '住所を検索' }));

    expect(
      await screen.findByText('ただいま住所を検索できません。しばらくしてから、もう一度お試しください。'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/postal/4600001')).toHaveLength(2);
    expect(screen.getByLabelText(/^都道府県/)).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'もう一度検索する' }));
    expect(await screen.findByText('愛知県名古屋市中区三の丸 を入力しました。')).toBeInTheDocument();
    expect(screen.getByLabelText(/^市区町村/)).toHaveValue('名古屋市中区');
    expect(screen.queryByRole('button', { name: 'もう一度検索する' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/postal/4600001')).toHaveLength(3);
  });

  it('ends a postal look-up that hangs with a message instead of searching forever', async () => {
    scripted({ '/postal/4600001': ['hang', { body: { ...sannomaru, towns: [sannomaru] } }] });
    const user = userEvent.setup();
    await render();
    await user.type(screen.getByLabelText(/^郵便番号/), '460-0001');
    jest.useFakeTimers();
    await act(async () => {
      screen.getByRole('button', { name: '住所を検索' }).click();
    });
    expect(screen.getByRole('button', { name: '検索しています…' })).toBeDisabled();

    await act(() => jest.advanceTimersByTimeAsync(LOOKUP_TIMEOUT_MS));
    expect(
      screen.getByText(
        '住所の検索に時間がかかり、中断しました。通信環境をご確認のうえ、もう一度お試しください。',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '住所を検索' })).toBeEnabled();
    jest.useRealTimers();

    await user.click(screen.getByRole('button', { name: 'もう一度検索する' }));
    expect(await screen.findByText('愛知県名古屋市中区三の丸 を入力しました。')).toBeInTheDocument();
  });

  it('says the connection dropped during a bank look-up and fills the name on retry', async () => {
    const calls = scripted({
      '/banks?code=0005': [
        'network',
        { body: { banks: [{ code: '0005', name: '三菱ＵＦＪ', kana: 'ミツビシユ-エフジエイ' }] } },
      ],
    });
    const user = userEvent.setup();
    await render();
    await user.type(screen.getByLabelText(/^金融機関コード/), '0005');

    expect(
      await screen.findByText(
        '通信が途切れたため、金融機関名を検索できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
      ),
    ).toBeInTheDocument();
    // A lost connection is not retried behind the visitor's back: the button is theirs.
    expect(calls).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'もう一度検索する' }));
    expect(await screen.findByText('金融機関名：三菱ＵＦＪ')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/banks?code=0005', '/banks?code=0005']);
  });

  it('offers a retry when a bank search by name fails', async () => {
    scripted({
      [`/banks?q=${encodeURIComponent('みずほ')}`]: [
        { status: 500, body: {} },
        { status: 500, body: {} },
        { body: { banks: [{ code: '0001', name: 'みずほ', kana: 'ミズホ' }] } },
      ],
    });
    const user = userEvent.setup();
    await render();
    await user.type(screen.getByLabelText('金融機関名で探す'), 'みずほ');
    await user.click(screen.getByRole('button', { name: '金融機関を探す' }));
    expect(
      await screen.findByText(
        'ただいま金融機関名を検索できません。しばらくしてから、もう一度お試しください。',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'もう一度検索する' }));
    expect(await screen.findByRole('button', { name: 'みずほ（0001）' })).toBeInTheDocument();
  });
});
