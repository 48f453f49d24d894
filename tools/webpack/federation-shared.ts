// The one list of federation singletons for every build (TOOLCHAIN trap 6).
// requiredVersion comes from the package.json files, so upgrading a library is
// one edit in package.json and every build follows.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function versionOf(name: string): string {
  const file = require.resolve(`${name}/package.json`, { paths: [root] });
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

const LIBRARIES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'redux',
  'redux-persist',
  'formik',
  'yup',
] as const;

/** Subpath entries of @hikari/shared (its package.json `exports`), each a singleton. */
export const SHARED_AREAS = ['store', 'api', 'domain', 'forms', 'ui', 'form-ui'] as const;

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  eager?: boolean;
}

export function federationShared(): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const name of LIBRARIES) {
    const version = versionOf(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // react/jsx-runtime and react-dom/client are separate modules of the same packages.
  shared['react/jsx-runtime'] = { ...shared.react };
  shared['react-dom/client'] = { ...shared['react-dom'] };
  const sharedVersion = (
    JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8')) as { version: string }
  ).version;
  for (const area of SHARED_AREAS) {
    shared[`@hikari/shared/${area}`] = {
      singleton: true,
      requiredVersion: `^${sharedVersion}`,
      version: sharedVersion,
    };
  }
  return shared;
}
