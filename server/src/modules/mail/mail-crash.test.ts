import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { jobsOf } from '../../jobs/job-rows';
import { MAIL_SEND } from '../../jobs/queues';
import { createTestDb, type TestDb } from '../../testing';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';
import { queueMail } from './mail';

/**
 * Issue 28: a server killed (kill -9) while its mail job is sending loses no mail and sends it
 * no twice: the next server takes the job back once it expires and sends the mail once.
 */

let t: TestDb;
let sink: SmtpSink;
const running: ServerProcess[] = [];

beforeAll(async () => {
  t = await createTestDb();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop()));
  await sink?.close();
  await t?.close();
});

async function start(env: Record<string, string> = {}) {
  const server = await startServerProcess(t.url, {
    SMTP_URL: sink.url,
    SPESA_FAST_JOBS: 'true',
    ...env,
  });
  running.push(server);
  return server;
}

const jobOf = async (mailId: number) =>
  (await jobsOf(t.db, MAIL_SEND)).find((j) => j.data.mailId === mailId);

describe('a server killed while sending a mail', () => {
  it('leaves the mail to the next server, which sends it exactly once', async () => {
    const first = await start({ SPESA_FAULT: 'hang-in-mail-send' });
    // Queued once the queue has its test timings (a job keeps those it was created with).
    const mailId = await queueMail(t.db, {
      to: 'cliente@example.it',
      subject: 'Conferma ordine',
      text: 'Grazie',
      html: '<p>Grazie</p>',
    });
    // Its worker took the job and hangs mid-send (the outbox row locked).
    await vi.waitFor(async () => expect((await jobOf(mailId))?.state).toBe('active'), {
      timeout: 30_000,
      interval: 50,
    });
    await first.kill();
    expect(await first.ended).toBe('SIGKILL');
    expect(sink.messages).toEqual([]);
    const [waiting] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    expect(waiting).toMatchObject({ sentAt: null, error: null });

    await start();
    await vi.waitFor(() => expect(sink.messages).toHaveLength(1), {
      timeout: 60_000,
      interval: 200,
    });
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(sink.messages[0]).toContain('Subject: Conferma ordine');
    await vi.waitFor(async () => expect((await jobOf(mailId))?.state).toBe('completed'), {
      timeout: 10_000,
    });
    // Retries, the sweep and a second worker have had their chance: still one message.
    await new Promise((r) => setTimeout(r, 3000));
    expect(sink.messages).toHaveLength(1);
  }, 240_000);
});
