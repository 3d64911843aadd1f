// A checkbox per permission, each under its label (never the permission's identifier).
import { type Permission, permissions } from '@warden/domain';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { usePermissionLabel } from '../../../components/error-message/use-error-message.ts';

export interface PermissionChecklistProps {
  value: Permission[];
  onChange: (value: Permission[]) => void;
  readOnly?: boolean;
}

export function PermissionChecklist({ value, onChange, readOnly = false }: PermissionChecklistProps) {
  const label = usePermissionLabel();
  const granted = new Set(value);
  const toggle = (permission: Permission, on: boolean) =>
    // Kept in the domain's order so saved roles compare equal however they were ticked.
    onChange(permissions.filter((p) => (p === permission ? on : granted.has(p))));
  return (
    <ul className="permission-checklist">
      {permissions.map((permission) => (
        <li key={permission}>
          <Checkbox
            label={label(permission)}
            checked={granted.has(permission)}
            disabled={readOnly}
            onCheckedChange={(on) => toggle(permission, on)}
          />
        </li>
      ))}
    </ul>
  );
}
