import { List } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { AlertLink } from '@/components/ui/alert-link';
import { FormAlert } from '@/components/ui/form-alert';
import { registerSlotRecipes } from '@/components/ui/recipes';
import { useI18nContext } from '@/i18n/i18n-react';
import { onboardingPath, type WizardScreen } from '../forms/wizard-screens';
import { useScreenName } from './screen-name';

registerSlotRecipes({ list: listSlotRecipe });

/** Why finishing the wizard did not go through: the screens still to answer, each a link, or a failed save. */
export const FinishProblems = ({ missing, problem }: { missing: WizardScreen[]; problem: unknown }) => {
  const { LL } = useI18nContext();
  const screenName = useScreenName();
  return (
    <>
      {missing.length > 0 ? (
        <FormAlert title={LL.creator.wizard.missing()}>
          <List.Root ps="4">
            {missing.map((screen) => (
              <List.Item key={screen.key}>
                <AlertLink to={onboardingPath(screen)}>{LL.creator.wizard.goToStep({ step: screenName(screen.key) })}</AlertLink>
              </List.Item>
            ))}
          </List.Root>
        </FormAlert>
      ) : null}
      {problem ? <FormAlert>{LL.creator.wizard.saveFailed()}</FormAlert> : null}
    </>
  );
};
