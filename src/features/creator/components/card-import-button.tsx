import { Box } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useI18nContext } from '@/i18n/i18n-react';
import { maxCardBytes, readCardFile, type CardData } from '../forms/character-card';
import { megabytes } from '../forms/limits';

/**
 * Choose a Character Card JSON file. A file that is not a card gets a clear message and
 * `onCard` is not called, so nothing the creator entered changes.
 */
export const CardImportButton = ({ label, onCard, ...rest }: { label: string; onCard: (card: CardData) => void } & Omit<ButtonProps, 'onClick'>) => {
  const { LL } = useI18nContext();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const result = await readCardFile(file);
    if (!result.ok) {
      setProblem(result.problem === 'tooLarge' ? LL.creator.card.tooLarge({ max: megabytes(maxCardBytes) }) : LL.creator.card[result.problem]());
      return;
    }
    setProblem(null);
    onCard(result.card);
  };
  return (
    <Box>
      <input ref={input} type="file" accept="application/json,.json" hidden onChange={(e) => void choose(e)} data-testid="card-file-input" />
      <Button variant="outline" {...rest} onClick={() => input.current?.click()}>
        {label}
      </Button>
      {problem ? (
        <Box mt="3">
          <FormAlert testId="card-error">{problem}</FormAlert>
        </Box>
      ) : null}
    </Box>
  );
};
