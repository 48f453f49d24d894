// npm run ops -- <command>: the ops side of a running API, over HTTP.
// It never opens the data folder (PGlite belongs to the server process).
// OPS_URL (default http://localhost:8080) and the credential come from the
// environment: OPS_API_TOKEN, a personal API token made in the console (each
// change is audited under the person's name and role), for every command but
// create-admin, which registers the first administrator with OPS_TOKEN, the
// only thing the server still takes OPS_TOKEN for.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatJstIso } from '@hikari/shared/domain';
// The ops API's client and OPS_URL, shared with the release commands (tools/site/cli.ts).
import { callOpsApi as call, opsUrlOf, type OpsApiContext as Context } from '@hikari/release/operator';
import { CSV_BOM } from '../csv/csv';
import { option, parseArgs, UsageError, type Args } from './args';

const HELP = `npm run ops -- <command>   (OPS_URL, default http://localhost:8080)
  Credentials: OPS_API_TOKEN, your personal API token (console → 自分のアカウント), for every
  command but create-admin, which takes OPS_TOKEN, the server's bootstrap token (audited as
  初期管理者（OPS_TOKEN）): it registers the first administrator only, while none is enabled.

  create-admin --login LOGIN --name "氏名" [--email WORK-MAIL]
                                           the first administrator: the initial password is read from
                                           standard input; prints the second-factor key once. --email:
                                           the address the company's sign-in (OPS_OIDC_ISSUER) knows them by

  status                                   database kind and row counts
  settings [--site hikari]                 show the settings record
  settings:set [--site hikari] [--version 4.0.1 | --bump-version] [--pickup-id 218]
               [--display 10-18] [--tel 10-19]
                                           --bump-version: the next version (open pages reload once)
  maintenance:on [--text "…"] [--category tel|reserve|…]
               [--from YYYY-MM-DD[THH:mm] --to YYYY-MM-DD[THH:mm]] [--always]
                                           now (until switched off), or a scheduled window
  maintenance:off                          back to normal
  campaigns [--site hikari]                the campaign offer and what runs now
  campaigns:set <offer.json> [--site hikari]
                                           replace the offer: {campaigns: [{id, startsAfter, endsBefore, area}],
                                           amounts: {…}} (start from the campaignOffer that "campaigns" prints)
  submissions [applications|contacts|transfers|upsells|client-errors|area-notices]
               [--format csv|json] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--status new|in_progress|done|cancelled]
               [--q <search>] [--limit N] [--offset N] [--out file]
                                           the back-office CSV (every kind when none is named; from and
                                           to are days in Japan time, both included) or a JSON page
  submission <kind> <id|reception number>  one submission in full (written to the audit log)
  submission:status <kind> <id|reception number> --status in_progress|done|cancelled --assignee NAME [--note TEXT]
                                           move it through 新規 → 対応中 → 完了 (or 取消)
  audit [--limit N] [--offset N] [--person LOGIN]
                                           the audit log, newest first (one person's rows)
  events [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--limit N]
                                           click and arrival tracking: counts and the latest events
  search <reception number|kana name|phone|mail|referral code> [--kind applications|…]
                                           find submissions, e.g. search AP-20261124-7KQ3MZ
  area:import <file.csv> [--kind towns|buildings]
                                           replace the area master (or the buildings) while the server runs
`;

/** npm runs workspace scripts in api/; a path is meant from where the command was typed. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

function hours(value: string | undefined, name: string): [number, number] | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(value);
  if (!match) throw new UsageError(`--${name} takes FROM-TO hours, e.g. 10-18`);
  return [Number(match[1]), Number(match[2])];
}

/** An instant as the API answers it (UTC, 'Z'). */
const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The answer, indented, every instant in Japan time (ISO 8601 with +09:00, the same moment). */
const pretty = (text: string) =>
  JSON.stringify(
    JSON.parse(text),
    (_key, value: unknown) =>
      typeof value === 'string' && UTC_INSTANT.test(value) ? formatJstIso(new Date(value)) : value,
    2,
  );

/**
 * The settings' updatedAt as read now: a change carries the version it
 * edits (the server refuses one saved over meanwhile with 409).
 */
async function settingsSeen(ctx: Context, site: string | undefined): Promise<string> {
  const query = site ? `?siteName=${encodeURIComponent(site)}` : '';
  return (JSON.parse(await call(ctx, 'GET', `/ops/settings${query}`)) as { updatedAt: string }).updatedAt;
}

