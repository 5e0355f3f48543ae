import { BannersQuery } from '@spesa/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/reply';
import { parse } from '../../http/validate';
import type { ModuleOptions } from '../routes';
import { createBannerService } from './banner-service';
import { SVG_HEADERS } from './svg-text';

const BannerFile = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,80}\.svg$/) });

/** CMS content: the home page banners and their pictures. */
export async function contentRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const banners = createBannerService(opts.db);

  app.get('/cms/banners', async (request) => {
    const query = parse(BannersQuery, request.query);
    return ok(await banners.list(query));
  });

  app.get('/images/banners/:file', async (request, reply) => {
    const file = BannerFile.safeParse(request.params);
    // A malformed name is just a picture that does not exist.
    if (!file.success) throw new AppError('NOT_FOUND');
    const svg = await banners.image(file.data.file.slice(0, -'.svg'.length));
    return reply.headers(SVG_HEADERS).send(svg);
  });
}
