import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';
import { registerRequestLog } from './request-log';

const SECRET = 'Zq8-secret_Value';

/** A server with the request log, its lines written to an array. */
async function loggedServer() {
  const lines: string[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    disableRequestLogging: true,
  });
  registerRequestLog(app);
  app.all('/*', async () => ({ ok: true }));
  await app.ready();
  return { app, lines };
}

describe('the access log', () => {
  it('writes no secret of a logged URL (issue 25, item 8)', async () => {
    const { app, lines } = await loggedServer();
    const urls = [
      `/app/reset?token=${SECRET}`,
      `/app/signup/activate?token=${SECRET}&x=1`,
      `/app/login?next=%2Fapp&Password=${SECRET}`,
      `/cli/x?code=${SECRET}&key=${SECRET}&secret=${SECRET}&activation=${SECRET}`,
      `/cli/x?access_token=${SECRET}&tid=${SECRET}`,
      `/app/pay/return?boarding=${SECRET}&token=${SECRET}&outcome=cancelled`,
      `/cli/pay/sandbox/boarding/${SECRET}`,
      `/cli/pay/sandbox/boarding/${SECRET}/`,
      `/cli/x?%74oken=${SECRET}`,
    ];
    for (const url of urls) await app.inject(url);
    await app.close();
    const logged = lines.filter((l) => l.includes('"msg":"request"'));
    expect(logged).toHaveLength(urls.length);
    for (const line of logged) expect(line).not.toContain(SECRET);
    const first = JSON.parse(logged[0]!) as { url: string; status: number };
    expect(first).toMatchObject({ url: '/app/reset?token=[redacted]', status: 200 });
  });

  it('keeps the rest of the URL as it came', () => {
    expect(redactUrl('/cli/ecommerce/products/3?q=olio&page=2')).toBe(
      '/cli/ecommerce/products/3?q=olio&page=2',
    );
    expect(redactUrl('/app/signup/activate?token=abc&x=1')).toBe(
      '/app/signup/activate?token=[redacted]&x=1',
    );
    expect(redactUrl('/cli/pay/sandbox/boarding/abc?x=1')).toBe(
      '/cli/pay/sandbox/boarding/[redacted]?x=1',
    );
    expect(redactUrl('/a?flag&token')).toBe('/a?flag&token');
  });
});
