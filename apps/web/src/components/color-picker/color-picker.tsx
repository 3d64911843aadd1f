// The colour panel of the editor's text and background colour buttons (spec 001): a saturation and
// brightness square, a hue slider, the preset swatches, a preview bar and a 'Hex' field. The panel
// keeps its own hue so that dragging through greys or black does not lose it.
import { isHexColor, PRESET_COLORS, richTextLimits } from '@warden/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Hsv, hexToHsv, hsvToHex, toHexColor } from './color-convert.ts';
import { SaturationSquare } from './saturation-square.tsx';
import './color-picker.css';

export interface ColorPickerProps {
  /** Any hex or rgb() colour; anything else shows the default colour. */
  color: string;
  onChange: (hex: string) => void;
}

const { widthPx, squareHeightPx, defaultColor } = richTextLimits.colorPicker;

export function ColorPicker({ color, onChange }: ColorPickerProps) {
  const { t } = useTranslation('richText');
  const hexId = useId();
  const given = toHexColor(color) ?? defaultColor;
  const [hsv, setHsv] = useState<Hsv>(() => hexToHsv(given));
  const [text, setText] = useState(given);
  const [seen, setSeen] = useState(given);
  // A colour set from outside (another selection) replaces the panel's; our own echo does not.
  if (given !== seen) {
    setSeen(given);
    if (given !== hsvToHex(hsv)) {
      setHsv(hexToHsv(given));
      setText(given);
    }
  }
  const shown = hsvToHex(hsv);

  function apply(next: Hsv) {
    const hex = hsvToHex(next);
    setHsv(next);
    setText(hex);
    onChange(hex);
  }

  function applyHex(hex: string) {
    setHsv(hexToHsv(hex));
    setText(hex);
    onChange(hex);
  }

  function onHexInput(value: string) {
    setText(value);
    // Half-typed values stay in the field only; the colour changes once all six digits are there.
    if (isHexColor(value)) {
      setHsv(hexToHsv(value));
      onChange(value.toLowerCase());
    }
  }

  return (
    <div className="color-picker" style={{ width: widthPx }}>
      <SaturationSquare
        hue={hsv.h}
        saturation={hsv.s}
        value={hsv.v}
        heightPx={squareHeightPx}
        label={t('colorPicker.square')}
        valueText={t('colorPicker.squareValue', {
          saturation: Math.round(hsv.s * 100),
          brightness: Math.round(hsv.v * 100),
        })}
        onMove={({ s, v }) => apply({ h: hsv.h, s, v })}
      />
      <input
        type="range"
        className="color-picker__hue"
        aria-label={t('colorPicker.hue')}
        min={0}
        max={359}
        step={1}
        value={Math.round(hsv.h) % 360}
        onChange={(event) => apply({ ...hsv, h: Number(event.target.value) })}
      />
      <fieldset className="color-picker__presets" aria-label={t('colorPicker.presets')}>
        {PRESET_COLORS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="color-picker__swatch"
            style={{ backgroundColor: preset }}
            aria-label={preset}
            title={preset}
            aria-pressed={preset.toLowerCase() === shown}
            onClick={() => applyHex(preset.toLowerCase())}
          />
        ))}
      </fieldset>
      <div className="color-picker__preview" style={{ backgroundColor: shown }} aria-hidden="true" />
      <div className="color-picker__hex">
        <label htmlFor={hexId}>{t('colorPicker.hex')}</label>
        <input
          id={hexId}
          type="text"
          value={text}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={!isHexColor(text)}
          onChange={(event) => onHexInput(event.target.value)}
        />
      </div>
    </div>
  );
}
