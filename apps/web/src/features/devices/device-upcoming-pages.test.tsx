// The device's Settings tab: served by the route table's pages, it keeps the device header and tabs
// and says what is coming instead of leaving the device page.
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pages } from '../../app/pages.tsx';
import { mockApi } from '../../testing/mock-api.ts';
import { deviceFixture } from './testing/fixtures.ts';
import { renderRoute } from './testing/render-route.tsx';

// The page module loads once, here, rather than inside the first test's wait for its heading.
beforeAll(() => import('./device-upcoming-pages.tsx'));
afterEach(() => vi.unstubAllGlobals());

const cases = [
  {
    pattern: '/deviceDashboard/:id/settings',
    url: '/deviceDashboard/7/settings',
    tab: 'Settings',
    text: /Coming with device settings/,
  },
];

describe('device sections still to come', () => {
  for (const { pattern, url, tab, text } of cases) {
    it(`keeps the device header on ${tab} and says what is coming`, async () => {
      mockApi({ 'GET /api/devices/7': { body: deviceFixture() } });
      const Page = pages[pattern];
      expect(Page).toBeDefined();
      if (!Page) return;
      renderRoute(
        pattern,
        url,
        <Suspense fallback={null}>
          <Page />
        </Suspense>,
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'ACCT-PC-01' })).toBeInTheDocument();
      const tabs = screen.getByRole('navigation', { name: 'Device sections' });
      expect(tabs.querySelector('a.active')).toHaveTextContent(tab);
      const section = screen.getByRole('heading', { level: 2, name: tab }).closest('section')!;
      expect(within(section).getByText(text)).toBeInTheDocument();
    });
  }
});
