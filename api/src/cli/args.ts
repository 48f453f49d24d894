// A small argument reader for the CLIs: positional words and --name value /
// --name=value / --flag.

export interface Args {
  positional: string[];
  options: Record<string, string | true>;
}

export function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq > 0) {
      options[arg.slice(2, eq)] = arg.slice(eq + 1);
    } else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) {
      options[arg.slice(2)] = argv[i + 1]!;
      i += 1;
    } else {
      options[arg.slice(2)] = true;
    }
  }
  return { positional, options };
}

export function option(args: Args, name: string): string | undefined {
  const value = args.options[name];
  return typeof value === 'string' ? value : undefined;
}

export class UsageError extends Error {}
