import { createHash } from 'node:crypto';
import { Dialog, ScrollArea, Select, Theme } from '@radix-ui/themes';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LIBRARY_STYLE_HASHES } from './contentSecurityPolicy';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The text of every `<style>` element on the page. */
const styleTexts = () => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '');

describe('the <style> elements the UI libraries render', () => {
  afterEach(() => {
    for (const style of document.querySelectorAll('style')) style.remove();
  });

  it('are each allowed by a hash of the policy', () => {
    // As in the console's frame, the document itself has no scrollbar: react-remove-scroll-bar's gap is 0.
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: window.innerWidth,
    });
    render(
      <Theme>
        <ScrollArea style={{ height: 100 }}>content</ScrollArea>
        <Select.Root open value="a">
          <Select.Trigger aria-label="Choice" />
          <Select.Content>
            <Select.Item value="a">A</Select.Item>
          </Select.Content>
        </Select.Root>
        <Dialog.Root open>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>Dialog</Dialog.Title>
          </Dialog.Content>
        </Dialog.Root>
      </Theme>,
    );
    const hashes = [...new Set(styleTexts().map(hashOf))];
    // The scroll area's and the select's scrollbar hiding, and the dialog's scroll lock.
    expect(hashes).toHaveLength(3);
    expect([...LIBRARY_STYLE_HASHES].sort()).toEqual(hashes.sort());
  });
});
