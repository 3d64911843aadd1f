// /ticketing/*: the help desk's own routes under one splat: the list, a ticket, the create form and
// the boards; any other path under it opens the list.
import { Navigate, Route, Routes } from 'react-router-dom';
import { BoardPage } from './board-page.tsx';
import { TicketingDisabledNotice } from './components/ticketing-disabled-notice.tsx';
import { TicketCreatePage } from './ticket-create-page.tsx';
import { TicketListPage } from './ticket-list-page.tsx';
import { TicketPage } from './ticket-page.tsx';
import './tickets.css';

export function TicketingPage() {
  return (
    <>
      <TicketingDisabledNotice />
      <Routes>
        <Route index element={<TicketListPage />} />
        <Route path="create" element={<TicketCreatePage />} />
        <Route path="ticket/:id" element={<TicketPage />} />
        <Route path="board/:id" element={<BoardPage />} />
        {/* The route table gives the help desk every path under /ticketing: an unknown one is the list. */}
        <Route path="*" element={<Navigate to="/ticketing" replace />} />
      </Routes>
    </>
  );
}
