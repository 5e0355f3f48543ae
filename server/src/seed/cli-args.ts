import { parseArgs } from 'node:util';
import { DEFAULT_PRODUCTS } from './products';
import { MAX_PRODUCTS } from './demo';

export interface SeedArgs {
  products: number;
  reset: boolean;
  help: boolean;
}

export const USAGE = `Usage: npm run seed -- [--products N] [--reset]

  --products N  how many products to generate (default ${DEFAULT_PRODUCTS}, at most ${MAX_PRODUCTS})
  --reset       empty every seeded table (and whatever references them) first
  --help        show this help

The database is DATABASE_URL, or embedded PostgreSQL in DATA_DIR (default ./data).`;

export class UsageError extends Error {}

export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        products: { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const raw = parsed.values.products;
  const products = raw === undefined ? DEFAULT_PRODUCTS : Number(raw);
  if (raw !== undefined && (!/^\d+$/.test(raw) || products < 1 || products > MAX_PRODUCTS)) {
    throw new UsageError(
      `--products must be a whole number from 1 to ${MAX_PRODUCTS}, got '${raw}'`,
    );
  }
  return { products, reset: parsed.values.reset ?? false, help: parsed.values.help ?? false };
}
