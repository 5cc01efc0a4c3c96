import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { ChatExampleSetting } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useI18nContext } from '@/i18n/i18n-react';
import { maxChatExamples } from '../forms/step-values';



/** One chat style's examples: what a fan says and how the creator answers, up to three. */
export const ChatExampleFields = ({
  control,
  register,
  errors,
}: {
  control: Control<ChatExampleSetting>;
  register: UseFormRegister<ChatExampleSetting>;
  errors: FieldErrors<ChatExampleSetting>;
}) => {
  const { LL } = useI18nContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'examples' });
  return (
    <Stack gap="3">
      {fields.map((field, index) => (
        <Card.Root key={field.id} size="sm" variant="outline">
          <Card.Body>
            <Stack gap="3">
              <HStack justify="space-between">
                <Text fontWeight="semibold" fontSize="sm">
                  {LL.creator.chatExample.example({ n: index + 1 })}
                </Text>
                {fields.length > 1 ? (
                  <Button size="xs" variant="ghost" color="neutral" onClick={() => remove(index)}>
                    {LL.creator.chatExample.remove({ n: index + 1 })}
                  </Button>
                ) : null}
              </HStack>
              <FormField label={LL.creator.chatExample.fanMessage()} error={errors.examples?.[index]?.fanMessage} required>
                <Input {...register(`examples.${index}.fanMessage`)} />
              </FormField>
              <FormField label={LL.creator.chatExample.agentReply()} error={errors.examples?.[index]?.agentReply} required>
                <Textarea {...register(`examples.${index}.agentReply`)} rows={2} autoresize />
              </FormField>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
      {fields.length < maxChatExamples ? (
        <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => append({ fanMessage: '', agentReply: '' })}>
          {LL.creator.chatExample.add()}
        </Button>
      ) : null}
    </Stack>
  );
};
