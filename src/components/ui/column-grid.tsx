import { Box, type HTMLChakraProps } from '@chakra-ui/react';

type Breakpoint = 'base' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';
/** How many equal columns, at once or per breakpoint (`{ base: 1, sm: 2 }`). */
export type ColumnCount = number | Partial<Record<Breakpoint, number>>;

const equalColumns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/** The grid-template-columns of `count` equal columns that may shrink below their content, as Chakra's SimpleGrid writes them. */
export const columnTemplate = (count: ColumnCount) =>
  typeof count === 'number' ? equalColumns(count) : Object.fromEntries(Object.entries(count).map(([breakpoint, n]) => [breakpoint, equalColumns(n)]));

export interface ColumnGridProps extends HTMLChakraProps<'div'> {
  columns: ColumnCount;
}

/**
 * Chakra's `SimpleGrid columns`, drawn by a Box: SimpleGrid and the Grid it renders are two chunks
 * of their own on every screen that uses one (~0.6 KB gzip), for one CSS property.
 */
export const ColumnGrid = ({ columns, ...rest }: ColumnGridProps) => <Box display="grid" gridTemplateColumns={columnTemplate(columns)} {...rest} />;
