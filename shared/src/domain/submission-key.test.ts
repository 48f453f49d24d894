import { fingerprintOf, keyFor, newIdempotencyKey, readPendingKey } from './submission-key';

describe('idempotency keys', () => {
  it('reads the same fingerprint whatever the order of the fields', () => {
    expect(fingerprintOf({ a: 1, b: { c: 'x', d: undefined } })).toBe(fingerprintOf({ b: { c: 'x' }, a: 1 }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
    expect(fingerprintOf([1, 2])).not.toBe(fingerprintOf([2, 1]));
  });

  it('draws keys the API accepts, with the given prefix', () => {
    const key = newIdempotencyKey('transfer-check');
    expect(key).toMatch(/^transfer-check-[0-9a-f]{32}$/);
    expect(key).toMatch(/^[A-Za-z0-9._:-]{8,200}$/);
    expect(newIdempotencyKey('contact')).not.toBe(newIdempotencyKey('contact'));
  });

  it('keeps the pending key while the answers are the same and draws a new one when they change', () => {
    const first = keyFor({ phone: '0521234567' }, null, 'contact');
    expect(first.key).toMatch(/^contact-/);
    expect(first.fingerprint).toBe(fingerprintOf({ phone: '0521234567' }));
    expect(keyFor({ phone: '0521234567' }, first, 'contact')).toBe(first);
    const changed = keyFor({ phone: '0527654321' }, first, 'contact');
    expect(changed.key).not.toBe(first.key);
    expect(changed.fingerprint).not.toBe(first.fingerprint);
  });

  it.each([
    [
      { key: 'contact-01', fingerprint: 'f00' },
      { key: 'contact-01', fingerprint: 'f00' },
    ],
    [{ key: 'contact-01' }, null],
    [{ key: 7, fingerprint: 'f00' }, null],
    ['x', null],
    [null, null],
  ])('reads a stored key %j as %j', (stored, expected) => {
    expect(readPendingKey(stored)).toEqual(expected);
  });
});
