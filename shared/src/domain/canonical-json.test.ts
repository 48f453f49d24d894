import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it.each([
    [{ b: 1, a: 2 }, '{"a":2,"b":1}'],
    [{ a: { d: [3, { f: 1, e: 2 }], c: null } }, '{"a":{"c":null,"d":[3,{"e":2,"f":1}]}}'],
    [{ a: undefined, b: '山田' }, '{"b":"山田"}'],
    [[undefined, 1], '[null,1]'],
    [undefined, 'null'],
    ['x"y', '"x\\"y"'],
  ])('%j reads %s', (value, expected) => {
    expect(canonicalJson(value)).toBe(expected);
  });

  it('reads the same for the same answers in another key order', () => {
    expect(canonicalJson({ plan: { a: 1, b: [1, 2] }, name: 'x' })).toBe(
      canonicalJson({ name: 'x', plan: { b: [1, 2], a: 1 } }),
    );
  });
});
