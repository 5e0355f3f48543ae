/** The sandbox acquirer's pages, served by this server under /cli/pay (spec 7). */
export const SANDBOX_BOARDING_PATH = '/cli/pay/sandbox/boarding';
