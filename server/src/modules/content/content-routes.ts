import { BannerPictureQuery, BannersQuery } from '@spesa/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import { parse } from '../../http/validate';
import type { ModuleOptions } from '../module-options';
import { BANNER_WIDTH } from './banner-svg';
import { createBannerService } from './banner-service';
import { parsePictureFile, sendPicture } from './picture';

/** CMS content: the home page banners and their pictures. */
export async function contentRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const banners = createBannerService(opts.db);

  app.get('/cms/banners', async (request) => {
    const query = parse(BannersQuery, request.query);
    return ok(await banners.list(query));
  });

  app.get('/images/banners/:file', async (request, reply) => {
    // A malformed name is just a picture that does not exist.
    const { name, format } = parsePictureFile(request.params);
    const { w } = parse(BannerPictureQuery, request.query);
    const svg = await banners.image(name);
    return sendPicture(reply, { svg, naturalWidth: BANNER_WIDTH, format, width: w });
  });
}
