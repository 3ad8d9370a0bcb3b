import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceCart } from '../../src/domain/cart/Cart';
import { formatMoney } from '../../src/domain/pricing/formatMoney';
import { optionPrice } from '../../src/domain/pricing/optionPrice';
import { family, shop, style } from '../domain/pricing/shopFixture';

/*
 * The domain as another front end gets it: built by the same script as `npm run build:domain`
 * into a project's node_modules, then imported by its package name from plain Node (which
 * resolves only through package.json's `exports` and exact file names) and type-checked with
 * TypeScript's `nodenext` resolution against the built declarations alone.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
let project: string;
let packageDir: string;

const CONSUMER = `
import { formatMoney, optionPrice } from '@fieldwork/domain/pricing';
import { priceCart } from '@fieldwork/domain/cart';
import { nextOrderStatus, orderStatusesAllowing } from '@fieldwork/domain/orders';

const { shop, family, style } = JSON.parse(process.argv[2]);
const cart = priceCart({
  items: [{ pricing: shop, option: style, options: { desktop: 1 }, scripts: ['greek'], fontClass: 'x' }],
});
console.log(JSON.stringify({
  family: optionPrice(shop, family, { desktop: 0 }),
  withWeb: optionPrice(shop, family, { desktop: 2, web: 1 }, ['cyrillic']),
  total: formatMoney(cart.total.amountCents, '€'),
  paid: nextOrderStatus('pending', 'payment_succeeded'),
  paidAgain: nextOrderStatus('paid', 'payment_declined'),
  retriedFrom: orderStatusesAllowing('payment_retried'),
}));
`;

const TYPED_CONSUMER = `
import { optionPrice, type ShopPricing, type PurchasableOption } from '@fieldwork/domain/pricing';
import { priceCart, type Cart } from '@fieldwork/domain/cart';
import { validateTrialForm } from '@fieldwork/domain/validation';
import { nextOrderStatus, type OrderEvent, type OrderStatus } from '@fieldwork/domain/orders';

export function quote(pricing: ShopPricing, option: PurchasableOption): number {
  return optionPrice(pricing, option, { desktop: 0 });
}
export const empty: Cart = priceCart({ items: [] });
export const errors: number = validateTrialForm({ name: '', email: '' }).length;
export function after(status: OrderStatus, event: OrderEvent): OrderStatus | null {
  return nextOrderStatus(status, event);
}
`;

// The declarations checked too (no skipLibCheck), with no DOM and no Node types.
const CONSUMER_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023'],
    types: [],
    module: 'nodenext',
    moduleResolution: 'nodenext',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
  },
  files: ['consumer.ts'],
};

beforeAll(async () => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'domain-consumer-'));
  packageDir = path.join(project, 'node_modules/@fieldwork/domain');
  await run(process.execPath, [path.join(root, 'scripts/build-domain.mjs'), packageDir]);
  fs.writeFileSync(path.join(project, 'package.json'), '{"type": "module", "private": true}');
  fs.writeFileSync(path.join(project, 'consumer.mjs'), CONSUMER);
  fs.writeFileSync(path.join(project, 'consumer.ts'), TYPED_CONSUMER);
  fs.writeFileSync(path.join(project, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG));
});

afterAll(() => {
  fs.rmSync(project, { recursive: true, force: true });
});

describe('the domain package, built and imported by its name', () => {
  it('prices in plain Node exactly as the sources do', async () => {
    const { stdout } = await run(
      process.execPath,
      ['consumer.mjs', JSON.stringify({ shop, family, style })],
      { cwd: project },
    );
    expect(JSON.parse(stdout)).toEqual({
      // In cents: su $40 × 0.8 × 10 styles
      family: 32000,
      // su = $120 + $60 / 2 = $150; × 0.8 × 10 × (1 + 0.2)
      withWeb: 144000,
      // su $80 × 1 × (1 + 0.1 Greek), formatted by the consumer
      total: '€88',
      // The order life cycle: a pending order is paid; a paid one stays paid.
      paid: 'paid',
      paidAgain: null,
      retriedFrom: ['failed', 'abandoned'],
    });
    expect(optionPrice(shop, family, { desktop: 2, web: 1 }, ['cyrillic'])).toBe(144000);
    expect(
      formatMoney(
        priceCart({
          items: [
            {
              pricing: shop,
              option: style,
              options: { desktop: 1 },
              scripts: ['greek'],
              fontClass: 'x',
            },
          ],
        }).total.amountCents,
        '€',
      ),
    ).toBe('€88');
  });

  it('type-checks a TypeScript consumer with nodenext resolution', async () => {
    const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
    const result = await run(process.execPath, [tsc, '-p', 'tsconfig.json'], {
      cwd: project,
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout, failed: true }));
    expect(result.stdout).toBe('');
    expect(result).not.toHaveProperty('failed');
  });

  it('has no dependencies and imports nothing but its own files', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
      expect(manifest).not.toHaveProperty(field);
    }
    const files = fs.readdirSync(packageDir, { recursive: true, encoding: 'utf8' });
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(40);
    for (const file of scripts) {
      const text = fs.readFileSync(path.join(packageDir, file), 'utf8');
      for (const { fileName: specifier } of ts.preProcessFile(text, true, true).importedFiles) {
        expect(specifier, file).toMatch(/^\.\.?\/.*\.js$/);
      }
    }
    expect(files).toContain('README.md');
  });
});
