import { Link } from 'react-router';
import type { StripLink } from '../utils/strip-links';
import { StripIcon } from './strip-icon';
import styles from './tag-tiles.module.css';

/** The product tags as large tiles, each opening its listing on /category/tag. */
export function TagTiles({ links }: { links: StripLink[] }) {
  return (
    <ul className={styles.tiles} role="list">
      {links.map((link) => (
        <li key={link.key}>
          <Link
            className={styles.tile}
            to={{ pathname: link.pathname, search: link.search }}
            state={link.state}
            data-tag={link.tagId}
          >
            <span className={styles.icon}>
              <StripIcon kind={link.kind} tagId={link.tagId} />
            </span>
            <span className={styles.label}>{link.label}</span>
            <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  );
}
