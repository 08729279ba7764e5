import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renderNginxConf, writeNginxConfig } from './render-nginx.mjs';
import { table } from './routes.mjs';

const render = (/** @type {Record<string, string>} */ env, daemon = true) =>
  renderNginxConf({ env, repoRoot: '/repo', runtimeDir: '/run/gateway', daemon });

describe('renderNginxConf', () => {
  test('runs without root: pid and temp files in the runtime dir, listening on PORT (8080 by default)', () => {
    const conf = render({});
    expect(conf).toContain('pid /run/gateway/nginx.pid;');
    expect(conf).toContain('client_body_temp_path /run/gateway/client_body_temp;');
    expect(conf).toContain('proxy_temp_path /run/gateway/proxy_temp;');
    expect(conf).toContain('listen 8080;');
    expect(render({ PORT: '9090' })).toContain('listen 9090;');
    expect(() => render({ PORT: 'eighty' })).toThrow('PORT must be a TCP port');
  });

  test('daemon off only when asked', () => {
    expect(render({})).not.toContain('daemon off;');
    expect(render({}, false)).toContain('daemon off;');
  });

  test('hides its version and reports a dead service within 2 s', () => {
    const conf = render({});
    expect(conf).toContain('server_tokens off;');
    expect(conf).toContain('proxy_connect_timeout 1s;');
    expect(conf).toContain('error_page 502 503 504 = @unavailable;');
    // Services' own errors pass through; only the pages they render (the routes, and the paths that are no file) fall back to the shell.
    expect(conf.match(/^\s*proxy_intercept_errors on/gm)).toHaveLength(table.pages.length + 1);
  });

  test('every API route proxies to its service with its own body limit', () => {
    const conf = render({ CATALOG_URL: 'http://10.1.2.3:3001' });
    expect(conf).toContain('set $upstream_catalog http://10.1.2.3:3001;');
    expect(conf).toContain('location /api/admin/painting-images {\n      client_max_body_size 15m;\n      proxy_pass $upstream_catalog;');
    expect(conf).toContain(
      'location ~ "^/api/admin/paintings/[^/]+/(sell|reverse-sale)$" {\n      client_max_body_size 1m;\n      proxy_pass $upstream_commerce;',
    );
  });

  test('static apps and media come from their directories', () => {
    const conf = render({ MEDIA_DIR: '/data/media' });
    expect(conf).toContain('location / {\n      alias /repo/shell/dist/;\n      try_files $uri @page_render;');
    expect(conf).toContain('location /mfe/shop/ {\n      alias /repo/mfe-shop/dist/;');
    expect(conf).toContain('location /media/ {\n      alias /data/media/;');
  });

  test("apps served from their directories send the build's brotli and gzip copies; proxied apps, their own server's", () => {
    const conf = render({});
    for (const app of Object.values(table.apps)) expect(conf).toContain(`alias /repo/${app.dir}/$1.br;`);
    expect(conf.match(/^\s*gzip_static on;/gm)).toHaveLength(Object.keys(table.apps).length);
    const proxied = render({ MFE_SHOP_URL: 'http://10.0.0.5:8080' });
    expect(proxied).not.toContain('/repo/mfe-shop/dist/$1.br');
    expect(proxied.match(/^\s*gzip_static on;/gm)).toHaveLength(Object.keys(table.apps).length - 1);
  });

  test('with compose host names: proxied apps and a resolver, so nginx starts before the services', () => {
    const conf = render({ SHELL_URL: 'http://web-shell:8080', CATALOG_URL: 'http://svc-catalog:3001', RESOLVER: '127.0.0.11' });
    expect(conf).toContain('set $app_shell http://web-shell:8080;');
    expect(conf).toContain('resolver 127.0.0.11 valid=5s ipv6=off;');
    expect(conf).toMatch(/location \/ \{\n\s+rewrite \^\/\(\.\*\)\$ \/\$1 break;\n\s+proxy_pass \$app_shell;/);
  });

  test('no resolver while every upstream is an IP address', () => {
    expect(render({})).not.toContain('resolver');
  });
});

describe('writeNginxConfig', () => {
  test('writes nginx.conf and runtime-config.json side by side', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-render-'));
    try {
      writeNginxConfig({ out: path.join(dir, 'nginx.conf'), env: { PAYPAL_CLIENT_ID: 'paypal-client' }, repoRoot: '/repo' });
      expect(readFileSync(path.join(dir, 'nginx.conf'), 'utf8')).toContain(`alias ${dir}/runtime-config.json;`);
      expect(JSON.parse(readFileSync(path.join(dir, 'runtime-config.json'), 'utf8'))).toMatchObject({ paypalClientId: 'paypal-client' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
