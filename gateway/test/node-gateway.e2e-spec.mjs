import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describeGateway } from './gateway-behaviour.mjs';
import { freePort, request, startNodeGateway } from './harness.mjs';

// The gateway logs every failed upstream call; the down-service tests make some on purpose.
beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describeGateway('Node gateway', startNodeGateway);

describe('Node gateway process', () => {
  test.each(/** @type {NodeJS.Signals[]} */ (['SIGTERM', 'SIGINT']))('listens on PORT and exits cleanly on %s', async (signal) => {
    const port = await freePort();
    const gateway = spawn(process.execPath, [fileURLToPath(new URL('../src/node-gateway.mjs', import.meta.url))], {
      env: { PATH: process.env.PATH, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await once(gateway.stdout, 'data');
    expect((await request(`http://127.0.0.1:${port}`, 'GET', '/runtime-config.json')).status).toBe(200);

    gateway.kill(signal);
    const [code] = await once(gateway, 'exit');
    expect(code).toBe(0);
  });
});
