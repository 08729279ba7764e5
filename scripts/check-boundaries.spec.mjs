import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { featureGraph, tanglesOf } from './check-boundaries.mjs';

/** A graph as check-boundaries builds it, from `{ node: [nodes it imports] }`. */
const graphOf = (arrows) => new Map(Object.entries(arrows).map(([from, tos]) => [from, new Map(tos.map((to) => [to, `${from} → ${to}`]))]));

/** Writes `files` (path → text) under a fresh temporary folder; answers the folder. */
function folderWith(files) {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('tanglesOf', () => {
  it('finds the features that import each other and the shortest cycle through them', () => {
    const graph = graphOf({
      dashboard: ['paintings', 'orders', 'customers'],
      paintings: ['sell'],
      sell: ['customers'],
      customers: ['paintings', 'orders'],
      orders: [],
    });
    expect(tanglesOf(graph)).toEqual([
      { members: ['customers', 'paintings', 'sell'], cycle: ['customers', 'paintings', 'sell', 'customers'] },
    ]);
  });

  it('names each tangle once, and none in layered features', () => {
    expect(tanglesOf(graphOf({ a: ['b'], b: ['a'], c: ['d'], d: ['c', 'a'] })).map(({ members }) => members)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(
      tanglesOf(graphOf({ dashboard: ['sell', 'paintings'], sell: ['customers', 'paintings'], customers: ['paintings'], paintings: [] })),
    ).toEqual([]);
  });
});

describe('featureGraph', () => {
  it("draws an arrow for each feature another's files import, named by the first such import", () => {
    const dir = folderWith({
      'orders/api/orders.ts': "import { KEY } from '../../customers/api/customers';\nimport { x } from '../../../shared/queryKeys';\n",
      'orders/components/OrdersTab.tsx': "import { useOrders } from '../api/orders';\nimport { C } from '../../customers';\n",
      'customers/index.ts': 'export const C = 1;\n',
      'customers/api/customers.ts': "import { z } from 'zod';\nexport const KEY = ['k'];\n",
    });
    try {
      const graph = featureGraph(dir);
      expect([...graph.get('orders')]).toEqual([['customers', 'orders/api/orders.ts imports ../../customers/api/customers']]);
      expect([...graph.get('customers')]).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('check-boundaries.mjs', () => {
  const script = join(__dirname, 'check-boundaries.mjs');
  const run = (root) => spawnSync(process.execPath, [script, root], { encoding: 'utf8' });

  it('fails on a cycle between the feature folders of an app, naming the imports, and passes once it is broken', () => {
    const root = folderWith({
      'package.json': JSON.stringify({ workspaces: ['libs/ui', 'mfe-admin'] }),
      'mfe-admin/src/features/orders/api/orders.ts': "import { CUSTOMERS } from '../../customers/api/customers';\n",
      'mfe-admin/src/features/customers/api/customers.ts': "export const CUSTOMERS = ['c'];\n",
      'mfe-admin/src/features/customers/components/CustomersTab.tsx': "import { formatSaleDay } from '../../orders/salesFilter';\n",
      'mfe-admin/src/features/orders/salesFilter.ts': 'export const formatSaleDay = String;\n',
    });
    try {
      const failing = run(root);
      expect(failing.status).toBe(1);
      expect(failing.stderr).toContain('mfe-admin/src/features: customers, orders import each other, e.g. customers → orders → customers');
      expect(failing.stderr).toContain('customers/components/CustomersTab.tsx imports ../../orders/salesFilter');
      expect(failing.stderr).toContain('orders/api/orders.ts imports ../../customers/api/customers');

      mkdirSync(join(root, 'mfe-admin/src/shared'));
      writeFileSync(join(root, 'mfe-admin/src/shared/dates.ts'), 'export const formatSaleDay = String;\n');
      writeFileSync(
        join(root, 'mfe-admin/src/features/customers/components/CustomersTab.tsx'),
        "import { formatSaleDay } from '../../../shared/dates';\n",
      );
      const passing = run(root);
      expect(passing.stderr).toBe('');
      expect(passing.status).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("still fails when one app imports another app's files", () => {
    const root = folderWith({
      'package.json': JSON.stringify({ workspaces: ['mfe-admin', 'mfe-shop'] }),
      'mfe-admin/src/page.tsx': "import { Price } from '../../mfe-shop/src/price';\n",
      'mfe-shop/src/price.ts': 'export const Price = 1;\n',
    });
    try {
      const failing = run(root);
      expect(failing.status).toBe(1);
      expect(failing.stderr).toContain('mfe-admin/src/page.tsx imports ../../mfe-shop/src/price (files of mfe-shop)');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
