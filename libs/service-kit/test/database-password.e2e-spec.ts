import { Module } from '@nestjs/common';
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { createServiceApp, ensureDatabase, InvalidEnvironmentError, ServiceKitModule } from '../src';

/** A server that answers every connection's start-up as PostgreSQL does a refusal: an ErrorResponse. */
async function refusingDatabase(code: string, message: string): Promise<Server> {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const header = Buffer.alloc(5);
  header.write('E');
  header.writeInt32BE(fields.length + 4, 1);
  const server = createServer((socket) => socket.once('data', () => socket.end(Buffer.concat([header, fields]))));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

/** The catalog's DATABASE_URL as compose builds it, on `server`. */
const catalogUrl = (server: Server) =>
  `postgres://catalog:a0b1c2d3e4f5a6b7c8d9@127.0.0.1:${(server.address() as AddressInfo).port}/catalog`;

@Module({ imports: [ServiceKitModule.forRoot({ name: 'catalog', entities: [], migrations: [] })] })
class CatalogLikeModule {}

describe('a database that refuses the password', () => {
  let database: Server;
  const saved = { ...process.env };
  afterEach(async () => {
    process.env = { ...saved };
    await new Promise((resolve) => database.close(resolve));
  });

  it('is named by the .env variable of the password, which the volume fixed when it was new', async () => {
    database = await refusingDatabase('28P01', 'password authentication failed for user "catalog"');
    const refused = ensureDatabase(catalogUrl(database), 'svc-catalog');
    await expect(refused).rejects.toThrow(InvalidEnvironmentError);
    await expect(refused).rejects.toThrow(
      'svc-catalog: invalid environment\n' +
        '  - DATABASE_URL: password authentication failed for user "catalog": its password (CATALOG_DB_PASSWORD in compose) ' +
        "must be the one its role was created with, when the postgres-data volume was new; a changed CATALOG_DB_PASSWORD does not change the role's",
    );
  });

  it('keeps the service from starting, with that message (what bootstrapService prints before exiting 1)', async () => {
    database = await refusingDatabase('28P01', 'password authentication failed for user "catalog"');
    Object.assign(process.env, {
      NODE_ENV: 'test',
      PORT: '0',
      INTERNAL_TOKEN: 'test-internal-token-0123456789',
      DATABASE_URL: catalogUrl(database),
    });
    const starting = createServiceApp(CatalogLikeModule);
    await expect(starting).rejects.toThrow(InvalidEnvironmentError);
    await expect(starting).rejects.toThrow(/^svc-catalog: invalid environment\n {2}- DATABASE_URL: .* \(CATALOG_DB_PASSWORD in compose\)/);
  });

  it("for another reason, is PostgreSQL's own error", async () => {
    database = await refusingDatabase('53300', 'sorry, too many clients already');
    const refused = ensureDatabase(catalogUrl(database), 'svc-catalog');
    await expect(refused).rejects.toMatchObject({ code: '53300', message: 'sorry, too many clients already' });
    await expect(refused).rejects.not.toThrow(InvalidEnvironmentError);
  });
});
