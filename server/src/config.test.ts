import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** Production needs its public origin; the tests of other settings give one. */
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://spesa.example.it' };

describe('loadConfig', () => {
  it('has defaults for a bare environment', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.host).toBe('0.0.0.0');
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.corsOrigins).toEqual([]);
    expect(c.logLevel).toBe('info');
    expect(c.demoData).toBe(true);
  });

  it('loads no demo data in production unless asked to', () => {
    expect(loadConfig(PRODUCTION).demoData).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('takes test cards outside production only, unless a provider is named', () => {
    expect(loadConfig({}).paymentProvider).toBe('sandbox');
    expect(loadConfig(PRODUCTION).paymentProvider).toBeNull();
    expect(loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe(
      'sandbox',
    );
    expect(loadConfig({ PAYMENT_PROVIDER: 'none' }).paymentProvider).toBeNull();
  });

  it('points mailed links at the listen address by default, never at a request', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '::', PORT: '9000' }).publicOrigin).toBe('http://localhost:9000');
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '8101' }).publicOrigin).toBe(
      'http://127.0.0.1:8101',
    );
    expect(loadConfig({ HOST: '::1', PORT: '8101' }).publicOrigin).toBe('http://[::1]:8101');
  });

  it('refuses to start in production without PUBLIC_ORIGIN, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN: required/);
    expect(loadConfig(PRODUCTION).publicOrigin).toBe('https://spesa.example.it');
  });

  it('hashes passwords at scrypt cost 2^17 unless told otherwise, and never less in production', () => {
    expect(loadConfig({}).passwordHashCost).toBe(17);
    expect(loadConfig({ PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ ...PRODUCTION, PASSWORD_HASH_COST: '16' })).toThrow(
      /PASSWORD_HASH_COST: at least 17 in production/,
    );
    expect(loadConfig({ ...PRODUCTION, PASSWORD_HASH_COST: '18' }).passwordHashCost).toBe(18);
  });

  it('serves the demo mailbox only when OUTBOX_PAGE asks for it, never in production', () => {
    // Off unless set: behind a proxy on the same host every visitor's peer is loopback.
    expect(loadConfig({}).outboxPage).toBeNull();
    expect(loadConfig({ NODE_ENV: 'development' }).outboxPage).toBeNull();
    expect(loadConfig({ OUTBOX_PAGE: 'loopback' }).outboxPage).toBe('loopback');
    expect(loadConfig({ OUTBOX_PAGE: 'everyone' }).outboxPage).toBe('everyone');
    expect(loadConfig({ OUTBOX_PAGE: 'off' }).outboxPage).toBeNull();
    expect(loadConfig(PRODUCTION).outboxPage).toBeNull();
    expect(() => loadConfig({ ...PRODUCTION, OUTBOX_PAGE: 'everyone' })).toThrow(
      /OUTBOX_PAGE: the demo mailbox cannot be served in production/,
    );
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/spesa-data',
      DATABASE_URL: 'postgres://u:p@db:5432/spesa',
      PUBLIC_ORIGIN: 'https://spesa.example.it/',
      CORS_ORIGINS: 'https://a.example.it, https://b.example.it',
      LOG_LEVEL: 'warn',
    });
    expect(c).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/tmp/spesa-data',
      databaseUrl: 'postgres://u:p@db:5432/spesa',
      publicOrigin: 'https://spesa.example.it',
      corsOrigins: ['https://a.example.it', 'https://b.example.it'],
      logLevel: 'warn',
    });
  });

  // Spec 1: the optional features are off by default in a shop's settings.
  it('gives the web app its defaults: features off, OpenStreetMap, e-commerce on', () => {
    expect(loadConfig(PRODUCTION).web).toEqual({
      features: { smartLists: false, savedPayments: false, stateDropdown: false, cartLists: false },
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap contributors',
      storesPageSize: 10,
      defaultStateId: null,
      ecommerce: true,
    });
  });

  // Issue 28: the demo's test cards are on the saved-payments page, which a newcomer's
  // `npm start` (the demo shop) must show; a real shop keeps the spec's default, off.
  it('turns saved payments on for the demo shop unless told otherwise', () => {
    expect(loadConfig({}).web.features.savedPayments).toBe(true);
    expect(loadConfig({ FEATURE_SAVED_PAYMENTS: 'false' }).web.features.savedPayments).toBe(false);
    expect(loadConfig({ DEMO_DATA: 'false' }).web.features.savedPayments).toBe(false);
    expect(loadConfig(PRODUCTION).web.features.savedPayments).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEMO_DATA: 'true' }).web.features.savedPayments).toBe(true);
    expect(
      loadConfig({ ...PRODUCTION, FEATURE_SAVED_PAYMENTS: 'true' }).web.features.savedPayments,
    ).toBe(true);
    // The other optional features stay off in the demo too.
    expect(loadConfig({}).web.features).toMatchObject({
      smartLists: false,
      stateDropdown: false,
      cartLists: false,
    });
  });

  it('reads the web settings', () => {
    const web = loadConfig({
      FEATURE_SMART_LISTS: 'true',
      FEATURE_SAVED_PAYMENTS: 'false',
      FEATURE_STATE_DROPDOWN: 'true',
      FEATURE_CART_LISTS: 'true',
      MAP_TILE_URL: 'https://{s}.tiles.example.it/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '© Example',
      STORES_PAGE_SIZE: '100',
      DEFAULT_STATE_ID: ' 08 ',
      ECOMMERCE_ENABLED: 'false',
    }).web;
    expect(web).toEqual({
      features: { smartLists: true, savedPayments: false, stateDropdown: true, cartLists: true },
      mapTileUrl: 'https://{s}.tiles.example.it/{z}/{x}/{y}.png',
      mapAttribution: '© Example',
      storesPageSize: 100,
      defaultStateId: '08',
      ecommerce: false,
    });
  });

  it("turns MAP_TILE_URL 'none' into a map without tiles, and an empty state id into none", () => {
    const web = loadConfig({ MAP_TILE_URL: 'none', DEFAULT_STATE_ID: '' }).web;
    expect(web.mapTileUrl).toBeNull();
    expect(web.defaultStateId).toBeNull();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ CORS_ORIGINS: 'not an origin' }, 'CORS_ORIGINS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_ORIGIN: 'ftp://x' }, 'PUBLIC_ORIGIN'],
    [{ FEATURE_SMART_LISTS: 'yes' }, 'FEATURE_SMART_LISTS'],
    [{ FEATURE_CART_LISTS: '1' }, 'FEATURE_CART_LISTS'],
    [{ ECOMMERCE_ENABLED: 'TRUE' }, 'ECOMMERCE_ENABLED'],
    [{ MAP_TILE_URL: 'tiles.example.it' }, 'MAP_TILE_URL'],
    [{ MAP_TILE_URL: 'https://tiles.example.it/map.png' }, 'MAP_TILE_URL'],
    [{ STORES_PAGE_SIZE: '0' }, 'STORES_PAGE_SIZE'],
    [{ STORES_PAGE_SIZE: '101' }, 'STORES_PAGE_SIZE'],
    [{ STORES_PAGE_SIZE: '2.5' }, 'STORES_PAGE_SIZE'],
  ])('rejects %o with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });
});
