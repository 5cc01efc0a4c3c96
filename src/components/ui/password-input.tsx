import { IconButton } from '@chakra-ui/react';
import { InputGroup } from '@/components/ui/input-group';
import { Input, type InputProps } from '@/components/ui/input';
import { useState, type Ref } from 'react';
import { useI18nContext } from '@/i18n/i18n-react';

const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed ? <path d="M3 3l18 18" /> : null}
  </svg>
);

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password field with a show/hide toggle. The toggle is a real button, reachable by
 * keyboard, whose name says what it will do; pasting, password managers and long passwords
 * work as usual (no maxLength, no paste blocking).
 */
export const PasswordInput = ({ ref, ...props }: PasswordInputProps) => {
  const { LL } = useI18nContext();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          me="-2"
          colorPalette="neutral"
          aria-label={visible ? LL.shell.password.hide() : LL.shell.password.show()}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </IconButton>
      }
    >
      <Input ref={ref} autoCapitalize="none" autoCorrect="off" spellCheck={false} {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
};