/** The body of settings:set from its options (at least one change). */
function settingsBody(args: Args, site: string | undefined): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (site) body.siteName = site;
  const version = option(args, 'version');
  if (version) body.version = version;
  if (args.options['bump-version'] === true) body.bumpVersion = true;
  const pickup = option(args, 'pickup-id');
  if (pickup) body.pickupId = Number(pickup);
  const display = hours(option(args, 'display'), 'display');
  const tel = hours(option(args, 'tel'), 'tel');
  if (display || tel) {
    body.callTime = {
      ...(display ? { displayFirstTime: display[0], displayLastTime: display[1] } : {}),
      ...(tel ? { telFirstTime: tel[0], telLastTime: tel[1] } : {}),
    };
  }
  if (Object.keys(body).filter((k) => k !== 'siteName').length === 0) {
    throw new UsageError(
      'settings:set needs at least one of --version, --bump-version, --pickup-id, --display, --tel',
    );
  }
  return body;
}

/** Standard input as text (the initial password of create-admin, piped or typed and ended with Ctrl-D). */
async function readStdin(): Promise<string> {
  if (process.stdin.isTTY)
    process.stderr.write('初回のパスワード（12文字以上）を入力し、Enter のあと Ctrl-D：\n');
  process.stdin.setEncoding('utf8');
  let text = '';
  for await (const chunk of process.stdin) text += chunk as string;
  return text;
}

/** The first administrator, with OPS_TOKEN: the initial password from standard input, the TOTP key printed once. */
async function createAdmin(ctx: Context, args: Args): Promise<string> {
  const login = option(args, 'login');
  const name = option(args, 'name');
  const email = option(args, 'email');
  if (!login || !name) throw new UsageError('create-admin needs --login and --name');
  const password = (await readStdin()).replace(/\r?\n$/, '');
  const answer = JSON.parse(
    await call(
      ctx,
      'POST',
      '/ops/people',
      JSON.stringify({ login, name, password, roles: ['admin'], email }),
    ),
  ) as { person: { login: string; name: string }; totp: { secret: string; uri: string } };
  return [
    `管理者 ${answer.person.name}（${answer.person.login}）を作成しました。`,
    '確認コードの鍵は今だけ表示します。認証アプリに登録してください：',
    `  鍵: ${answer.totp.secret}`,
    `  登録用のアドレス: ${answer.totp.uri}`,
    'このあとはコンソール（/ops/）にサインインし、ほかの担当者を「担当者と役割」で追加してください。',
  ].join('\n');
}

