// One feature flag as a labelled switch with its one-line description.
import * as Switch from '@radix-ui/react-switch';
import type { FeatureFlag } from '@warden/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface FeatureFlagSwitchProps {
  flag: FeatureFlag;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function FeatureFlagSwitch({ flag, checked, onCheckedChange, disabled }: FeatureFlagSwitchProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <li className="feature-flag">
      <div className="feature-flag__text">
        <label htmlFor={id} className="feature-flag__name">
          {t(`settings.flags.${flag}.name`)}
        </label>
        <p id={`${id}-description`} className="feature-flag__description">
          {t(`settings.flags.${flag}.description`)}
        </p>
      </div>
      <Switch.Root
        id={id}
        className="switch"
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={`${id}-description`}
      >
        <Switch.Thumb className="switch__thumb" />
      </Switch.Root>
    </li>
  );
}
