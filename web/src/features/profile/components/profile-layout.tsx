import { useId, useState, type ReactNode } from 'react';
import { useUserStore } from '@/shared/state/user-store';
import { ProfileGuest } from './profile-guest';
import { ProfileMenu } from './profile-menu';
import styles from './profile-layout.module.css';

export interface ProfileLayoutProps {
  /** The screen's heading, also naming its region. */
  title: string;
  children: ReactNode;
}

/**
 * The frame of every profile screen (spec 2, profile area): the side menu beside the content.
 * A guest gets the login popup and an explanation instead: the children, and so their data
 * calls, never mount without a user.
 */
export function ProfileLayout({ title, children }: ProfileLayoutProps) {
  const headingId = useId();
  const loggedIn = useUserStore((state) => state.user !== null);
  // Only a guest arriving here is asked to log in: one who just logged out here is on the way
  // home (logout clears the user while this screen is still shown).
  const [guestOnArrival] = useState(() => useUserStore.getState().user === null);
  return (
    <div className={styles.layout}>
      {loggedIn ? <ProfileMenu /> : null}
      <section className={styles.content} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {loggedIn ? children : <ProfileGuest openLogin={guestOnArrival} />}
      </section>
    </div>
  );
}
