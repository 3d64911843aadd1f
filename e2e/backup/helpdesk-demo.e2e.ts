// The demo's help desk, as a technician finds it after `npm start`: tickets raised by a technician and
// by mail to the inbound listener, the requester's e-mailed reply as a comment, and rules that fired.
import { automationsApi, ticketsApi } from '@warden/domain';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api-as.ts';
import { signIn } from '../support/browser.ts';
import { useDemo } from '../support/demo.ts';

const demo = useDemo();
const MAILED = 'The printer on the second floor jams';

describe("the demo's help desk", () => {
  it('has tickets from a technician and from mail, a reply as a comment, and fired rules', async () => {
    const api = await apiAs(demo.browser.baseUrl, demo.browser.admin);
    const tickets = await api.call(ticketsApi.list, { query: { size: 50 } });
    const mailed = tickets.results.find((t) => t.summary === MAILED);
    expect(mailed?.source).toBe('EMAIL');
    expect(mailed?.priority).toBe('HIGH');
    expect(tickets.results.some((t) => t.source === 'TECHNICIAN' && t.type === 'INCIDENT')).toBe(true);
    const comments = await api.call(ticketsApi.comments, { params: { ticketId: mailed!.id } });
    expect(comments.map((c) => c.author.kind)).toContain('EMAIL');
    const firings = await api.call(automationsApi.ticketFirings, { params: { ticketId: mailed!.id } });
    expect(firings.results.map((f) => f.ruleName)).toEqual(
      expect.arrayContaining(['Acknowledge e-mailed requests', 'Printer trouble is high priority']),
    );

    const { page, admin } = demo.browser;
    await signIn(page, admin.email, admin.password);
    await page.goto(`/ticketing/ticket/${mailed!.id}`);
    const main = page.getByRole('main');
    await main.getByText('It is the LaserJet 4250', { exact: false }).waitFor();
    await main
      .getByRole('region', { name: 'Rule firings' })
      .getByText('Acknowledge e-mailed requests')
      .waitFor();
    expect(demo.browser.pageErrors).toEqual([]);
  });
});
