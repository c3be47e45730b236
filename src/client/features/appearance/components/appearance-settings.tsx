import { Dialog, DialogContent } from '@client/components/ui/dialog';
import { Monitor, Moon, Sun } from '@client/components/ui/icons';
import { useAppearance } from '@client/features/appearance/hooks/use-appearance';
import {
  type TextSize,
  type ThemeChoice,
  textSizeChoices,
  textSizes,
  themeChoices,
} from '@shared/domain/appearance';

const themeLabels: Record<ThemeChoice, { label: string; icon: typeof Sun }> = {
  system: { label: 'System', icon: Monitor },
  light: { label: 'Light', icon: Sun },
  dark: { label: 'Dark', icon: Moon },
};

const optionClass =
  'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 font-semibold text-stone-900 hover:bg-green-50 has-[:checked]:border-green-800 has-[:checked]:bg-green-100 has-[:checked]:text-green-950 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-green-800';

function Choices<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string; icon?: typeof Sun }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-bold text-green-950">{legend}</legend>
      <div className="grid grid-cols-3 gap-2">
        {options.map((option) => (
          <label key={option.value} className={optionClass}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.icon && <option.icon className="h-4 w-4 shrink-0" aria-hidden />}
            <span className="min-w-0 break-words">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Theme (System / Light / Dark) and text size, remembered on this device. */
export function AppearanceSettings() {
  const { theme, textSize, resolvedTheme, setTheme, setTextSize } = useAppearance();
  return (
    <div className="space-y-5">
      <Choices
        legend="Theme"
        name="theme"
        value={theme}
        onChange={setTheme}
        options={themeChoices.map((value) => ({ value, ...themeLabels[value] }))}
      />
      {theme === 'system' && (
        <p className="-mt-3 text-sm text-stone-700">
          Following your device: {resolvedTheme === 'dark' ? 'dark' : 'light'} right now.
        </p>
      )}
      <Choices<TextSize>
        legend="Text size"
        name="text-size"
        value={textSize}
        onChange={setTextSize}
        options={textSizeChoices.map((value) => ({ value, label: textSizes[value].label }))}
      />
      <p className="text-sm text-stone-700">Saved on this device.</p>
    </div>
  );
}

/** The appearance settings in a dialog (loaded when the reader first opens it). */
export function AppearanceDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Appearance" description="Light or dark, and how large the text is.">
        <AppearanceSettings />
      </DialogContent>
    </Dialog>
  );
}
