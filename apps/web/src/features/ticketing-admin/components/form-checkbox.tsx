// The shared Checkbox bound to one boolean field of a react-hook-form form.
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';

export interface FormCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hideLabel?: boolean;
  disabled?: boolean;
}

export function FormCheckbox<T extends FieldValues>({ control, name, ...box }: FormCheckboxProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          {...box}
          name={field.name}
          checked={field.value === true}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}
