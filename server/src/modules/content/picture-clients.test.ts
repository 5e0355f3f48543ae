import { describe, expect, it } from 'vitest';
import { webpPicture } from './picture';

// Big enough that a drawing takes a few milliseconds, distinct so none is kept or shared.
const svg = (client: string, n: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="#${n.toString(16).padStart(6, '0')}"/><text x="20" y="200" font-size="40">${client} ${n}</text></svg>`;

describe('pictures drawn per client (issue 25, item 7)', () => {
  it("lets a shopper's new picture past another client's flood of drawings", async () => {
    let flooded = 0;
    const flood = Array.from({ length: 12 }, (_, n) =>
      webpPicture(svg('flood', n), 400, 1200, '10.0.0.1').then(() => flooded++),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await webpPicture(svg('shopper', 1), 400, 1200, '10.0.0.2');
    // The flood's drawings go one at a time on its own queue: the shopper took the other slot.
    expect(flooded).toBeLessThan(6);
    await Promise.all(flood);
  }, 60_000);

  it('refuses a client whose drawings queue up too long, and serves it again after', async () => {
    const client = '10.0.0.3';
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, n) => webpPicture(svg('greedy', n), 400, 200, client)),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      key: 'TOO_MANY_REQUESTS',
    });
    await expect(webpPicture(svg('greedy', 99), 400, 200, client)).resolves.toBeInstanceOf(Buffer);
  }, 60_000);
});
