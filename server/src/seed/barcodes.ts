import { toEan13 } from './ean13';
import type { Rng } from './prng';

const ITEMS_PER_COMPANY = 100_000;

/**
 * Hands out unique Italian EAN-13 codes the way GS1 Italy does: '80', a five-digit
 * company number per brand, a five-digit item number, the check digit. A brand
 * that runs out of item numbers (only at benchmark sizes) gets another company number.
 */
export class BarcodeAllocator {
  private readonly companies = new Map<string, { prefix: string; next: number }>();
  private readonly usedPrefixes = new Set<string>();

  constructor(private readonly rng: Rng) {}

  next(brand: string): string {
    let company = this.companies.get(brand);
    if (!company || company.next >= ITEMS_PER_COMPANY) {
      company = { prefix: this.newPrefix(), next: this.rng.int(0, 400) };
      this.companies.set(brand, company);
    }
    const item = company.next;
    company.next += this.rng.int(1, 3);
    return toEan13(`80${company.prefix}${String(item).padStart(5, '0')}`);
  }

  private newPrefix(): string {
    for (;;) {
      const prefix = String(this.rng.int(10_000, 99_999));
      if (!this.usedPrefixes.has(prefix)) {
        this.usedPrefixes.add(prefix);
        return prefix;
      }
    }
  }
}
