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

/**
 * Queues a mail in the caller's transaction: it exists only if what it announces was saved.
 * The outbox row is the record of what is to be sent; the `mail-send` job, added in the same
 * transaction, sends it over SMTP (when configured) after commit.
 */
export async function queueMail(db: DbOrTx, mail: Mail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      recipient: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    })
    .returning({ id: mailOutbox.id });
  await enqueue(db, MAIL_SEND, { mailId: row!.id });
  return row!.id;
}
