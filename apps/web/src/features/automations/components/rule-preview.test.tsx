// The rule preview: once the conditions settle into a valid body it asks the server how many tickets
// match and lists the first ten; half-built conditions and response templates ask nothing.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { RulePreview, type RulePreviewProps } from './rule-preview.tsx';

const tickets = Array.from({ length: 10 }, (_, i) => ({ id: 40 - i, summary: `Printer ${40 - i}` }));

function renderPreview(props: RulePreviewProps) {
  return renderInShell(
    <MemoryRouter>
      <RulePreview {...props} />
    </MemoryRouter>,
  );
}

describe('RulePreview', () => {
  it('shows how many tickets match now and links the first ten', async () => {
    const api = mockApi({ 'POST /api/ticketing/automations/preview': { body: { count: 27, tickets } } });
    const conditions: RulePreviewProps['conditions'] = {
      all: [{ field: 'priority', operator: 'equals', value: 'HIGH' }],
      any: [],
    };
    renderPreview({ automationType: 'TIME_BASED', conditions });
    expect(screen.getByRole('region', { name: 'Matching tickets' })).toBeInTheDocument();
    expect(await screen.findByText('27 tickets match now')).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]).toHaveAttribute('href', '/ticketing/ticket/40');
    expect(links[0]).toHaveTextContent('#40 Printer 40');
    expect(api.callsTo('POST', '/api/ticketing/automations/preview').map((c) => c.body)).toEqual([
      { automationType: 'TIME_BASED', conditions },
    ]);
  });

  it('asks nothing while a condition is incomplete', async () => {
    const api = mockApi({});
    renderPreview({
      automationType: 'EVENT_BASED',
      conditions: { all: [{ field: 'priority', operator: 'equals', value: null }], any: [] },
    });
    expect(
      await screen.findByText('Complete the conditions to see which tickets match.'),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('reports a failed call', async () => {
    mockApi({});
    renderPreview({ automationType: 'BOARD', conditions: { all: [], any: [] } });
    expect(await screen.findByText('Error fetching matching tickets')).toBeInTheDocument();
  });

  it('has nothing to show for response templates', () => {
    const api = mockApi({});
    renderPreview({ automationType: 'RESPONSE_TEMPLATE', conditions: undefined });
    expect(screen.queryByRole('region', { name: 'Matching tickets' })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
