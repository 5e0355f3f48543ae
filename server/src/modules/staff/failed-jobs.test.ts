import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailedJobs, envelope } from '@spesa/contracts';
import { enqueue } from '../../jobs/enqueue';
import { ACCOUNTS_HOUSEKEEPING, MAIL_SEND } from '../../jobs/queues';
import { buildTestApp, insertTestStaff, staffCookieFor, type TestApp } from '../../testing';

let t: TestApp;
let admin: string;
let operator: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await staffCookieFor(t.db.db, (await insertTestStaff(t.db.db, { role: 'ADMIN' })).id);
  operator = await staffCookieFor(
    t.db.db,
    (await insertTestStaff(t.db.db, { role: 'OPERATOR' })).id,
  );
});
afterAll(() => t?.close());

const list = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/cli/staff/jobs/failed',
    headers: cookie ? { cookie } : {},
  });

/** A job as pg-boss leaves it when its last retry threw `error`. */
async function failedJob(name: typeof MAIL_SEND, error: object, retries: number) {
  const id = await enqueue(t.db.db, name, { mailId: 1 });
  await t.db.db.execute(sql`
    update pgboss.job set state = 'failed', retry_count = ${retries}, completed_on = now(),
      output = ${JSON.stringify(error)}::jsonb
    where id = ${id}::uuid`);
  return id!;
}

describe('GET /cli/staff/jobs/failed', () => {
  it('lists the failed jobs to an administrator: name, attempts, a short reason, when', async () => {
    const id = await failedJob(
      MAIL_SEND,
      {
        name: 'MailRetryLater',
        message: 'mail server unavailable (ECONNECTION)\n    at sendOutboxMail (mail-job.ts:90)',
        stack: 'Error: mail server unavailable\n    at /srv/spesa/server/src/modules/mail',
      },
      10,
    );
    // A job still waiting or one that worked is not listed.
    await enqueue(t.db.db, ACCOUNTS_HOUSEKEEPING, {});
    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    const jobs = envelope(FailedJobs).parse(res.json()).data;
    expect(jobs).toEqual([
      {
        id,
        name: MAIL_SEND,
        attempts: 11,
        lastError: 'mail server unavailable (ECONNECTION)',
        failedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(res.body).not.toContain('/srv/spesa');
  });

  it('cuts a long reason short', async () => {
    await failedJob(MAIL_SEND, { value: { message: 'x'.repeat(1000) } }, 0);
    const jobs = envelope(FailedJobs).parse((await list(admin)).json()).data;
    expect(jobs[0]).toMatchObject({ attempts: 1 });
    expect(jobs[0]!.lastError).toHaveLength(200);
  });

  it('is for administrators only', async () => {
    const asOperator = await list(operator);
    expect(asOperator.statusCode).toBe(403);
    expect(asOperator.json()).toMatchObject({ responseCode: expect.any(Number), data: null });
    expect((await list()).statusCode).toBe(401);
  });
});
