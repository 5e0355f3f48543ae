import type { FastifyInstance } from 'fastify';
import {
  DeliveryModeParam,
  ThresholdFeeQuery,
  type DeliveryModeConfiguration,
} from '@spesa/contracts';
import { ok } from '../../http/reply';
import { parse } from '../../http/validate';
import type { ModuleOptions } from '../module-options';
import { allowedPaymentModes } from './payment-modes';
import { findThresholdFee } from './store-fees-repository';

/** Store rules, not customer data: public like the store lookups. */
export async function cartConfigRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db, config } = opts;

  app.get('/ecommerce/thresholdFee', async (request) => {
    return ok(await findThresholdFee(db, parse(ThresholdFeeQuery, request.query)));
  });

  app.get('/ecommerce/configuration/deliveryMode/:mode', async (request) => {
    const { mode } = parse(DeliveryModeParam, request.params);
    const onlineCard = config.paymentProvider !== null;
    return ok({
      id: mode,
      paymentModes: allowedPaymentModes(mode, { onlineCard }),
    } satisfies DeliveryModeConfiguration);
  });
}
