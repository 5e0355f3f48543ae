import { asc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { jobsOf } from '../../jobs/job-rows';
import { MAIL_SEND } from '../../jobs/queues';
import { createTestDb, type TestDb } from '../../testing';
import { queueMail } from './mail';
import { MailRetryLater, sendOutboxMail, type MailTransport, type OutgoingMail } from './mail-job';
import { requeueStrandedMails } from './mail-sweep';

let db: TestDb;
const FROM = 'Spesa <no-reply@spesa.test>';
const silent = { warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db?.close());
beforeEach(async () => {
  await db.db.delete(mailOutbox);
});

export function mail(n: number) {
  return {
    to: `r${n}@example.it`,
    subject: `Oggetto ${n}`,
    text: `Testo ${n}`,
    html: `<p>${n}</p>`,
  };
}

/** nodemailer's JSON transport: builds the real message, keeps what it would have sent. */
function jsonTransport() {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const sent: { to: string; subject: string; from: string; messageId: string }[] = [];
  const recording: MailTransport = {
    async sendMail(message: OutgoingMail) {
      const info = await transport.sendMail(message);
      const parsed = JSON.parse(info.message) as {
        to: { address: string }[];
        from: { address: string; name: string };
        subject: string;
        messageId: string;
      };
      sent.push({
        to: parsed.to[0]!.address,
        subject: parsed.subject,
        from: `${parsed.from.name} <${parsed.from.address}>`,
        messageId: parsed.messageId,
      });
      return info;
    },
  };
  return { recording, sent };
}

async function outbox() {
  return db.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
}

describe('the mail-send job', () => {
  it('sends the mail its job names once, marks it sent, and sends nothing on a repeat', async () => {
    const id = await queueMail(db.db, mail(1));
    const { recording, sent } = jsonTransport();
    const sender = { transport: recording, from: FROM, log: silent };
    expect(await sendOutboxMail(db.db, sender, id)).toBe('sent');
    expect(await sendOutboxMail(db.db, sender, id)).toBe('already-done');
    expect(sent).toEqual([
      {
        to: 'r1@example.it',
        subject: 'Oggetto 1',
        from: FROM,
        messageId: expect.stringMatching(new RegExp(`^<outbox-${id}-\\d+@spesa\\.test>$`)),
      },
    ]);
    const [row] = await outbox();
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await sendOutboxMail(db.db, sender, id + 1000)).toBe('gone');
  });

  it('records a refused mail; a temporary failure leaves it waiting for a retry', async () => {
    const refused = await queueMail(db.db, mail(1));
    const later = await queueMail(db.db, mail(3));
    const { recording, sent } = jsonTransport();
    const refusing: MailTransport = {
      async sendMail(message) {
        if (message.to === 'r1@example.it')
          throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
        throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:25'), {
          code: 'ECONNECTION',
        });
      },
    };
    const sender = { transport: refusing, from: FROM, log: silent };
    expect(await sendOutboxMail(db.db, sender, refused)).toBe('refused');
    const attempt = sendOutboxMail(db.db, sender, later);
    await expect(attempt).rejects.toBeInstanceOf(MailRetryLater);
    // The reason the queue records names no host.
    await expect(attempt).rejects.toThrow(/^mail server unavailable \(ECONNECTION\)$/);
    const [first, second] = await outbox();
    expect(first).toMatchObject({ sentAt: null, error: '550 mailbox unavailable' });
    expect(second).toMatchObject({ sentAt: null, error: null });

    // The server is back: the retry sends the waiting mail, the refused one is not retried.
    const back = { transport: recording, from: FROM, log: silent };
    expect(await sendOutboxMail(db.db, back, refused)).toBe('already-done');
    expect(await sendOutboxMail(db.db, back, later)).toBe('sent');
    expect(sent.map((s) => s.to)).toEqual(['r3@example.it']);
  });
});

describe('queueMail', () => {
  it('adds the outbox row and its job in the writing transaction', async () => {
    const before = (await jobsOf(db.db, MAIL_SEND)).length;
    const id = await db.db.transaction((tx) => queueMail(tx, mail(5)));
    const jobs = await jobsOf(db.db, MAIL_SEND);
    expect(jobs).toHaveLength(before + 1);
    expect(jobs.at(-1)).toMatchObject({ state: 'created', data: { mailId: id } });
  });

  it('a rolled-back write leaves neither the mail nor its job', async () => {
    const before = await jobsOf(db.db, MAIL_SEND);
    const rolledBack = new Error('the write failed after queueing its mail');
    await expect(
      db.db.transaction(async (tx) => {
        await queueMail(tx, mail(6));
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await outbox()).toEqual([]);
    expect(await jobsOf(db.db, MAIL_SEND)).toEqual(before);
  });
});

describe('the mail sweep', () => {
  it('gives a new job to a waiting mail that has none, once', async () => {
    const stranded = await queueMail(db.db, mail(8));
    const alive = await queueMail(db.db, mail(9));
    const sent = await queueMail(db.db, mail(10));
    await db.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, sent));
    // The stranded mail's job ran out of retries.
    await db.db.execute(
      `update pgboss.job set state = 'failed' where name = '${MAIL_SEND}' and data ->> 'mailId' = '${stranded}'`,
    );
    expect(await requeueStrandedMails(db.db, 0)).toBe(1);
    expect(await requeueStrandedMails(db.db, 0)).toBe(0);
    const waiting = (await jobsOf(db.db, MAIL_SEND)).filter((j) => j.state === 'created');
    const forMail = (id: number) => waiting.filter((j) => j.data.mailId === id).length;
    expect([forMail(stranded), forMail(alive), forMail(sent)]).toEqual([1, 1, 1]);
    // Recent mails wait for their own job first.
    await db.db.execute(`update pgboss.job set state = 'failed' where name = '${MAIL_SEND}'`);
    expect(await requeueStrandedMails(db.db, 10)).toBe(0);
  });
});
