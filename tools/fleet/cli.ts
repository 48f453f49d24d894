// npm run start:fleet [-- --instances 3 --port 8080]
// nginx on PORT (default 8080) in front of N API instances (default 2) on
// DATABASE_URL (default the local PostgreSQL's database "test"), counting
// their rate limits in the Redis of REDIS_URL (default a redis-server of the
// fleet's own), serving the published site of deploy/ (npm run build:site
// first). Ctrl-C stops it all.
import { startFleet } from './fleet';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} needs a positive whole number`);
  return value;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const fleet = await startFleet({
    databaseUrl,
    port: option('port', Number(process.env.PORT ?? 8080)),
    instances: option('instances', 2),
    env: process.env.OPS_TOKEN ? { OPS_TOKEN: process.env.OPS_TOKEN } : {},
    onLog: (line) => console.log(line),
  });
  console.log(
    `Fleet ready at ${fleet.url}/ (nginx) with ${fleet.instances.length} API instances: ` +
      fleet.instances.map((i) => i.url).join(', ') +
      `; rate limits in ${fleet.redisUrl}`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the fleet…');
    fleet.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
