import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The Mailchimp SDK pins superagent 3.8.1 (2018), which pulls in formidable 1: both
 * unmaintained. The root package.json overrides it with a maintained superagent; this
 * says so if a reinstall or an SDK update ever brings the old ones back.
 */
describe('the Mailchimp SDK’s HTTP client', () => {
  const fromSdk = createRequire(require.resolve('@mailchimp/mailchimp_marketing'));
  /** The major version of `name` as `from` resolves it (formidable 3 exports no package.json, so read it beside the code). */
  const major = (name: string, from: NodeJS.Require) => {
    const root = from.resolve(name).replace(new RegExp(`(node_modules/${name}/).*$`), '$1');
    return Number((JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string }).version.split('.')[0]);
  };

  it('is a maintained superagent (10 or newer), with formidable 3 or newer', () => {
    expect(major('superagent', fromSdk)).toBeGreaterThanOrEqual(10);
    const fromSuperagent = createRequire(fromSdk.resolve('superagent'));
    expect(major('formidable', fromSuperagent)).toBeGreaterThanOrEqual(3);
  });
});
