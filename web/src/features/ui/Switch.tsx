import type { ReactNode } from 'react';
import { useHydrated } from '../../render/renderEnv';

/**
 * An on/off choice: a checkbox in a `.switch` label. Disabled until a drawn page has hydrated: a
 * change made before then would be undone by hydration.
 */
export function Switch({
  checked,
  onChange,
  label,
  className,
  title,
  testId,
}: {
  checked: boolean;
  onChange(on: boolean): void;
  label: ReactNode;
  /** Classes beside `switch`. */
  className?: string;
  title?: string;
  testId?: string;
}) {
  const hydrated = useHydrated();
  return (
    <label className={className ? `switch ${className}` : 'switch'} title={title}>
      <input
        type="checkbox"
        checked={checked}
        disabled={!hydrated}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      <span>{label}</span>
    </label>
  );
}
