import { describe, expect, it } from 'vitest';
import { isSafeAppPath, isSafeBannerLink } from './links';
import { StoreBannerInput } from './store-setup';

const UNSAFE = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/ /evil.example',
  'https:/\\evil.example',
  'https:\\\\evil.example',
  'https://user@evil.example',
  'https://evil.example\\@shop.example',
  'https:evil.example',
  'http://evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,x',
  'evil.example',
  'search',
  '/search?next=//evil.example',
  '',
];

describe('banner links (issue 25, item 10)', () => {
  it('are paths of the shop (one leading slash, no second, no backslash) or plain https', () => {
    for (const link of [
      '/search?onlyPromotions=true',
      '/cart/create',
      '/category/tag?tag=Bio',
      '/',
    ])
      expect(isSafeAppPath(link), link).toBe(true);
    for (const link of [
      'https://www.coop.example/offerte',
      'https://a.it',
      'https://a.it:8443?x=1',
    ])
      expect([isSafeBannerLink(link), isSafeAppPath(link)], link).toEqual([true, false]);
    for (const link of UNSAFE) expect(isSafeBannerLink(link), link).toBe(false);
  });

  it('are refused when staff write one that leaves the shop by a trick', () => {
    for (const link of UNSAFE.filter(Boolean)) {
      const parsed = StoreBannerInput.safeParse({ title: 'Offerte', link });
      expect(parsed.success, link).toBe(false);
    }
    expect(StoreBannerInput.parse({ title: 'Offerte', link: '/stores' }).link).toBe('/stores');
    expect(StoreBannerInput.parse({ title: 'Offerte', link: null }).link).toBeNull();
  });
});
