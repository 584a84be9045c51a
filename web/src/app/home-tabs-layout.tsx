import { Outlet } from 'react-router';
import { TabBar } from './tab-bar';
import styles from './home-tabs-layout.module.css';

/** The home tab container: Subjects, Board, Start (history), Profile; content clears the tab bar. */
export function HomeTabsLayout() {
  return (
    <div className={styles.layout}>
      <Outlet />
      <TabBar />
    </div>
  );
}
