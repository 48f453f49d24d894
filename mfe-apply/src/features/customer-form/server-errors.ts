// The server names a refused answer by its path in the application payload
// ('customer.installationInfo.postalCode', 'campaignData.introducerId'); a
// step shows the message next to its own field of that name.

import { ownFieldPaths } from '@hikari/shared/form-ui';

/** Payload path prefix → the step's own path prefix. */
export type PathMapping = readonly (readonly [serverPrefix: string, formPrefix: string])[];

export const CUSTOMER_PATHS: PathMapping = [['customer.', '']];

/**
 * The server messages that belong to a step, keyed by the step's field path,
 * with the payload path each came from (to drop it once the answer changes).
 */
export function serverErrorsFor(
  fieldErrors: Record<string, string> | undefined,
  topLevelFields: readonly string[],
  mapping: PathMapping = CUSTOMER_PATHS,
): { errors: Record<string, string>; sourceOf: Record<string, string> } {
  const errors: Record<string, string> = {};
  const sourceOf: Record<string, string> = {};
  const isOwn = ownFieldPaths(topLevelFields);
  for (const [serverPath, message] of Object.entries(fieldErrors ?? {})) {
    for (const [serverPrefix, formPrefix] of mapping) {
      if (!serverPath.startsWith(serverPrefix)) continue;
      const formPath = `${formPrefix}${serverPath.slice(serverPrefix.length)}`;
      if (!isOwn(formPath)) continue;
      errors[formPath] = message;
      sourceOf[formPath] = serverPath;
    }
  }
  return { errors, sourceOf };
}

/** Touched flags for the given paths, so their messages show before the visitor edits them. */
export function touchedFor(paths: readonly string[]): Record<string, unknown> {
  const touched: Record<string, unknown> = {};
  for (const path of paths) {
    const parts = path.split('.');
    let node = touched;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = true;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return touched;
}
