import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { sdiAdapterFor } from './sdi-adapter';

describe('SdI adapter', () => {
  it('is unconfigured by default: nothing is sent', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.invoices.sdiAdapter).toBe('none');
    expect(sdiAdapterFor(config.invoices.sdiAdapter)).toBeNull();
  });

  it('refuses an adapter it does not know, and a seller partita IVA with a wrong digit', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', INVOICE_SDI_ADAPTER: 'aruba' })).toThrow(
      /INVOICE_SDI_ADAPTER/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', INVOICE_SELLER_VAT: '03512340378' })).toThrow(
      /INVOICE_SELLER_VAT/,
    );
  });
});
