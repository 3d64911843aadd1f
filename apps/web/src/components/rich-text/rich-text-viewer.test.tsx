import '../test-support/dom-polyfills.ts';
import './rich-text-test-utils.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextViewer } from './rich-text-viewer.tsx';

describe('RichTextViewer', () => {
  it('shows stored rich text read-only, with lists, tables, links and colours', () => {
    const { container } = render(
      <RichTextViewer
        html={
          '<p>Hello <span style="color: #ff0000">red</span> <a href="https://example.com">site</a></p>' +
          '<ul><li>one</li></ul><table><tbody><tr><td>cell</td></tr></tbody></table>'
        }
      />,
    );
    const content = container.querySelector('[contenteditable]');
    expect(content).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.getByText('red')).toHaveStyle({ color: 'rgb(255, 0, 0)' });
    const link = screen.getByRole('link', { name: 'site' });
    expect(link).toHaveAttribute('href', 'https://example.com');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByText('one').closest('li')).not.toBeNull();
    expect(screen.getByText('cell').closest('td')).not.toBeNull();
  });

  it('drops what the allow-list refuses before showing it', () => {
    const { container } = render(
      <RichTextViewer
        html={
          '<p>Safe<script>window.hacked = true</script><a href="javascript:alert(1)">bad</a>' +
          '<span style="background-image: url(https://evil.test/x)">styled</span></p>'
        }
      />,
    );
    expect(container.innerHTML).not.toContain('script');
    expect(container.innerHTML).not.toContain('javascript');
    expect(container.innerHTML).not.toContain('evil.test');
    expect(screen.getByText('bad').closest('a')?.getAttribute('href') ?? 'about:blank').toBe('about:blank');
  });

  it('reads a new text when the HTML changes', () => {
    const { rerender } = render(<RichTextViewer html="<p>first</p>" />);
    expect(screen.getByText('first')).toBeInTheDocument();
    rerender(<RichTextViewer html="<p>second</p>" />);
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(screen.queryByText('first')).not.toBeInTheDocument();
  });
});
