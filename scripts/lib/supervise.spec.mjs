import { describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { supervise } from './supervise.mjs';

/** A stand-in part: a node process running `code`, counted each time it is launched. */
function standIn(code, extra = {}) {
  const part = {
    name: 'svc-standin',
    log: '.data/logs/standin.log',
    launches: 0,
    launch: () => {
      part.launches += 1;
      return spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
    },
    ...extra,
  };
  return part;
}

function console_() {
  const lines = [];
  let stopping = false;
  return {
    lines,
    io: { say: (line) => lines.push(line), stopping: () => stopping },
    stop: () => (stopping = true),
    /** Resolves once a line matches `pattern`. */
    async until(pattern, timeoutMs = 10000) {
      const deadline = Date.now() + timeoutMs;
      while (!lines.some((line) => pattern.test(line))) {
        if (Date.now() > deadline) throw new Error(`no line matched ${pattern}; got:\n${lines.join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const RUNS_FOREVER = 'setInterval(() => {}, 1000)';

describe('supervise', () => {
  test('a part killed outright is started again, and the console says when it died and when it answered again', async () => {
    const out = console_();
    let readyChecks = 0;
    const part = standIn(RUNS_FOREVER, { ready: async () => void (readyChecks += 1) });
    const supervised = await supervise(part, out.io);
    const first = supervised.current();

    first.kill('SIGKILL');
    await out.until(/restarted/);

    expect(out.lines).toEqual([
      expect.stringMatching(
        /^svc-standin exited \(SIGKILL\) at \d\d:\d\d:\d\d; restarting it in 0\.5 s \(log: \.data\/logs\/standin\.log\)$/,
      ),
      expect.stringMatching(/^svc-standin restarted; ready again \d+\.\d s after it ended$/),
    ]);
    expect(part.launches).toBe(2);
    expect(readyChecks).toBe(1);
    const second = supervised.current();
    expect(second.pid).not.toBe(first.pid);
    expect(second.exitCode).toBeNull();
    out.stop();
    second.kill('SIGTERM');
  });

  test('a part that keeps crashing is restarted with a growing wait, then left stopped with a message naming its log', async () => {
    const out = console_();
    // Like a service's health check, it never answers: the process is gone.
    const part = standIn('process.exit(3)', { ready: () => new Promise(() => {}) });
    await supervise(part, out.io);

    await out.until(/not restarting it/, 15000);
    await sleep(1000);

    expect(out.lines).toEqual([
      expect.stringMatching(/^svc-standin exited \(code 3\) at \d\d:\d\d:\d\d; restarting it in 0\.5 s/),
      expect.stringMatching(/^svc-standin exited \(code 3\) at .*; restarting it in 1\.0 s/),
      expect.stringMatching(/^svc-standin exited \(code 3\) at .*; restarting it in 2\.0 s/),
      expect.stringMatching(/^svc-standin exited \(code 3\) at .*; restarting it in 4\.0 s/),
      expect.stringMatching(
        /^svc-standin exited \(code 3\) at \d\d:\d\d:\d\d, its 5th crash within 60 s: not restarting it\. Its log: \.data\/logs\/standin\.log\. The rest of the site keeps running;/,
      ),
    ]);
    expect(part.launches).toBe(5);
  }, 20000);

  test('a start that fails counts as a crash and is tried again', async () => {
    const out = console_();
    let attempts = 0;
    const part = standIn(RUNS_FOREVER);
    const launch = part.launch;
    part.launch = async () => {
      attempts += 1;
      if (attempts === 2) throw new Error('port in use');
      return launch();
    };
    const supervised = await supervise(part, out.io);
    supervised.current().kill('SIGKILL');
    await out.until(/restarted/);

    expect(out.lines).toEqual([
      expect.stringMatching(/exited \(SIGKILL\).*restarting it in 0\.5 s/),
      'svc-standin could not start: port in use',
      expect.stringMatching(/exited \(start failed\).*restarting it in 1\.0 s/),
      'svc-standin restarted',
    ]);
    out.stop();
    supervised.current().kill('SIGTERM');
  });

  test('once stopping, a part that ends is neither announced nor restarted', async () => {
    const out = console_();
    const part = standIn(RUNS_FOREVER);
    const supervised = await supervise(part, out.io);
    const child = supervised.current();

    out.stop();
    child.kill('SIGTERM');
    await once(child, 'exit');
    await sleep(1000);

    expect(out.lines).toEqual([]);
    expect(part.launches).toBe(1);
  });
});
