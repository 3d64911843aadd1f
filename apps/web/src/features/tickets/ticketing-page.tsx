// /ticketing/*: the help desk's own routes under one splat: the list, a ticket, the create form and
// the boards.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
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
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
