import { describe, expect, it } from 'vitest';
import { parseSeedArgs, UsageError } from './cli-args';
import { DEFAULT_PRODUCTS } from './products';

describe('parseSeedArgs', () => {
  it('defaults to the demo size without reset', () => {
    expect(parseSeedArgs([])).toEqual({ products: DEFAULT_PRODUCTS, reset: false, help: false });
  });

  it('reads --products and --reset', () => {
    expect(parseSeedArgs(['--products', '100000', '--reset'])).toEqual({
      products: 100_000,
      reset: true,
      help: false,
    });
    expect(parseSeedArgs(['--products=500'])).toMatchObject({ products: 500 });
  });

  it.each([
    ['--products', 'many'],
    ['--products', '0'],
    ['--products', '1.5'],
    ['--products', '-3'],
    ['--products', '900000'],
    ['--fast'],
    ['extra'],
  ])('refuses %s %s with a clear message', (...argv) => {
    expect(() => parseSeedArgs(argv)).toThrow(UsageError);
  });
});
