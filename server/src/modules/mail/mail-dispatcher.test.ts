import { asc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestDb, type TestDb } from '../../testing';
import { queueMail } from './mail';
import { createMailDispatcher, type MailTransport, type OutgoingMail } from './mail-dispatcher';
import { mailQueued } from './mail-signal';

let db: TestDb;
const FROM = 'Spesa <no-reply@spesa.test>';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db?.close());
beforeEach(async () => {
  await db.db.delete(mailOutbox);
});

function mail(n: number) {
  return {
    to: `r${n}@example.it`,
    subject: `Oggetto ${n}`,
    text: `Testo ${n}`,
    html: `<p>${n}</p>`,
  };
}

/** nodemailer's JSON transport: builds the real message, keeps what it would have sent. */
function jsonTransport(delayMs = 0) {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const sent: { to: string; subject: string; from: string }[] = [];
  const recording: MailTransport = {
    async sendMail(message: OutgoingMail) {
      const info = await transport.sendMail(message);
      const parsed = JSON.parse(info.message) as {
        to: { address: string }[];
        from: { address: string; name: string };
        subject: string;
      };
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      sent.push({
        to: parsed.to[0]!.address,
        subject: parsed.subject,
        from: `${parsed.from.name} <${parsed.from.address}>`,
      });
      return info;
    },
  };
  return { recording, sent };
}

async function outbox() {
  return db.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
}

describe('mail dispatcher', () => {
  it('sends waiting mails oldest first and marks them sent', async () => {
    for (const n of [1, 2, 3]) await queueMail(db.db, mail(n));
    const { recording, sent } = jsonTransport();
    const dispatcher = createMailDispatcher({
      db: db.db,
      transport: recording,
      from: FROM,
      log: silent,
      batchSize: 2,
    });
    expect(await dispatcher.runOnce()).toBe(3);
    expect(sent).toEqual(
      [1, 2, 3].map((n) => ({ to: `r${n}@example.it`, subject: `Oggetto ${n}`, from: FROM })),
    );
    for (const row of await outbox()) {
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.error).toBeNull();
    }
    expect(await dispatcher.runOnce()).toBe(0);
    expect(sent).toHaveLength(3);
  });

  it('records a refused mail and carries on; a temporary failure leaves mails waiting', async () => {
    for (const n of [1, 2, 3]) await queueMail(db.db, mail(n));
    const { recording, sent } = jsonTransport();
    const refusing: MailTransport = {
      async sendMail(message) {
        if (message.to === 'r1@example.it') {
          throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
        }
        if (message.to === 'r3@example.it') {
          throw Object.assign(new Error('connection refused'), { code: 'ECONNECTION' });
        }
        return recording.sendMail(message);
      },
    };
    const dispatcher = createMailDispatcher({
      db: db.db,
      transport: refusing,
      from: FROM,
      log: silent,
    });
    expect(await dispatcher.runOnce()).toBe(1);
    const [first, second, third] = await outbox();
    expect(first).toMatchObject({ sentAt: null, error: '550 mailbox unavailable' });
    expect(second?.sentAt).toBeInstanceOf(Date);
    expect(third).toMatchObject({ sentAt: null, error: null });
    expect(sent.map((s) => s.to)).toEqual(['r2@example.it']);

    // The server is back: only the waiting mail goes, the refused one is not retried.
    const recovered = createMailDispatcher({
      db: db.db,
      transport: recording,
      from: FROM,
      log: silent,
    });
    expect(await recovered.runOnce()).toBe(1);
    expect(sent.map((s) => s.to)).toEqual(['r2@example.it', 'r3@example.it']);
  });

  it('never sends a mail twice when several processes dispatch at once', async () => {
    for (let n = 1; n <= 8; n++) await queueMail(db.db, mail(n));
    const { recording, sent } = jsonTransport(20);
    const dispatchers = [1, 2, 3].map(() =>
      createMailDispatcher({
        db: db.db,
        transport: recording,
        from: FROM,
        log: silent,
        batchSize: 2,
      }),
    );
    const counts = await Promise.all(dispatchers.map((d) => d.runOnce()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(8);
    expect(sent.map((s) => s.to).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `r${i + 1}@example.it`).sort(),
    );
    expect((await outbox()).every((row) => row.sentAt !== null)).toBe(true);
  });

  it('once started, sends a mail as soon as it is queued and stops cleanly', async () => {
    const { recording, sent } = jsonTransport();
    const dispatcher = createMailDispatcher({
      db: db.db,
      transport: recording,
      from: FROM,
      log: silent,
      intervalMs: 60_000,
    });
    dispatcher.start();
    await vi.waitFor(async () => expect(await dispatcher.runOnce()).toBe(0));
    await queueMail(db.db, mail(7));
    mailQueued();
    await vi.waitFor(() => expect(sent.map((s) => s.to)).toEqual(['r7@example.it']), {
      timeout: 5000,
    });
    await dispatcher.stop();
    await queueMail(db.db, mail(8));
    mailQueued();
    await new Promise((r) => setTimeout(r, 200));
    const [, waiting] = await outbox();
    expect(waiting?.sentAt).toBeNull();
    expect(sent).toHaveLength(1);
    const rows = await db.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'r7@example.it'));
    expect(rows[0]?.sentAt).toBeInstanceOf(Date);
  });
});
