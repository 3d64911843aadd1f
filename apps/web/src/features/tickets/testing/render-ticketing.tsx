// Renders the ticketing pages under their real routes, in the signed-in shell, at a chosen address.
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { TicketingPage } from '../ticketing-page.tsx';

function ShowLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderTicketing(path = '/ticketing') {
  return renderInShell(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/ticketing/*" element={<TicketingPage />} />
        <Route path="*" element={null} />
      </Routes>
      <ShowLocation />
    </MemoryRouter>,
  );
}
