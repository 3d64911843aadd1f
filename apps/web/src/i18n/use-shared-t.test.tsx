// The shared t of row components: the same texts as i18next, options still interpolated, and a
// language change reaching components that use it.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from './index.ts';
import { useSharedT } from './use-shared-t.ts';

function Row() {
  const { t, language } = useSharedT('widgets');
  return (
    <p>
      {t('selection.selectRow')} | {language}
    </p>
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en-us'));
});

describe('useSharedT', () => {
  it('gives the texts i18next gives, with and without options', () => {
    let shared: ReturnType<typeof useSharedT<'backup'>>['t'] | undefined;
    function Probe() {
      shared = useSharedT('backup').t;
      return null;
    }
    render(<Probe />);
    const fixed = i18n.getFixedT('en-us', 'backup');
    expect(shared?.('browser.never')).toBe(fixed('browser.never'));
    expect(shared?.('browser.never')).toBe(fixed('browser.never'));
    expect(shared?.('browser.tableLabel', { name: 'Reports' })).toBe(
      fixed('browser.tableLabel', { name: 'Reports' }),
    );
    expect(shared?.('browser.tableLabel', { name: 'Reports' })).toContain('Reports');
  });

  it('re-renders its users in the new language when the language changes', async () => {
    i18n.addResourceBundle('fr-fr', 'widgets', { selection: { selectRow: 'Sélectionner la ligne' } });
    render(<Row />);
    expect(screen.getByText('Select row | en-us')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr-fr'));
    expect(screen.getByText('Sélectionner la ligne | fr-fr')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en-us'));
    expect(screen.getByText('Select row | en-us')).toBeInTheDocument();
  });
});
