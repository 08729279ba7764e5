import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const server = globalThis.__atelierPostgres;
  if (!server) return;
  globalThis.__atelierPostgres = undefined;
  await server.stop();
  rmSync(server.dir, { recursive: true, force: true });
}
