import { act, renderHook } from '@testing-library/react';
import { NETWORK_ERROR } from '@hikari/shared/api';
import {
  asGraphqlError,
  failureMessage,
  ownFieldPaths,
  useServerFieldErrors,
  serverMessage,
  useSingleFlight,
} from '.';

const copy = {
  invalidInput: 'invalid',
  networkError: 'network',
  busy: 'busy',
  maintenance: 'maintenance',
  retryLater: 'later',
};

describe('failures', () => {
  it('takes the message of the base query error and nothing from anything else', () => {
    expect(asGraphqlError({ message: 'x', code: 'BAD_USER_INPUT' })).toEqual({
      message: 'x',
      code: 'BAD_USER_INPUT',
    });
    expect(asGraphqlError(undefined)).toEqual({ message: '' });
    expect(asGraphqlError({ status: 500 })).toEqual({ message: '' });
  });

  it.each([
    [{ message: 'x', code: 'BAD_USER_INPUT' }, 'invalid'],
    [{ message: NETWORK_ERROR }, 'network'],
    [{ message: 'x', code: 'RATE_LIMITED' }, 'busy'],
    [{ message: 'x', status: 429 }, 'busy'],
    [{ message: 'x', status: 500 }, 'later'],
    [{ message: 'x', status: 503, code: 'MAINTENANCE' }, 'maintenance'],
    [{ message: 'x', code: 'IDEMPOTENCY_KEY_REUSED' }, 'later'],
  ])('words %j in the form’s own copy', (error, expected) => {
    expect(failureMessage(error, copy)).toBe(expected);
  });

  // The application's copy: the server's words for a refused answer and for too many requests.
  const applicationCopy = {
    ...copy,
    invalidInput: serverMessage,
    busy: serverMessage,
    alreadyReceived: 'already',
  };
  // The /option/apply/ copy: no word for too many requests.
  const optionCopy = {
    invalidInput: 'invalid',
    networkError: 'network',
    maintenance: 'maintenance',
    retryLater: 'later',
    alreadyReceived: 'already',
  };

  it.each([
    [applicationCopy, { message: '入力内容', code: 'BAD_USER_INPUT' }, '入力内容'],
    [applicationCopy, { message: '混雑', code: 'RATE_LIMITED', status: 429 }, '混雑'],
    [applicationCopy, { message: 'x', code: 'IDEMPOTENCY_KEY_REUSED' }, 'already'],
    // A 429 from a proxy in front of the API: no code, and no words of the server's worth showing.
    [applicationCopy, { message: 'An unknown error has occurred', status: 429 }, 'later'],
    [optionCopy, { message: 'x', code: 'RATE_LIMITED', status: 429 }, 'later'],
    [optionCopy, { message: 'x', code: 'IDEMPOTENCY_KEY_REUSED' }, 'already'],
  ])('words a refusal with the copy %j: %j', (formCopy, error, expected) => {
    expect(failureMessage(error, formCopy)).toBe(expected);
  });
});

describe('useSingleFlight', () => {
  it('runs one submission at a time and says when it is pending', async () => {
    const { result } = renderHook(() => useSingleFlight());
    let finish: () => void = () => undefined;
    const work = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run(work);
    });
    expect(result.current.pending).toBe(true);
    await act(() => result.current.run(work));
    expect(work).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.pending).toBe(false);
    await act(() => result.current.run(async () => undefined));
    expect(result.current.pending).toBe(false);
  });

  it('is free again after a submission that throws', async () => {
    const { result } = renderHook(() => useSingleFlight());
    await act(() =>
      expect(result.current.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom'),
    );
    expect(result.current.pending).toBe(false);
    const work = jest.fn(async () => undefined);
    await act(() => result.current.run(work));
    expect(work).toHaveBeenCalledTimes(1);
  });
});

describe('useServerFieldErrors', () => {
  it('keeps the messages of the form’s own answers until they change and hands back the others', () => {
    const { result } = renderHook(() => useServerFieldErrors());
    const values = { phone: '0521234567', address: { line1: '栄3-1' } };
    const others = result.current.record(
      {
        phone: '電話番号をご確認ください',
        'address.line1': '住所をご確認ください',
        contractNumber: '契約番号',
      },
      values,
      ownFieldPaths(['phone', 'address']),
    );
    expect(others).toEqual(['契約番号']);
    expect(result.current.active(values)).toEqual({
      phone: '電話番号をご確認ください',
      'address.line1': '住所をご確認ください',
    });
    expect(result.current.active({ ...values, phone: '0527654321' })).toEqual({
      'address.line1': '住所をご確認ください',
    });
    // A new refusal replaces the old messages; no fields clears them.
    expect(result.current.record(undefined, values, () => true)).toEqual([]);
    expect(result.current.active(values)).toEqual({});
  });
});

describe('ownFieldPaths', () => {
  const own = ownFieldPaths(['mail', 'desiredDate', 'newAddress', 'items']);
  it.each([
    ['desiredDate', true],
    ['newAddress.postalCode', true],
    ['items[0].name', true],
    ['contractNumber', false],
    ['newAddressee', false],
    ['', false],
  ])('%s is the form’s own: %s', (path, expected) => {
    expect(own(path)).toBe(expected);
  });
});
