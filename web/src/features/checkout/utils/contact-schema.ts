import { FreezeRequest, type User } from '@spesa/contracts';
import { z } from 'zod';
import { cardRefusal } from './card-refusal';

/**
 * Spec 5, checkout data: the contact fields with the rules cart/freeze applies, plus the two
 * switches of the screen. The billing address is a radio value ('' for none) checked
 * against the customer's addresses on submit.
 */
export const contactSchema = FreezeRequest.pick({
  profileEmail: true,
  profileMobilePhone: true,
  firstName: true,
  lastName: true,
  profileCard: true,
  notes: true,
  integrationNotes: true,
}).extend({
  withIntegrationNotes: z.boolean(),
  invoice: z.boolean(),
  billingAddressId: z.string(),
});
export type ContactFormValues = z.input<typeof contactSchema>;
export type ContactFormOutput = z.output<typeof contactSchema>;

/**
 * The schema of one customer's form: with the loyalty card field, the card must be their own
 * and enabled, checked on blur like the format (spec 5, validation on blur; issue 27.11)
 * rather than on submit.
 */
export function contactSchemaFor(user: User, withCard: boolean) {
  if (!withCard) return contactSchema;
  return contactSchema.extend({
    profileCard: contactSchema.shape.profileCard.superRefine((typed, ctx) => {
      const refusal = cardRefusal(user, typed);
      if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
    }),
  });
}
