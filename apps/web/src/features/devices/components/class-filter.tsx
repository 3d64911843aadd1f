// Device class filter: any number of classes, chosen with checkboxes in a popover.
import * as Popover from '@radix-ui/react-popover';
import { type NodeClass, nodeClasses } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { useNodeClassName } from './node-class-label.tsx';

export interface ClassFilterProps {
  value: readonly NodeClass[];
  onChange: (classes: NodeClass[]) => void;
}

export function ClassFilter({ value, onChange }: ClassFilterProps) {
  const { t } = useTranslation('devices');
  const className = useNodeClassName();
  const label =
    value.length === 0
      ? t('filters.allClasses')
      : value.length === 1
        ? className(value[0]!)
        : t('filters.classesSelected', { count: value.length });
  const toggle = (nodeClass: NodeClass, checked: boolean) =>
    // Kept in the domain's order so the URL reads the same however the boxes were ticked.
    onChange(nodeClasses.filter((c) => (c === nodeClass ? checked : value.includes(c))));
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button
          type="button"
          className={value.length ? 'button filter-button filter-button--active' : 'button filter-button'}
          aria-label={`${t('filters.class')}: ${label}`}
        >
          {label}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="filter-popover" align="start" sideOffset={4}>
          <fieldset className="class-filter__options">
            <legend className="visually-hidden">{t('filters.class')}</legend>
            {nodeClasses.map((nodeClass) => (
              <Checkbox
                key={nodeClass}
                label={className(nodeClass)}
                checked={value.includes(nodeClass)}
                onCheckedChange={(checked) => toggle(nodeClass, checked)}
              />
            ))}
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
