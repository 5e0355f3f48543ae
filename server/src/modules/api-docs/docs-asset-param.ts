import { z } from 'zod';

/** The files of the reference page under /cli/docs/. */
export const DocsAssetParam = z.object({
  asset: z.enum(['swagger-ui.css', 'swagger-ui-bundle.js', 'docs-init.js']),
});
