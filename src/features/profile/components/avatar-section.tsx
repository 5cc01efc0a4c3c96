import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { User } from '@/api/generated/model';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { translateFormMessage, validationMessage } from '@/lib/validation/form-message';
import { avatarFileProblem, avatarTypes } from '../forms/avatar-file';
import { useUploadAvatar } from '../hooks/use-profile-mutations';

/** A chosen file with its local preview (none where the environment cannot make one). */
interface Pending {
  file: File;
  previewUrl: string | null;
}

const withPreview = (file: File): Pending => ({
  file,
  previewUrl: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
});

/** Frees a preview's memory once it is no longer shown. */
const useRevokeWhenGone = (url: string | null | undefined) => {
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
};

type Problem = { kind: 'rule'; key: string } | { kind: 'server'; error: unknown };

/** The profile picture: choose a file, see it, then save it (or cancel). */
export const AvatarSection = ({ user }: { user: User }) => {
  const { LL } = useI18nContext();
  const upload = useUploadAvatar();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  useRevokeWhenGone(pending?.previewUrl);
  const headingId = useId();
  const helpId = useId();
  const errorId = useId();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0] ?? null;
    // The same file can be chosen again after a refusal.
    event.currentTarget.value = '';
    if (!file) return;
    const rule = avatarFileProblem(file);
    if (rule) {
      setPending(null);
      setProblem({ kind: 'rule', key: validationMessage(rule) });
      return;
    }
    setProblem(null);
    setPending(withPreview(file));
  };

  const save = async () => {
    if (!pending) return;
    try {
      await upload.mutateAsync({ data: { file: pending.file } });
      setPending(null);
      setProblem(null);
      showToast({ message: LL.profile.avatar.uploaded() });
    } catch (error) {
      setPending(null);
      setProblem({ kind: 'server', error });
    }
  };

  const message = problem ? (problem.kind === 'rule' ? translateFormMessage(LL, problem.key) : errorMessage(LL, problem.error)) : null;
  const name = user.nickname || user.username || user.email;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="lg" id={headingId}>
        {LL.profile.sections.picture()}
      </Heading>
      <HStack gap="4" align="center" wrap="wrap">
        <Box data-testid={pending ? 'avatar-preview' : 'avatar-current'}>
          <Avatar
            size="2xl"
            name={name}
            src={pending ? pending.previewUrl : user.avatarUrl}
            aria-label={pending ? LL.profile.avatar.preview() : LL.profile.avatar.current()}
            role="img"
          />
        </Box>
        <Stack gap="2">
          <input
            ref={input}
            type="file"
            accept={avatarTypes.join(',')}
            hidden
            onChange={choose}
            data-testid="avatar-input"
            aria-labelledby={headingId}
          />
          {pending ? (
            <HStack gap="2">
              <Button size="sm" onClick={save} data-testid="avatar-save">
                {LL.profile.avatar.upload()}
              </Button>
              <Button size="sm" variant="outline" color="neutral" onClick={() => setPending(null)} disabled={upload.isPending}>
                {LL.profile.avatar.cancel()}
              </Button>
            </HStack>
          ) : (
            <Button
              size="sm"
              variant="outline"
              onClick={() => input.current?.click()}
              aria-describedby={message ? `${helpId} ${errorId}` : helpId}
            >
              {LL.profile.avatar.choose()}
            </Button>
          )}
          <Text id={helpId} fontSize="sm" color="fg.muted">
            {LL.profile.avatar.help()}
          </Text>
        </Stack>
      </HStack>
      {message ? (
        <Text id={errorId} role="alert" color="error.fg" fontSize="sm" data-testid="avatar-error">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
};
