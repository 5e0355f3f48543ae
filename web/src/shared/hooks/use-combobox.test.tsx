import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCombobox, type ComboboxOptions } from './use-combobox';

const fruit = ['Mela', 'Pera', 'Uva'];

type Extra = Omit<ComboboxOptions<string>, 'items' | 'optionId' | 'onChoose'>;

function Box({ onChoose, extra = {} }: { onChoose: (item: string) => void; extra?: Extra }) {
  const [text, setText] = useState('');
  const combobox = useCombobox();
  const optionId = (index: number) => `fruit-${index}`;
  const list = combobox.withItems({ items: fruit, optionId, onChoose, ...extra });
  return (
    <>
      <input
        aria-label="Frutta"
        value={text}
        {...list.ariaProps('fruit-list')}
        onChange={(event) => {
          setText(event.target.value);
          combobox.typed();
        }}
        onKeyDown={list.onKeyDown}
        onFocus={combobox.show}
        onBlur={combobox.close}
      />
      <ul id="fruit-list" role="listbox" aria-label="Frutta" hidden={!list.expanded}>
        {list.expanded
          ? fruit.map((name, index) => (
              <li
                key={name}
                id={optionId(index)}
                role="option"
                aria-selected={index === list.activeIndex}
              >
                {name}
              </li>
            ))
          : null}
      </ul>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Frutta' });

describe('useCombobox', () => {
  it('moves with Down and Up (wrapping), names the active option, chooses it with Enter', async () => {
    const onChoose = vi.fn();
    const user = userEvent.setup();
    render(<Box onChoose={onChoose} />);
    await user.click(box());
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', 'fruit-2');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', 'fruit-0');
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith('Mela');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and forgets the active option; Down opens again on the first', async () => {
    const user = userEvent.setup();
    render(<Box onChoose={vi.fn()} />);
    await user.click(box());
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', 'fruit-0');
  });

  it('reopens on the first option for Up too when asked (the address pickers)', async () => {
    const user = userEvent.setup();
    render(<Box onChoose={vi.fn()} extra={{ reopenAtFirst: true }} />);
    await user.click(box());
    await user.keyboard('{Escape}{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', 'fruit-0');
  });

  it('leaves Enter without an active option to the form unless told what it does', () => {
    const { unmount } = render(<Box onChoose={vi.fn()} />);
    expect(fireEvent.keyDown(box(), { key: 'Enter' })).toBe(true);
    unmount();
    const onEnter = vi.fn();
    render(<Box onChoose={vi.fn()} extra={{ onEnterWithoutOption: onEnter }} />);
    expect(fireEvent.keyDown(box(), { key: 'Enter' })).toBe(false);
    expect(onEnter).toHaveBeenCalledOnce();
  });

  it('clears on Escape once closed, and keeps that Escape from a dialog only when asked', () => {
    const onClear = vi.fn();
    const outside = vi.fn();
    const { unmount } = render(
      <div onKeyDown={outside}>
        <Box onChoose={vi.fn()} extra={{ onEscapeClosed: onClear }} />
      </div>,
    );
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(onClear).toHaveBeenCalledOnce();
    expect(outside).toHaveBeenCalledOnce();
    unmount();

    render(
      <div onKeyDown={outside}>
        <Box onChoose={vi.fn()} extra={{ onEscapeClosed: onClear, containEscape: true }} />
      </div>,
    );
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(onClear).toHaveBeenCalledTimes(2);
    expect(outside).toHaveBeenCalledOnce();
  });

  it('leaves Escape alone when the list is closed and there is nothing to clear', () => {
    render(<Box onChoose={vi.fn()} />);
    expect(fireEvent.keyDown(box(), { key: 'Escape' })).toBe(true);
  });
});
