import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useState, type ComponentProps } from 'react';
import { useI18nContext } from '@/i18n/i18n-react';

const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed ? <path d="M3 3l18 18" /> : null}
  </svg>
);

export type PasswordInputProps = Omit<ComponentProps<typeof Input>, 'type'>;

/**
 * A password input with a show/hide toggle. Typing, pasting and password managers work as
 * usual; the toggle is a real button, reachable by keyboard, whose name says what it does.
 */
export const PasswordInput = (props: PasswordInputProps) => {
  const { LL } = useI18nContext();
  const [visible, setVisible] = useState(false);
  const label = visible ? LL.passwordReset.reset.hide() : LL.passwordReset.reset.show();
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          colorPalette="neutral"
          size="sm"
          aria-label={label}
          onClick={() => setVisible((v) => !v)}
          me="-2"
        >
          <EyeIcon crossed={visible} />
        </IconButton>
      }
    >
      <Input {...props} type={visible ? 'text' : 'password'} autoCapitalize="off" autoCorrect="off" spellCheck={false} />
    </InputGroup>
  );
};
