// A TextArea bound to one field of a react-hook-form form, with the field's error beside it.
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextArea, type TextAreaProps } from './text-area.tsx';

export interface FormTextAreaProps<T extends FieldValues>
  extends Omit<TextAreaProps, 'value' | 'onValueChange' | 'name' | 'onBlur'> {
  control: Control<T>;
  name: FieldPath<T>;
}

export function FormTextArea<T extends FieldValues>({ control, name, ...textArea }: FormTextAreaProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextArea
          {...textArea}
          name={field.name}
          value={field.value ?? ''}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
