// Recently opened tickets, newest first, kept in this browser for the list's recent tabs (spec 001 §9:
// at most 10).
import { useState } from 'react';
import { z } from 'zod';

export const RECENT_TABS_MAX = 10;
const KEY = 'warden.tickets.recent';
const stored = z.array(z.number().int().positive()).max(RECENT_TABS_MAX);

function read(): number[] {
  try {
    const parsed = stored.safeParse(JSON.parse(localStorage.getItem(KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Puts a ticket first in the recent list. */
export function rememberTicket(id: number) {
  const next = [id, ...read().filter((existing) => existing !== id)].slice(0, RECENT_TABS_MAX);
  localStorage.setItem(KEY, JSON.stringify(next));
}

export function useRecentTickets() {
  const [ids] = useState(read);
  return { ids };
}
