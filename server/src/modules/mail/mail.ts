import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { enqueue } from '../../jobs/enqueue';
import { MAIL_SEND } from '../../jobs/queues';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A mail as its outbox row stores it. */
const outboxRow = (mail: Mail) => ({
  recipient: mail.to,
  subject: mail.subject,
  textBody: mail.text,
  htmlBody: mail.html,
});

/**
 * Queues a mail in the caller's transaction: it exists only if what it announces was saved.
 * The outbox row is the record of what is to be sent; the `mail-send` job, added in the same
 * transaction, sends it over SMTP (when configured) after commit.
 */
export async function queueMail(db: DbOrTx, mail: Mail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values(outboxRow(mail))
    .returning({ id: mailOutbox.id });
  await enqueue(db, MAIL_SEND, { mailId: row!.id });
  return row!.id;
}

/**
 * Queues the one mail of an event (`eventKey`, e.g. 'order:42:confirmed') in the caller's
 * transaction. The outbox's unique index on the key decides: a second write of the same
 * event (a retried or doubled transition, another process) inserts nothing and adds no job,
 * and one still uncommitted elsewhere makes this wait for it. Null when the mail was there.
 */
export async function queueMailOnce(
  db: DbOrTx,
  eventKey: string,
  mail: Mail,
): Promise<number | null> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...outboxRow(mail), eventKey })
    .onConflictDoNothing({ target: mailOutbox.eventKey })
    .returning({ id: mailOutbox.id });
  if (!row) return null;
  await enqueue(db, MAIL_SEND, { mailId: row.id });
  return row.id;
}
