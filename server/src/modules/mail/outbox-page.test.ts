import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing';
import { queueMail } from './mail';
import { renderMail } from './mail-layout';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ OUTBOX_PAGE: 'loopback' });
});
afterAll(() => t?.close());

const LINK = 'http://localhost:8080/app/signup/activate?token=abc-123_x';

async function queueTwo() {
  await queueMail(
    t.db.db,
    renderMail({
      to: 'primo@example.it',
      subject: 'Primo messaggio',
      greeting: 'Ciao,',
      paragraphs: ['Il primo.'],
      footer: 'Spesa',
    }),
  );
  await queueMail(
    t.db.db,
    renderMail({
      to: '"Eve" <eve@example.it>',
      subject: '<script>alert(1)</script> & co',
      greeting: 'Ciao <b>Eve</b>,',
      paragraphs: ['Attiva il profilo.'],
      action: { label: 'Attiva', url: LINK },
      footer: 'Spesa',
    }),
  );
  const rows = await t.db.db.select({ id: mailOutbox.id }).from(mailOutbox);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

describe('GET /outbox (demo mailbox)', () => {
  it('lists queued mails newest first, escaped, with their links clickable', async () => {
    await queueTwo();
    const res = await t.app.inject('/outbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<title>Posta in uscita — demo</title>');
    expect(html).toContain('<h1>Posta in uscita — demo</h1>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Eve</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
    expect(html).toContain('&quot;Eve&quot; &lt;eve@example.it&gt;');
    expect(html).toContain(`<a href="${LINK}">${LINK}</a>`);
    expect(html.indexOf('alert(1)')).toBeLessThan(html.indexOf('Primo messaggio'));
    expect(html).toContain('In uscita (non inviata)');
  });

  it('shows one mail with its HTML in a sandboxed frame', async () => {
    const [, second] = await queueTwo();
    const res = await t.app.inject(`/outbox/${second}`);
    expect(res.statusCode).toBe(200);
    const frame = /<iframe [^>]*sandbox="([^"]*)"[^>]*srcdoc="([^"]*)"/.exec(res.body);
    expect(frame?.[1]).not.toContain('allow-scripts');
    expect(frame?.[1]).not.toContain('allow-same-origin');
    // The mail's HTML travels only as an escaped attribute value.
    expect(frame?.[2]).toContain('&lt;base target=&quot;_blank&quot;&gt;');
    expect(frame?.[2]).toContain(`href=&quot;${LINK}&quot;`);
    expect(res.body).not.toContain('<script>');
  });

  it('answers 404 for a mail that does not exist', async () => {
    expect((await t.app.inject('/outbox/999999')).statusCode).toBe(404);
    expect((await t.app.inject('/outbox/abc')).statusCode).toBe(404);
  });

  it('does not exist in production', async () => {
    const production = await buildTestApp({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://spesa.example.it',
    });
    try {
      await queueMail(
        production.db.db,
        renderMail({
          to: 'a@example.it',
          subject: 'x',
          greeting: 'x',
          paragraphs: [],
          footer: 'x',
        }),
      );
      expect((await production.app.inject('/outbox')).statusCode).toBe(404);
      expect((await production.app.inject('/outbox/1')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('GET /outbox is for this machine only', () => {
  const from = (app: TestApp, url: string, remoteAddress: string, headers = {}) =>
    app.app.inject({ url, remoteAddress, headers });

  it('answers loopback clients (IPv4, IPv6, mapped) and 404 to anyone else', async () => {
    const [id] = await queueTwo();
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect((await from(t, '/outbox', address)).statusCode, address).toBe(200);
    for (const address of ['10.0.0.7', '192.168.1.20', '::ffff:10.0.0.7', '2001:db8::1']) {
      expect((await from(t, '/outbox', address)).statusCode, address).toBe(404);
      expect((await from(t, `/outbox/${id}`, address)).statusCode, address).toBe(404);
    }
  });

  it('is no page for a loopback peer carrying forwarding headers (a proxy on this host)', async () => {
    const forwarded = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-host': 'spesa.example.it' },
      { 'x-forwarded-proto': 'https' },
      { 'x-real-ip': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9;proto=https' },
      { via: '1.1 proxy' },
      { 'x-client-ip': '203.0.113.9' },
      { 'true-client-ip': '203.0.113.9' },
      { 'cf-connecting-ip': '203.0.113.9' },
    ];
    for (const headers of forwarded) {
      const res = await from(t, '/outbox', '127.0.0.1', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });

  it('is off unless OUTBOX_PAGE is set', async () => {
    const unset = await buildTestApp();
    try {
      expect((await from(unset, '/outbox', '127.0.0.1')).statusCode).toBe(404);
    } finally {
      await unset.close();
    }
  });

  it('ignores X-Forwarded-For, even behind a trusted proxy', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: 'true', OUTBOX_PAGE: 'loopback' });
    try {
      const res = await from(proxied, '/outbox', '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' });
      expect(res.statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('is open to every client only with OUTBOX_PAGE=everyone, and gone with off', async () => {
    const open = await buildTestApp({ OUTBOX_PAGE: 'everyone' });
    const off = await buildTestApp({ OUTBOX_PAGE: 'off' });
    try {
      expect((await from(open, '/outbox', '192.168.1.20')).statusCode).toBe(200);
      expect((await from(off, '/outbox', '127.0.0.1')).statusCode).toBe(404);
    } finally {
      await Promise.all([open.close(), off.close()]);
    }
  });
});
