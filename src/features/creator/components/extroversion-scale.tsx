import { Box, HStack, Text } from '@chakra-ui/react';
import { ColumnGrid } from '@/components/ui/column-grid';
import { Fieldset } from '@/components/ui/fieldset';
import { RadioGroup } from '@/components/ui/radio-group';
import { useI18nContext } from '@/i18n/i18n-react';
import { extroversionLevels, useLevelName } from './extroversion-levels';


/** The five-point scale Very Shy … Neutral … Very Outgoing, as one radio group. */
export const ExtroversionScale = ({ value, onChange }: { value: number; onChange: (level: number) => void }) => {
  const { LL } = useI18nContext();
  const levelName = useLevelName();
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">{LL.creator.extroversion.label()}</Fieldset.Legend>
      <RadioGroup.Root value={String(value)} onValueChange={({ value: next }) => next && onChange(Number(next))} colorPalette="primary" mt="2">
        <ColumnGrid columns={{ base: 1, sm: 5 }} gap="2">
          {extroversionLevels.map((level) => (
            <RadioGroup.Item
              key={level}
              value={String(level)}
              borderWidth="1px"
              borderRadius="l2"
              px="3"
              py="3"
              borderColor={value === level ? 'primary.solid' : 'border'}
              bg={value === level ? 'primary.subtle' : undefined}
              cursor="pointer"
            >
              <RadioGroup.ItemHiddenInput />
              <HStack gap="2" w="full">
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText fontSize="sm">{levelName(level)}</RadioGroup.ItemText>
              </HStack>
            </RadioGroup.Item>
          ))}
        </ColumnGrid>
      </RadioGroup.Root>
      <Box mt="3" aria-hidden="true" display={{ base: 'none', sm: 'block' }}>
        <Box h="2" borderRadius="full" bgGradient="to-r" gradientFrom="blue.300" gradientTo="orange.300" />
        <HStack justify="space-between" mt="1">
          <Text fontSize="xs" color="fg.muted">
            {levelName(1)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {levelName(3)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {levelName(5)}
          </Text>
        </HStack>
      </Box>
    </Fieldset.Root>
  );
};
