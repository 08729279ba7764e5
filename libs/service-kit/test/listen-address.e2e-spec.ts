import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { startServiceProcess, type TestServiceProcess } from '../../../scripts/test/service-process.mjs';

const INTERNAL_TOKEN = 'test-internal-token-0123456789';

/** This machine's first address other than the loopback, where a neighbour on the network would knock. */
function networkAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
  if (!address) throw new Error('this machine has no non-loopback IPv4 address to try the service on');
  return address;
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    const answer = (accepted: boolean) => {
      socket.destroy();
      resolve(accepted);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

describe('the address a service listens on (bootstrapService, HOST)', () => {
  let service: TestServiceProcess | undefined;
  afterEach(async () => {
    await service?.stop();
    service = undefined;
  });

  it('is the loopback unless told otherwise: nobody else on the network reaches the service', async () => {
    service = await startServiceProcess('svc-bookings', { INTERNAL_TOKEN, LOG_LEVEL: 'silent', HOST: '' });
    expect(await accepts('127.0.0.1', service.port)).toBe(true);
    expect(await accepts(networkAddress(), service.port)).toBe(false);
  });

  it('is every interface with HOST=0.0.0.0, as in containers', async () => {
    service = await startServiceProcess('svc-bookings', { INTERNAL_TOKEN, LOG_LEVEL: 'silent', HOST: '0.0.0.0' });
    expect(await accepts(networkAddress(), service.port)).toBe(true);
  });
});
