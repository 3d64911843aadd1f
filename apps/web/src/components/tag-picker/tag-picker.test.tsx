// The tag picker: suggests known tags, creates new ones on the server before choosing them, checks new
// names with the domain's tag-name rule, and shows the spec's 'Error creating tag' and
// 'Error fetching tags'.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tag } from '@warden/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TagPicker, type TagPickerProps } from './tag-picker.tsx';

const tags: Tag[] = [
  { id: 'tagurgent1', name: 'Urgent' },
  { id: 'tagvip0001', name: 'VIP' },
  { id: 'tagvipgold', name: 'VIP gold' },
];

function Harness(props: Partial<TagPickerProps> & { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(props.initial ?? []);
  return (
    <TagPicker
      label="Tags"
      tags={tags}
      value={value}
      onCreate={async (name) => ({ id: 'newtag0001', name })}
      {...props}
      onChange={(ids) => {
        setValue(ids);
        props.onChange?.(ids);
      }}
    />
  );
}

const field = () => screen.getByLabelText('Add a tag');

describe('TagPicker', () => {
  it('suggests the known tags that match and chooses one', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.type(field(), 'vip');
    const suggestions = screen.getByRole('list', { name: 'Matching tags' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['VIP', 'VIP gold']);
    await userEvent.click(within(suggestions).getByRole('button', { name: 'VIP gold' }));
    expect(onChange).toHaveBeenLastCalledWith(['tagvipgold']);
    expect(field()).toHaveValue('');
    expect(
      within(screen.getByRole('list', { name: 'Chosen Tags' })).getByText('VIP gold'),
    ).toBeInTheDocument();
  });

  it('chooses an existing tag when its name is typed and Enter pressed, and removes a chosen one', async () => {
    const onCreate = vi.fn();
    const onChange = vi.fn();
    render(<Harness initial={['tagurgent1']} onCreate={onCreate} onChange={onChange} />);
    await userEvent.type(field(), 'vip{Enter}');
    expect(onCreate).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith(['tagurgent1', 'tagvip0001']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag Urgent' }));
    expect(onChange).toHaveBeenLastCalledWith(['tagvip0001']);
  });

  it('creates a new tag on the server first, then chooses it', async () => {
    const onCreate = vi.fn(async (name: string) => ({ id: 'newtag0001', name }));
    const onChange = vi.fn();
    render(<Harness onCreate={onCreate} onChange={onChange} />);
    await userEvent.type(field(), '  Printer ');
    await userEvent.click(screen.getByRole('button', { name: 'Create tag "Printer"' }));
    expect(onCreate).toHaveBeenCalledWith('Printer');
    expect(onChange).toHaveBeenLastCalledWith(['newtag0001']);
  });

  it("refuses a name the tag-name rule refuses, with the rule's message", async () => {
    const onCreate = vi.fn();
    render(<Harness onCreate={onCreate} />);
    await userEvent.type(field(), 'printer, scanner{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A tag name must not contain commas');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field());
    await userEvent.type(field(), `${'x'.repeat(51)}{Enter}`);
    expect(screen.getByRole('alert')).toHaveTextContent('A tag name has at most 50 characters');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("shows 'Error creating tag' when the server refuses", async () => {
    const onChange = vi.fn();
    render(<Harness onCreate={() => Promise.reject(new Error('boom'))} onChange={onChange} />);
    await userEvent.type(field(), 'Printer{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error creating tag');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows 'Error fetching tags' when the tags could not be listed", () => {
    render(<Harness loadFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching tags');
  });
});
