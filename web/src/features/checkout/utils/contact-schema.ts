import { FreezeRequest } from '@spesa/contracts';
import { z } from 'zod';

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
