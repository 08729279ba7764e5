import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Painting } from '@atelier/contracts';
import { BASE_URL, STACK_DATA_DIR } from './playwright.config';
import { ADMIN } from './tests/journey';

const repoRoot = join(__dirname, '..');

/**
 * Starts the whole stack as `npm start` does, but behind real nginx, on a fresh
 * embedded database and data folder, and stops it when the run ends.
 * REDIS_URL, when set (CI), puts the services' jobs on real BullMQ.
 */
export default async function globalSetup() {
  const dataDir = STACK_DATA_DIR;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir);
  // PostgreSQL runs as its own user (these machines run as root) and must reach its data folder.
  chmodSync(dataDir, 0o755);
  const port = new URL(BASE_URL).port;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: port,
    ATELIER_DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(Number(port) + 1000),
    // Services on 4001-4005 for the default port 8181, so the journeys run beside `npm start`
    // (3001-3005); another E2E_PORT moves them too, so two runs can share a machine.
    SERVICE_PORT_OFFSET: String(serviceOffset(port)),
    // Fresh queues each run: Redis outlives the run, and finished job ids are kept for a day.
    QUEUE_PREFIX: `e2e-${Date.now()}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Every journey's visitor comes from 127.0.0.1, as a hotel's guests share one address: the
    // per-address limits are proven by the services' own tests, not by the journeys' sum.
    PAYMENT_LIMIT_PER_10_MIN: '200',
    PAYMENT_LIMIT_PER_DAY: '1000',
    INQUIRY_LIMIT_PER_10_MIN: '100',
    INQUIRY_LIMIT_PER_DAY: '500',
    PASSWORD_RESET_LIMIT_PER_10_MIN: '100',
    PASSWORD_RESET_LIMIT_PER_DAY: '500',
    // Likewise the site-wide hourly caps on confirmation e-mails: every journey's sign-up and booking is one site's.
    NEWSLETTER_CONFIRMATION_EMAILS_PER_HOUR: '1000',
    BOOKING_CONFIRMATION_EMAILS_PER_HOUR: '1000',
  };
  delete env.DATABASE_URL;
  // Card and wallet payments go to the fake Stripe and PayPal (these machines cannot reach them).
  // The journeys' Stripe.js double confirms at the fake, which sends svc-commerce the signed webhook.
  const stripeUrl = `http://127.0.0.1:${Number(port) + 4000}`;
  const paypalUrl = `http://127.0.0.1:${Number(port) + 4001}`;
  const fakes = [
    await startFake('stripe', [
      '--port',
      new URL(stripeUrl).port,
      '--webhook-url',
      `http://127.0.0.1:${3003 + serviceOffset(port)}/api/webhooks/stripe`,
    ]),
    await startFake('paypal', ['--port', new URL(paypalUrl).port]),
  ];
  Object.assign(env, {
    STRIPE_API_BASE: stripeUrl,
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_WEBHOOK_SECRET: 'whsec_fake_atelier_0123456789',
    PAYPAL_BASE_URL: paypalUrl,
    PAYPAL_CLIENT_ID: 'e2e-client',
    PAYPAL_CLIENT_SECRET: 'e2e-secret',
  });
  process.env.E2E_FAKE_STRIPE_URL = stripeUrl;
  process.env.E2E_FAKE_PAYPAL_URL = paypalUrl;
  const stopFakes = () => fakes.forEach((fake) => fake.kill('SIGTERM'));
  const stack = spawn(process.execPath, ['scripts/start.mjs', '--nginx'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  stack.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  stack.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  await waitForReady(stack, () => output)
    .then(waitForImageVariants)
    .catch(async (error: unknown) => {
      await stopStack(stack);
      stopFakes();
      throw error;
    });
  return async () => {
    await stopStack(stack);
    stopFakes();
    // PostgreSQL and nginx workers may still be finishing their last writes for a moment.
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
  };
}

/** `scripts/fakes/<name>.mjs` as its own process (an ES module); resolves once it listens. */
async function startFake(name: 'stripe' | 'paypal', args: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, [`scripts/fakes/${name}.mjs`, ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (!output.includes(' on http')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The fake ${name} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

async function waitForReady(stack: ChildProcess, output: () => string) {
  const deadline = Date.now() + 240_000;
  while (!output().includes('Atelier is running')) {
    if (stack.exitCode !== null) throw new Error(`The stack exited before it was ready:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`The stack was not ready within 240 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The catalog renders the demo images' sizes in the background; journeys look at them. */
async function waitForImageVariants() {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const paintings = (await (await fetch(`${BASE_URL}/api/paintings`)).json()) as Painting[];
    if (paintings.every((painting) => painting.images.every((image) => image.variants.length > 0))) return;
    if (Date.now() > deadline) throw new Error('The catalog did not render the demo images within 240 s');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

function stopStack(stack: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (stack.exitCode !== null) return resolve();
    stack.once('exit', () => resolve());
    stack.kill('SIGTERM');
  });
}

/** Where the stack's services listen, from the journeys' port: 8181 → 1000 (svc-commerce on 4003). */
function serviceOffset(port: string): number {
  return Number(port) - 7181;
}
