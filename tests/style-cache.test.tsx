import { Box, Button } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from './render';

const ruleTexts = () => Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText));

describe('the test style sheet', () => {
  it('rests on jsdom leaving `@layer` blocks out of computed styles', () => {
    const style = document.createElement('style');
    style.textContent = '@layer probe { .layered-probe { display: none } } .plain-probe { display: none }';
    document.head.append(style);
    const layered = Object.assign(document.createElement('div'), { className: 'layered-probe' });
    const plain = Object.assign(document.createElement('div'), { className: 'plain-probe' });
    document.body.append(layered, plain);
    try {
      expect(getComputedStyle(plain).display).toBe('none');
      // If this fails, jsdom cascades layers now: take leaveOutLayerBlocks out of tests/style-cache.tsx.
      expect(getComputedStyle(layered).display).toBe('block');
    } finally {
      style.remove();
      layered.remove();
      plain.remove();
    }
  });

  it("keeps a component's plain rules and leaves its recipe's layer out", () => {
    renderWithProviders(
      <Box data-testid="box" display="none">
        <Button>Send</Button>
      </Box>,
    );
    expect(getComputedStyle(screen.getByTestId('box')).display).toBe('none');
    const rules = ruleTexts();
    expect(rules.some((rule) => /display:\s*none/.test(rule))).toBe(true);
    // The provider's layer-order statement (`@layer reset, base, tokens, recipes;`) is not a block.
    expect(rules.filter((rule) => /^@layer[^;{]*\{/.test(rule))).toEqual([]);
  });
});
