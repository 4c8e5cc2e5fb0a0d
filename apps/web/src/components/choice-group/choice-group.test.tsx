import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceGroup, type ChoiceRole } from './choice-group';

afterEach(cleanup);

const SIZES = ['s', 'm', 'l'] as const;

describe('ChoiceGroup', () => {
  it.each<[ChoiceRole, string, string, string | null]>([
    ['radio', 'radiogroup', 'aria-checked', 'radio'],
    ['tab', 'tablist', 'aria-selected', 'tab'],
    ['menuitemradio', 'menu', 'aria-checked', 'menuitemradio'],
    ['button', '', 'aria-pressed', null],
  ])('as %s: the container is a %s and the chosen one has %s', (role, group, state, itemRole) => {
    const { container } = render(
      <ChoiceGroup className="g" role={role} options={SIZES} value="m" onChange={() => {}} label={String} />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.getAttribute('role') ?? '').toBe(group);
    const buttons = Array.from(root.querySelectorAll('button'));
    expect(buttons.map((b) => b.textContent)).toEqual(['s', 'm', 'l']);
    expect(buttons.map((b) => b.getAttribute(state))).toEqual(['false', 'true', 'false']);
    expect(buttons[0]?.getAttribute('role')).toBe(itemRole);
  });

  it('draws the chosen one with the active class beside the class of every choice', () => {
    render(
      <ChoiceGroup
        role="tab"
        options={SIZES}
        value="l"
        onChange={() => {}}
        label={String}
        choiceClassName="chip"
        activeClassName="chip--on"
      />,
    );
    expect(screen.getAllByRole('tab').map((b) => b.className)).toEqual(['chip', 'chip', 'chip chip--on']);
  });

  it('chooses nothing when the value is not among the options, and reports a tapped value', () => {
    const onChange = vi.fn();
    render(<ChoiceGroup role="radio" options={SIZES} value={undefined} onChange={onChange} label={String} />);
    expect(screen.getAllByRole('radio').every((b) => b.getAttribute('aria-checked') === 'false')).toBe(true);
    expect(screen.getByRole('radio', { name: 's' }).className).toBe('');
    fireEvent.click(screen.getByRole('radio', { name: 'l' }));
    expect(onChange).toHaveBeenCalledWith('l');
  });

  it('gives each button its extras (a swatch: a name, a colour and a data attribute)', () => {
    render(
      <ChoiceGroup
        role="radio"
        options={['#f00', '#0f0']}
        value="#0f0"
        onChange={() => {}}
        extra={(c) => ({ 'aria-label': c, style: { background: c }, 'data-colour': c })}
      />,
    );
    const green = screen.getByRole('radio', { name: '#0f0' });
    expect(green.dataset.colour).toBe('#0f0');
    expect(green.getAttribute('aria-checked')).toBe('true');
    expect(green.style.background).toBe('rgb(0, 255, 0)');
  });
});
