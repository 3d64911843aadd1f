// The signed-in frame: top bar, left navigation, the routed page and the help panel.
import { Outlet } from 'react-router-dom';
import { HelpPanel } from '../../features/help/components/help-panel.tsx';
import { HelpPanelProvider } from '../../features/help/help-panel-context.tsx';
import { LeftNav } from './left-nav.tsx';
import { TopBar } from './top-bar.tsx';

export function AppLayout() {
  return (
    <HelpPanelProvider>
      <div className="shell">
        <TopBar />
        <div className="shell__body">
          <LeftNav />
          <main className="shell__main" id="main">
            <Outlet />
          </main>
        </div>
      </div>
      <HelpPanel />
    </HelpPanelProvider>
  );
}
