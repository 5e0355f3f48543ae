import { type Banner, type BannersQuery, replyId } from '@spesa/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { bannerByImageKey, currentBanners, type BannerRecord } from './banner-repository';
import { bannerSvg } from './banner-svg';

export function bannerImageUrl(imageKey: string): string {
  return `/cli/images/banners/${encodeURIComponent(imageKey)}.webp`;
}

export function toBanner(record: BannerRecord): Banner {
  return {
    id: replyId(record.id),
    imageUrl: bannerImageUrl(record.imageKey),
    title: record.title,
    link: record.link,
  };
}

export function createBannerService(db: Db, clock: () => Date = () => new Date()) {
  return {
    async list(query: BannersQuery): Promise<Banner[]> {
      const rows = await currentBanners(db, query.category, query.storeId, clock());
      return rows.map(toBanner);
    },

    async image(imageKey: string): Promise<string> {
      const banner = await bannerByImageKey(db, imageKey);
      if (!banner) throw new AppError('NOT_FOUND');
      return bannerSvg(banner.title, banner.imageKey);
    },
  };
}
