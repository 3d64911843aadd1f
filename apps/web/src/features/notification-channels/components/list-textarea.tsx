// A text area that edits a list of strings, one per line, for a form field holding an array. What
// is typed is kept as typed; the form gets the non-empty lines.
import { useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import type { FieldControlProps } from '../../../components/form-field/form-field.tsx';

export interface ListTextareaProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  field: FieldControlProps;
  rows?: number;
}

export function ListTextarea<T extends FieldValues>({
  control,
  name,
  field,
  rows = 4,
}: ListTextareaProps<T>) {
  const { field: list } = useController({ control, name });
  const [text, setText] = useState(() => ((list.value as string[] | undefined) ?? []).join('\n'));
  return (
    <textarea
      {...field}
      ref={list.ref}
      name={list.name}
      rows={rows}
      value={text}
      onBlur={list.onBlur}
      onChange={(event) => {
        setText(event.target.value);
        list.onChange(
          event.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}
