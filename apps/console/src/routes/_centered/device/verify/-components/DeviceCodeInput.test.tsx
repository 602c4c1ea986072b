import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInTheme } from '~/test/render';
import { DeviceCodeInput, emptyDeviceCode } from './DeviceCodeInput';

function Harness() {
  const [value, setValue] = useState(emptyDeviceCode);
  return <DeviceCodeInput value={value} onChange={setValue} />;
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const code = () =>
  boxes()
    .map((box) => box.value || '_')
    .join('');

describe('DeviceCodeInput', () => {
  it('has 8 labelled boxes with a dash after the fourth (index 3)', () => {
    renderInTheme(<Harness />);
    expect(boxes()).toHaveLength(8);
    expect(boxes()[0]).toHaveAccessibleName('Character 1 of 8');
    const dash = screen.getByText('-');
    expect(dash.previousElementSibling).toBe(boxes()[3]);
    expect(dash.nextElementSibling).toBe(boxes()[4]);
  });

  it('takes one letter per box, upper-cased, moving on, and drops anything else', async () => {
    renderInTheme(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('a1b-c d');
    expect(code()).toBe('ABCD____');
    expect(boxes()[4]).toHaveFocus();
  });

  it('replaces the letter of a box that already holds one', async () => {
    renderInTheme(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('ab');
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('z');
    expect(code()).toBe('ZB______');
  });

  it('retypes a whole code over one that holds the same letters in places', async () => {
    renderInTheme(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('BVKLGVVC');
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('FVKLGVVC');
    expect(code()).toBe('FVKLGVVC');
  });

  it('fills the boxes with only the letters of a paste', async () => {
    renderInTheme(<Harness />);
    await userEvent.click(boxes()[2]!);
    await userEvent.paste('wxyz-1bcd\n');
    expect(code()).toBe('WXYZBCD_');
    expect(boxes()[7]).toHaveFocus();
  });

  it('on Backspace in an empty box clears the previous box and moves there', async () => {
    renderInTheme(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('abc');
    expect(boxes()[3]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(code()).toBe('AB______');
    expect(boxes()[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(code()).toBe('A_______');
    expect(boxes()[1]).toHaveFocus();
  });

  it('clears a filled box on Backspace and stays there', async () => {
    renderInTheme(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('ab');
    await userEvent.click(boxes()[1]!);
    fireEvent.change(boxes()[1]!, { target: { value: '' } });
    expect(code()).toBe('A_______');
    expect(boxes()[1]).toHaveFocus();
  });
});
