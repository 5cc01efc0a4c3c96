import { Box } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { maxCardBytes } from '../forms/card-file';
import type { CardData } from '../forms/character-card';
import type { Drafts } from '../hooks/wizard-drafts';
import { megabytes } from '../forms/limits';

/** A card read from a file, and the wizard answers it gives. */
export interface ImportedCard {
  card: CardData;
  drafts: Drafts;
}

/**
 * Choose a Character Card JSON file. A file that is not a card gets a clear message and
 * `onCard` is not called, so nothing the creator entered changes. The parser (with zod) loads
 * when a file is chosen: the pages with this button do not need the forms stack otherwise.
 */
export const CardImportButton = ({ label, onCard, ...rest }: { label: string; onCard: (imported: ImportedCard) => void } & Omit<ButtonProps, 'onClick'>) => {
  const { LL } = useI18nContext();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    let parser: typeof import('../forms/character-card');
    try {
      parser = await import('../forms/character-card');
    } catch (error) {
      setProblem(errorMessage(LL, error));
      return;
    }
    const result = await parser.readCardFile(file);
    if (!result.ok) {
      setProblem(result.problem === 'tooLarge' ? LL.creator.card.tooLarge({ max: megabytes(maxCardBytes) }) : LL.creator.card[result.problem]());
      return;
    }
    setProblem(null);
    onCard({ card: result.card, drafts: parser.cardToDrafts(result.card) });
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