async function run(ctx: Context, args: Args): Promise<string> {
  const [command, ...rest] = args.positional;
  const site = option(args, 'site');
  switch (command) {
    case 'status':
      return pretty(await call(ctx, 'GET', '/ops/status'));
    case 'settings':
      return pretty(
        await call(ctx, 'GET', `/ops/settings${site ? `?siteName=${encodeURIComponent(site)}` : ''}`),
      );
    case 'settings:set': {
      const body = settingsBody(args, site);
      body.seenUpdatedAt = await settingsSeen(ctx, site);
      return pretty(await call(ctx, 'POST', '/ops/settings', JSON.stringify(body)));
    }
    case 'maintenance:on':
    case 'maintenance:off': {
      const body: Record<string, unknown> = { on: command === 'maintenance:on' };
      if (site) body.siteName = site;
      const text = option(args, 'text');
      if (text !== undefined) body.text = text;
      const category = option(args, 'category');
      if (category !== undefined) body.category = category;
      const from = option(args, 'from');
      const to = option(args, 'to');
      if (from !== undefined) body.firstDate = from;
      if (to !== undefined) body.lastDate = to;
      if (args.options.always === true) body.isAlwaysDisplay = true;
      body.seenUpdatedAt = await settingsSeen(ctx, site);
      return pretty(await call(ctx, 'POST', '/ops/maintenance', JSON.stringify(body)));
    }
    case 'submissions': {
      const params = new URLSearchParams({ format: option(args, 'format') ?? 'csv' });
      if (rest[0]) params.set('kind', rest[0]);
      for (const name of ['from', 'to', 'status', 'q', 'limit', 'offset']) {
        const value = option(args, name);
        if (value !== undefined) params.set(name, value);
      }
      const text = await call(ctx, 'GET', `/ops/submissions?${params}`);
      const out = option(args, 'out');
      if (out) {
        // The file as the API wrote it: fetch's text() drops the BOM the CSV starts with (csv/csv.ts).
        const file = params.get('format') === 'csv' && !text.startsWith(CSV_BOM) ? `${CSV_BOM}${text}` : text;
        writeFileSync(fromCaller(out), file);
        return `written to ${out}`;
      }
      return params.get('format') === 'json' ? pretty(text) : text;
    }
    case 'submission':
    case 'submission:status': {
      const [kind, id] = rest;
      if (!kind || !id)
        throw new UsageError(`${command} needs a kind and an id, e.g. applications AP-20261124-7KQ3MZ`);
      const path = `/ops/submissions/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;
      if (command === 'submission') return pretty(await call(ctx, 'GET', path));
      // The status it moves from, as read now.
      const { status } = JSON.parse(await call(ctx, 'GET', path)) as { status: string };
      const body = JSON.stringify({
        from: status,
        status: option(args, 'status'),
        assignee: option(args, 'assignee') ?? '',
        note: option(args, 'note') ?? '',
      });
      return pretty(await call(ctx, 'POST', `${path}/status`, body));
    }
    case 'create-admin':
      return createAdmin(ctx, args);
    case 'audit': {
      const params = new URLSearchParams();
      for (const name of ['limit', 'offset', 'person']) {
        const value = option(args, name);
        if (value !== undefined) params.set(name, value);
      }
      return pretty(await call(ctx, 'GET', `/ops/audit?${params}`));
    }
    case 'events': {
      const params = new URLSearchParams();
      for (const name of ['from', 'to', 'limit']) {
        const value = option(args, name);
        if (value !== undefined) params.set(name, value);
      }
      return pretty(await call(ctx, 'GET', `/ops/events?${params}`));
    }
    case 'search': {
      const q = rest.join(' ').trim();
      if (!q) throw new UsageError('search needs what to look for, e.g. a reception number');
      const params = new URLSearchParams({ q, format: 'json' });
      const kind = option(args, 'kind') ?? option(args, 'type');
      if (kind !== undefined) params.set('kind', kind);
      return pretty(await call(ctx, 'GET', `/ops/submissions?${params}`));
    }
    case 'campaigns': {
      const site = option(args, 'site');
      return pretty(
        await call(ctx, 'GET', `/ops/campaigns${site ? `?siteName=${encodeURIComponent(site)}` : ''}`),
      );
    }
    case 'campaigns:set': {
      const file = rest[0];
      if (!file) throw new UsageError('campaigns:set needs a JSON file with the offer');
      let offer: unknown;
      try {
        offer = JSON.parse(readFileSync(fromCaller(file), 'utf8'));
      } catch (error) {
        throw new UsageError(`${file} is not readable JSON: ${(error as Error).message}`);
      }
      // The file may be the whole answer of "campaigns" or just its campaignOffer.
      const body = (offer as { campaignOffer?: unknown }).campaignOffer ?? offer;
      const site = option(args, 'site');
      return pretty(
        await call(
          ctx,
          'POST',
          '/ops/campaigns',
          JSON.stringify({
            ...(body as object),
            ...(site ? { siteName: site } : {}),
            seenUpdatedAt: await settingsSeen(ctx, site),
          }),
        ),
      );
    }
    case 'area:import': {
      const file = rest[0];
      if (!file) throw new UsageError('area:import needs a CSV file');
      const kind = option(args, 'kind');
      const text = readFileSync(fromCaller(file), 'utf8');
      return pretty(
        await call(
          ctx,
          'POST',
          `/ops/area/import${kind ? `?kind=${encodeURIComponent(kind)}` : ''}`,
          text,
          'text/csv; charset=utf-8',
        ),
      );
    }
    case undefined:
    case 'help':
      return HELP;
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const command = args.positional[0];
  if (command === undefined || command === 'help' || args.options.help) {
    process.stdout.write(HELP);
    return;
  }
  // create-admin is all OPS_TOKEN is for; everything else runs as the person of OPS_API_TOKEN.
  const token =
    command === 'create-admin' ? process.env.OPS_TOKEN?.trim() : process.env.OPS_API_TOKEN?.trim();
  if (!token) {
    throw new UsageError(
      command === 'create-admin'
        ? 'OPS_TOKEN が設定されていません（サーバーと同じ値を設定してください）。'
        : 'OPS_API_TOKEN が設定されていません。コンソールの「自分のアカウント」で個人用の API トークンを作り、OPS_API_TOKEN に設定してください（OPS_TOKEN は最初の管理者の登録 create-admin にだけ使えます）。',
    );
  }
  const baseUrl = opsUrlOf(process.env);
  const output = await run({ baseUrl, token }, args);
  process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
}

main().catch((error: unknown) => {
  console.error(`ops: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof UsageError) console.error(`\n${HELP}`);
  process.exit(1);
});
