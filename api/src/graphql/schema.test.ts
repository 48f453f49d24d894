// The committed codegen output must match the SDL files, and every document
// the browser sends must be valid against the schema.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isInputObjectType, isObjectType, Kind, parse, validate } from 'graphql';
import * as operations from '@hikari/shared/operations';
import { typeDefs } from '../generated/type-defs';

const schema = buildSchema(typeDefs);

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

it('has every type and field of the .graphql files in the generated SDL (run npm run codegen)', () => {
  for (const file of [__dirname, path.join(__dirname, '../modules')].flatMap((dir) => graphqlFiles(dir))) {
    for (const def of parse(readFileSync(file, 'utf8')).definitions) {
      if (!('name' in def) || !def.name || !('fields' in def) || !def.fields) continue;
      const type = schema.getType(def.name.value);
      expect(type && (isObjectType(type) || isInputObjectType(type))).toBeTruthy();
      const fields = (type as { getFields(): Record<string, unknown> }).getFields();
      for (const field of def.fields) expect(Object.keys(fields)).toContain(field.name.value);
    }
  }
});

it('validates every browser operation against the schema, named as the business rules name them', () => {
  const documents = Object.entries(operations).filter(([name]) => name.endsWith('Document'));
  const names = documents.map(([, text]) => {
    const doc = parse(text as string);
    expect(validate(schema, doc)).toEqual([]);
    const op = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    return op && 'name' in op ? op.name?.value : undefined;
  });
  expect(names.sort()).toEqual(
    [
      'ApplicationDraft',
      'ApplicationStatus',
      'ApplicationUpSell',
      'ApplyCTC',
      'CampaignHeadline',
      'ChangeWorksSlot',
      'HoldWorksSlot',
      'ReleaseWorksHold',
      'SaveApplicationDraft',
      'WorksSlots',
      'CheckIntroductionId',
      'CheckTransferRequest',
      'Contact',
      'GetSettingLambda',
      'NotifyClientError',
      'OnSettingsChanged',
      'RequestAreaNotice',
      'SearchCommufaArea',
      'TransferRequest',
    ].sort(),
  );
});

it('takes an idempotencyKey on every mutation', () => {
  const mutation = schema.getMutationType()!;
  for (const field of Object.values(mutation.getFields())) {
    expect(field.args.map((a) => `${a.name}: ${a.type}`)).toContain('idempotencyKey: String!');
  }
});

// The test above covers only what the browser sends if the remotes send the
// generated documents: a document written by hand inside a package's source
// would escape it.
it('finds no GraphQL document written by hand in the browser packages', () => {
  const root = path.join(__dirname, '../../..');
  const handWritten: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'generated' && entry.name !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(full, 'utf8');
        if (/[`'"]\s*(query|mutation|subscription)\s+[A-Z]\w*\s*[({]/.test(text)) {
          handWritten.push(path.relative(root, full));
        }
      }
    }
  };
  for (const pkg of ['shell', 'shared', 'mfe-apply', 'mfe-area', 'mfe-campaign', 'mfe-option']) {
    walk(path.join(root, pkg, 'src'));
  }
  expect(handWritten).toEqual([]);
});
