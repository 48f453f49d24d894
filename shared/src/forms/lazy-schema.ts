// Every form's schema is built the first time it is used, not when
// @hikari/shared/forms loads: building them all (yup clones a schema at every
// rule) held a slow phone's main thread for some 200 ms at 4x on /area/,
// which uses one of them (`npm run bench:main-thread -- --routes /area/ --tasks`).

/**
 * The value `build` returns, built on first use: reading a property, calling
 * a method (with the built value as `this`), `in`, `Object.keys`, its
 * prototype. Typed as that value, so call sites and yup's composition
 * (`object({ part: lazySchema(…) })`, `.concat`, `.shape`) need no change.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const value = (): T => (built ??= build());
  const methods = new Map<PropertyKey, unknown>();
  return new Proxy({} as T, {
    get(_target, key) {
      const real = value();
      const property: unknown = Reflect.get(real, key, real);
      if (typeof property !== 'function') return property;
      let bound = methods.get(key);
      if (bound === undefined || (bound as { original?: unknown }).original !== property) {
        bound = Object.assign((property as (...args: unknown[]) => unknown).bind(real), {
          original: property,
        });
        methods.set(key, bound);
      }
      return bound;
    },
    has: (_target, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor(_target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      // The proxy's own target is empty: a property it reports must be configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
    set: (_target, key, newValue) => Reflect.set(value(), key, newValue),
  });
}
