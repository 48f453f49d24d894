// One way to run a schema, for the API (which names each bad field in its
// answer) and for tests. Formik takes the schemas directly.

import { ValidationError, type AnySchema, type InferType } from 'yup';
import { textProblem, type PlanData } from '@hikari/shared/domain';
import { messages } from './messages';

/**
 * What the schemas may read besides the value. `now` defaults to the
 * current time; pass the request time on the server and a fixed date in
 * tests. `planData` lets the terms schema know which services were chosen
 * when it validates on its own (inside the application schema it reads the
 * payload's planData). `is10GArea` lets the simulation schema refuse 10G.
 * `banks` lets the payment step check bank and branch codes.
 */
export interface FormContext {
  now?: Date;
  planData?: Partial<PlanData>;
  is10GArea?: boolean | null;
  /**
   * The bank directory (zengin data) on the server. Without it (the
   * browser), a bank or branch code counts as known when its name was
   * filled in by the look-up.
   */
  banks?: BankDirectory;
}

/** Names of banks and branches by code; null when the code does not exist. */
export interface BankDirectory {
  bankName(bankCode: string): string | null;
  branchName(bankCode: string, branchCode: string): string | null;
}

export interface ValidateOptions {
  /**
   * Drop keys an object schema does not declare instead of refusing them
   * (Yup's stripUnknown, before the schemas' `exact` checks run). Default
   * false: the API refuses them. The browser strips where its values come
   * from saved state, which an older version of the site may have written
   * with a field since removed: the visitor could not correct it.
   */
  stripUnknown?: boolean;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** Key of an error that belongs to the whole value rather than one field. */
export const FORM_ERROR_KEY = '_form';

/**
 * Validates (abortEarly false) and returns either the cast value (with the
 * normalisations applied: half-width digits, full-width katakana …) or one
 * Japanese message per field path ('customer.installationInfo.postalCode'),
 * the first failing rule of each field. Anything other than a validation
 * error is a bug and is thrown.
 */
export function validateWith<S extends AnySchema>(
  schema: S,
  value: unknown,
  context: FormContext = {},
  options: ValidateOptions = {},
): ValidationResult<InferType<S>> {
  const inherited = inheritedKeyPaths(value);
  if (inherited.length > 0)
    return { ok: false, errors: { [FORM_ERROR_KEY]: messages.unknownFields(inherited.join('、')) } };
  try {
    const cast = schema.validateSync(value, {
      abortEarly: false,
      context,
      stripUnknown: options.stripUnknown ?? false,
    }) as InferType<S>;
    const unplain = unplainTextPaths(cast);
    if (unplain.length > 0) {
      return {
        ok: false,
        errors: Object.fromEntries(unplain.map((path) => [path, messages.plainText('この項目')])),
      };
    }
    return { ok: true, value: cast };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: Record<string, string> = {};
    const all = error.inner.length > 0 ? error.inner : [error];
    for (const item of all) {
      const key = item.path || FORM_ERROR_KEY;
      if (!(key in errors)) errors[key] = item.message;
    }
    return { ok: false, errors };
  }
}

/** The messages `validateWith` gives, per field path; empty when the value passes. */
export function validationErrors<S extends AnySchema>(
  schema: S,
  value: unknown,
  context: FormContext = {},
  options: ValidateOptions = {},
): Record<string, string> {
  const result = validateWith(schema, value, context, options);
  return result.ok ? {} : result.errors;
}

type Visit = { value: unknown; path: string };

/** Every object and array inside `value` (itself too), with its path ('customer.items[0]'); no recursion, however deep. */
function* containers(value: unknown): Generator<Visit & { value: object }> {
  const stack: Visit[] = [{ value, path: '' }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    yield next as Visit & { value: object };
    const { value: container, path } = next;
    if (Array.isArray(container)) {
      container.forEach((item, i) => stack.push({ value: item, path: `${path}[${i}]` }));
    } else {
      for (const [key, item] of Object.entries(container)) {
        stack.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
}

/**
 * Keys a plain object has by inheritance (constructor, toString, __proto__…)
 * given as keys of the input: Yup's object schema looks fields up by key in a
 * plain object and would take Object's own members for fields, so such a key
 * is refused here, by its path, before Yup sees it.
 */
function inheritedKeyPaths(value: unknown): string[] {
  const paths: string[] = [];
  for (const { value: container, path } of containers(value)) {
    if (Array.isArray(container)) continue;
    for (const key of Object.keys(container)) {
      if (key in Object.prototype) paths.push(path ? `${path}.${key}` : key);
    }
  }
  return paths.sort();
}

/**
 * Strings of the validated value (what would be stored) that break the
 * rule of free text of several lines (textProblem), the most lenient one: a
 * field whose schema has no text rule of its own still never stores a NUL,
 * half an emoji or a direction mark.
 */
function unplainTextPaths(value: unknown): string[] {
  const unplain = (text: unknown) =>
    typeof text === 'string' && textProblem(text, { multiline: true }) !== null;
  if (unplain(value)) return [FORM_ERROR_KEY];
  const paths: string[] = [];
  for (const { value: container, path } of containers(value)) {
    const entries = Array.isArray(container)
      ? container.map((item, i) => [`${path}[${i}]`, item] as const)
      : Object.entries(container).map(([key, item]) => [path ? `${path}.${key}` : key, item] as const);
    for (const [itemPath, item] of entries) if (unplain(item)) paths.push(itemPath);
  }
  return paths.sort();
}
