import { Banner, BannerPictureQuery, BannersQuery } from '@spesa/contracts';
import { ok } from '../../http/reply';
import type { ModuleOptions } from '../module-options';
import { BANNER_WIDTH } from './banner-svg';
import { createBannerService } from './banner-service';
import { parsePictureFile, PictureFile, sendPicture } from './picture';
import { parsed, type RouteApp } from '../../http/route-schema';
import { z } from 'zod';

/** CMS content: the home page banners and their pictures. */
export async function contentRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const banners = createBannerService(opts.db);

  app.get(
    '/cms/banners',
    {
      schema: {
        tag: 'Content',
        summary: 'Banners',
        auth: 'public',
        querystring: BannersQuery,
        data: z.array(Banner),
      },
    },
    async (request) => {
      const query = parsed(request, 'query');
      return ok(await banners.list(query));
    },
  );

  app.get(
    '/images/banners/:file',
    {
      schema: {
        tag: 'Content',
        summary: 'Banner picture (`{key}.webp` or `.svg`)',
        description: '`w` is the WebP width (200, 400, 800 or 1200; 1200 by default).',
        auth: 'public',
        params: PictureFile,
        querystring: BannerPictureQuery,
        media: 'picture',
      },
    },
    async (request, reply) => {
      // A malformed name is just a picture that does not exist.
      const { name, format } = parsePictureFile(request.params);
      const { w } = parsed(request, 'query');
      const svg = await banners.image(name);
      return sendPicture(reply, { svg, naturalWidth: BANNER_WIDTH, format, width: w });
    },
  );
}
