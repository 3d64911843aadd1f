import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it('is a polite status named by its label, with the drawing hidden from assistive technology', () => {
    const { container } = render(<Spinner label="Loading devices" size={32} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading devices');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveClass('spinner');
    expect(status).not.toHaveClass('spinner--page');
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '32');
  });

  it('fills the page when asked', () => {
    render(<Spinner label="Loading" fullPage />);
    expect(screen.getByRole('status')).toHaveClass('spinner', 'spinner--page');
  });
});
