import {
  DeliveryModeConfiguration,
  DeliveryModeParam,
  ThresholdFee,
  ThresholdFeeQuery,
} from '@spesa/contracts';
import { ok } from '../../http/reply';
import type { ModuleOptions } from '../module-options';
import { allowedPaymentModes } from './payment-modes';
import { findThresholdFee } from './store-fees-repository';
import { parsed, type RouteApp } from '../../http/route-schema';

/** Store rules, not customer data: public like the store lookups. */
export async function cartConfigRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db, config } = opts;

  app.get(
    '/ecommerce/thresholdFee',
    {
      schema: {
        tag: 'Configuration',
        summary: 'Fee thresholds of a store and mode',
        auth: 'public',
        querystring: ThresholdFeeQuery,
        data: ThresholdFee,
      },
    },
    async (request) => {
      return ok(await findThresholdFee(db, parsed(request, 'query')));
    },
  );

  app.get(
    '/ecommerce/configuration/deliveryMode/:mode',
    {
      schema: {
        tag: 'Configuration',
        summary: 'Configuration of a delivery mode',
        auth: 'public',
        params: DeliveryModeParam,
        data: DeliveryModeConfiguration,
      },
    },
    async (request) => {
      const { mode } = parsed(request, 'params');
      const onlineCard = config.paymentProvider !== null;
      return ok({
        id: mode,
        paymentModes: allowedPaymentModes(mode, { onlineCard }),
      } satisfies DeliveryModeConfiguration);
    },
  );
}
