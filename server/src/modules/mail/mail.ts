import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Queues a mail in the caller's transaction: it exists only if what it announces was saved.
 * Delivery over SMTP (when configured) happens after commit, from the outbox.
 */
export async function queueMail(db: DbOrTx, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values({
    recipient: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
  });
}
