import type { Tag } from '@spesa/contracts';

export type StripLinkKind = 'offers' | 'branded' | 'tag';

/** One tile of the category strip: where it goes and the navigation state it carries. */
export interface StripLink {
  key: string;
  kind: StripLinkKind;
  label: string;
  /** The product tag a 'tag' tile opens. */
  tagId?: string;
  pathname: '/search' | '/category/tag';
  search: string;
  state:
    | { searchInput: ''; onlyPromotions: true }
    | { searchInput: ''; onlyBranded: true }
    | { tag: string; tagDescription: string; isTag: true };
}

/** 'In offerta', 'A marchio', then one tile per product tag (spec 2). */
export function stripLinks(
  tags: readonly Tag[],
  labels: { offers: string; branded: string },
): StripLink[] {
  return [
    {
      key: 'offers',
      kind: 'offers',
      label: labels.offers,
      pathname: '/search',
      search: '?onlyPromotions=true',
      state: { searchInput: '', onlyPromotions: true },
    },
    {
      key: 'branded',
      kind: 'branded',
      label: labels.branded,
      pathname: '/search',
      search: '?onlyBranded=true',
      state: { searchInput: '', onlyBranded: true },
    },
    ...tags.map((tag) => tagLink(tag)),
  ];
}

export function tagLink(tag: Tag): StripLink {
  return {
    key: `tag-${tag.id}`,
    kind: 'tag',
    label: tag.description,
    tagId: tag.id,
    pathname: '/category/tag',
    search: `?${new URLSearchParams({ tag: tag.id }).toString()}`,
    state: { tag: tag.id, tagDescription: tag.description, isTag: true },
  };
}
