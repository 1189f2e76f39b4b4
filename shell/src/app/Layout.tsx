import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from 'shared-client';
import { useHydrated } from 'shared-ui';
import { LeftNav } from '../navigation/LeftNav';
import { BottomNav } from '../navigation/BottomNav';
import { MobileHomeHeader } from '../navigation/MobileHomeHeader';
import { TopBar } from '../navigation/TopBar';
import { logOut } from '../session/session-actions';
import { VisitorExperience } from './lazy-pages';
import * as styles from './Layout.module.css';

/** The page frame: left and bottom navigation when logged in, the top bar when logged out. */
export function Layout({ children }: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A visitor past a limit: the content wall covers the page, blurred and inert behind it.
  const [walled, setWalled] = useState(false);
  const [messagesWallOpen, setMessagesWallOpen] = useState(false);
  // The visitor's prompts and walls read the window: drawn after the server's markup is taken on
  // (docs/performance.md#the-first-screen-is-rendered-on-the-server).
  const hydrated = useHydrated();
  if (session.status !== 'authenticated') {
    return (
      <div className={styles.anonymous}>
        <TopBar onMessages={() => setMessagesWallOpen(true)} />
        <div className={walled ? styles.anonymousMainWalled : styles.anonymousMain} inert={walled}>
          {children}
        </div>
        {session.status === 'anonymous' && hydrated && (
          <VisitorExperience
            onWalledChange={setWalled}
            messagesWallOpen={messagesWallOpen}
            onCloseMessagesWall={() => setMessagesWallOpen(false)}
          />
        )}
      </div>
    );
  }
  const handleLogout = async (): Promise<void> => {
    await logOut();
    navigate('/', { replace: true });
  };
  return (
    <div className={styles.app}>
      <LeftNav viewer={session.viewer} onLogout={() => void handleLogout()} />
      <div className={styles.main}>
        {pathname === '/' ? <MobileHomeHeader viewer={session.viewer} /> : null}
        {children}
      </div>
      <BottomNav viewer={session.viewer} />
    </div>
  );
}
