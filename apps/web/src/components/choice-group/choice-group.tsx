// One row of buttons of which one is chosen: filter chips, sort switches, tabs over a panel,
// a player's speed menu, a colour swatch row. The caller gives the values, the chosen one and
// how each is named; the group draws the buttons with the right role and state for assistive
// technology (a radio group, a tab list, a menu of radio items, or plain pressed buttons), and
// the classes the caller's stylesheet draws them with.
import type { CSSProperties, Key, ReactNode } from 'react';

/** How each choice announces itself; the group takes the matching container role. */
export type ChoiceRole = 'radio' | 'tab' | 'menuitemradio' | 'button';

const GROUP_ROLE: Record<ChoiceRole, string | undefined> = {
  radio: 'radiogroup',
  tab: 'tablist',
  menuitemradio: 'menu',
  button: undefined,
};

/** What a caller may add to one button. */
export interface ChoiceExtra {
  'aria-label'?: string;
  style?: CSSProperties;
  [data: `data-${string}`]: string;
}

export interface ChoiceButtonsProps<V> {
  role: ChoiceRole;
  options: readonly V[];
  /** The chosen value; none is chosen when it is not among the options. */
  value: V | undefined;
  onChange: (value: V) => void;
  /** What a button shows; nothing (a swatch) when absent. */
  label?: (value: V) => ReactNode;
  /** Class of every button. */
  choiceClassName?: string;
  /** Added to the chosen button's class; `is-active` unless given. */
  activeClassName?: string;
  /** Per-button extras: an accessible name (a swatch), a style (its colour), data attributes. */
  extra?: (value: V) => ChoiceExtra;
  keyOf?: (value: V) => Key;
}

function stateOf(role: ChoiceRole, on: boolean) {
  if (role === 'tab') return { role, 'aria-selected': on };
  if (role === 'button') return { 'aria-pressed': on };
  return { role, 'aria-checked': on };
}

/** The buttons alone, for a container the caller draws (with more in it than the choices). */
export function ChoiceButtons<V>({
  role,
  options,
  value,
  onChange,
  label,
  choiceClassName,
  activeClassName = 'is-active',
  extra,
  keyOf = String,
}: ChoiceButtonsProps<V>) {
  return options.map((o) => {
    const on = o === value;
    const className = on ? [choiceClassName, activeClassName].filter(Boolean).join(' ') : choiceClassName;
    return (
      <button
        key={keyOf(o)}
        type="button"
        {...stateOf(role, on)}
        {...extra?.(o)}
        className={className || undefined}
        onClick={() => onChange(o)}
      >
        {label?.(o)}
      </button>
    );
  });
}

export interface ChoiceGroupProps<V> extends ChoiceButtonsProps<V> {
  /** Class of the container. */
  className?: string;
  /** Accessible name of the group. */
  ariaLabel?: string;
}

/** The buttons in their container (a radio group, tab list or menu by the role). */
export function ChoiceGroup<V>({ className, ariaLabel, ...buttons }: ChoiceGroupProps<V>) {
  return (
    <div className={className} role={GROUP_ROLE[buttons.role]} aria-label={ariaLabel}>
      <ChoiceButtons {...buttons} />
    </div>
  );
}
