import { SimpleGrid } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { ColumnGrid, columnTemplate, type ColumnCount } from './column-grid';

/** Every declaration the page's style sheets give `element`, media queries included, without the class names. */
const declarationsOf = (element: HTMLElement): string[] => {
  const classes = [...element.classList].map((name) => `.${name}`);
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
  const declarations = (rule: CSSRule, media: string): string[] => {
    if (rule instanceof CSSMediaRule) return [...rule.cssRules].flatMap((inner) => declarations(inner, rule.conditionText));
    if (!(rule instanceof CSSStyleRule) || !classes.some((name) => rule.selectorText.includes(name))) return [];
    return [...rule.style].map((property) => `${media} ${property}: ${rule.style.getPropertyValue(property)}`);
  };
  return rules.flatMap((rule) => declarations(rule, '')).sort();
};

describe('ColumnGrid', () => {
  it("writes SimpleGrid's columns", () => {
    expect(columnTemplate(3)).toBe('repeat(3, minmax(0, 1fr))');
    expect(columnTemplate({ base: 1, sm: 2 })).toEqual({ base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))' });
  });

  it.each<ColumnCount>([4, { base: 1, sm: 2, lg: 3 }])('styles an element as SimpleGrid does (%j)', (columns) => {
    renderWithProviders(
      <>
        <SimpleGrid data-testid="chakra" columns={columns} gap="3" />
        <ColumnGrid data-testid="ours" columns={columns} gap="3" />
      </>,
    );
    const chakra = declarationsOf(screen.getByTestId('chakra'));
    expect(chakra.some((d) => d.includes('grid-template-columns'))).toBe(true);
    expect(declarationsOf(screen.getByTestId('ours'))).toEqual(chakra);
  });
});
