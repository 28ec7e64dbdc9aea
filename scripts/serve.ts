/**
 * `npm run serve`: the production build on http://localhost:3000, routed as the static host routes
 * it (scripts/lib/static-site-server.ts), but with search links that keep their query.
 *
 *   npm run serve                                  build/ on localhost:3000
 *   npm run serve -- --dir /tmp/build --host 127.0.0.1 --port 0   another folder, address or a free port
 */
import { existsSync } from 'node:fs';
import { listen } from './lib/static-site-server';

export interface ServeArguments {
  dir: string;
  host: string;
  port: number;
}

export function parseServeArguments(argv: string[]): ServeArguments {
  const args: ServeArguments = { dir: 'build', host: 'localhost', port: 3000 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (!['--dir', '--host', '--port'].includes(flag)) throw new Error(`unknown argument ${flag} (known: --dir, --host, --port)`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--dir') args.dir = value;
    else if (flag === '--host') args.host = value;
    else args.port = Number(value);
  }
  if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535) throw new Error('--port must be a port number');
  return args;
}

async function main(): Promise<void> {
  const args = parseServeArguments(process.argv.slice(2));
  if (!existsSync(args.dir)) {
    console.error(`There is no build in ${args.dir}: run \`npm run build\` first (or \`npm run site\`, which does both).`);
    process.exit(1);
  }
  const { url } = await listen({ dir: args.dir }, args.host, args.port);
  console.log(`Serving "${args.dir}" at ${url}/`);
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
