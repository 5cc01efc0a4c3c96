import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ApiError } from '@/api/api-error';
import { getGetMyAgentQueryKey } from '@/api/generated/endpoints/my-agent/my-agent';
import type { AgentPublic, MyAgentResponse } from '@/api/generated/model';
import { isUploadAbort, uploadWithProgress } from '@/api/upload';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { studioLimitTexts } from '../forms/studio-limit-texts';
import { translateFormMessage, validationMessage } from '@/lib/validation/form-message';
import { profileImageAccept, profileImageProblem } from '../forms/media-file';
import { CropperPlaceholder } from './cropper-placeholder';
import type { ChosenCrop } from './profile-image-cropper';
import { uploadPercent } from './upload-percent';
import { UploadProgress } from './upload-progress';

/** A chosen file with its local preview (none where the environment cannot make one). */
interface Pending {
  file: File;
  previewUrl: string | null;
}

// The cropper (react-easy-crop) loads only once a creator picks an image.
const ProfileImageCropper = lazy(() => import('./profile-image-cropper'));

/** The chosen crop as a file; the whole file where the browser cannot draw it. */
const croppedFile = async ({ file, previewUrl }: Pending, crop: ChosenCrop | null): Promise<File> => {
  if (!previewUrl || !crop) return file;
  try {
    const image = new Image();
    image.src = previewUrl;
    await image.decode();
    // The crop maths travel with the cropper's chunk, not the route's.
    const { cropToFile } = await import('../forms/crop-image');
    return await cropToFile(image, crop.pixels, file);
  } catch {
    return file;
  }
};

type Problem = { kind: 'rule'; key: string } | { kind: 'server'; error: unknown };

// The server's own answers for a file it refused by its bytes; any other failure (storage,
// network) is the spec's "Failed to upload profile image.".
const ownMessage = new Set(['FileTooLarge', 'UnsupportedFileType']);

/**
 * The agent's profile image: choose a file, see it as fans will (a circle), then save it
 * with a progress bar, or cancel. A failed upload keeps the chosen image, so "Try again" is
 * one click.
 */
export const ProfileImageEditor = ({ agent }: { agent: Pick<AgentPublic, 'displayName' | 'avatarUrl'> }) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [crop, setCrop] = useState<ChosenCrop | null>(null);
  const helpId = useId();
  const labelId = useId();
  const previewUrl = pending?.previewUrl;
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);
  // Leaving the screen cancels an upload still in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0] ?? null;
    // The same file can be chosen again after a refusal.
    event.currentTarget.value = '';
    if (!file) return;
    const rule = profileImageProblem(file);
    if (rule) {
      setProblem({ kind: 'rule', key: validationMessage(rule) });
      return;
    }
    setProblem(null);
    setCrop(null);
    setPending({ file, previewUrl: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null });
  };

  const save = async () => {
    if (!pending || percent !== null) return;
    controller.current = new AbortController();
    setProblem(null);
    setPercent(0);
    try {
      const body = new FormData();
      body.append('file', await croppedFile(pending, crop));
      const mine = await uploadWithProgress<MyAgentResponse>('/my-agent/profile-image', body, {
        signal: controller.current.signal,
        onProgress: ({ loaded, total }) => setPercent(uploadPercent(loaded, total)),
      });
      queryClient.setQueryData(getGetMyAgentQueryKey(), mine);
      setPending(null);
      showToast({ message: LL.studio.settings.imageUploaded() });
    } catch (error) {
      if (!isUploadAbort(error)) setProblem({ kind: 'server', error });
    } finally {
      controller.current = null;
      setPercent(null);
    }
  };

  const cancel = () => {
    controller.current?.abort();
    setPending(null);
    setProblem(null);
  };

  const message = !problem
    ? null
    : problem.kind === 'rule'
      ? translateFormMessage(LL, problem.key)
      : problem.error instanceof ApiError && ownMessage.has(problem.error.name)
        ? translateFormMessage(LL, `errors.${problem.error.name}`)
        : LL.errors.ProfileImageUploadFailed();
  const uploading = percent !== null;
  return (
    <Stack gap="3" data-testid="profile-image-editor">
      <HStack gap="5" align="center" flexWrap="wrap">
        {pending?.previewUrl ? (
          <Suspense fallback={<CropperPlaceholder />}>
            <ProfileImageCropper src={pending.previewUrl} onCrop={setCrop} />
          </Suspense>
        ) : null}
        <Box data-testid={pending ? 'profile-image-preview' : 'profile-image-current'} borderRadius="full" p="1" borderWidth="2px" borderColor={pending ? 'primary.solid' : 'border'}>
          {pending?.previewUrl && crop ? (
            // The crop as fans will see it, drawn by CSS from the cropper's area.
            <Box
              role="img"
              aria-label={LL.studio.settings.imagePreview()}
              // The Avatar's own 2xl size, so nothing moves when the crop takes its place.
              boxSize="16"
              borderRadius="full"
              bgRepeat="no-repeat"
              style={{ backgroundImage: `url("${pending.previewUrl}")`, ...crop.preview }}
            />
          ) : (
            <Avatar
              size="2xl"
              name={agent.displayName}
              src={pending ? pending.previewUrl : agent.avatarUrl}
              aria-label={pending ? LL.studio.settings.imagePreview() : LL.studio.settings.currentImage()}
              role="img"
            />
          )}
        </Box>
        <Stack gap="2" flex="1" minW="12rem">
          <input ref={input} type="file" accept={profileImageAccept} hidden onChange={choose} data-testid="profile-image-input" aria-labelledby={labelId} />
          <Text id={labelId} srOnly>
            {LL.studio.settings.profileImage()}
          </Text>
          {pending ? (
            <HStack gap="2" flexWrap="wrap">
              <Button size="sm" onClick={save} loading={uploading} data-testid="profile-image-save">
                {problem ? LL.creator.wizard.retry() : LL.studio.settings.uploadImage()}
              </Button>
              <Button size="sm" variant="outline" color="neutral" onClick={cancel}>
                {LL.studio.settings.cancelImage()}
              </Button>
            </HStack>
          ) : (
            <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => input.current?.click()} aria-describedby={helpId}>
              {LL.studio.settings.chooseImage()}
            </Button>
          )}
          <Text id={helpId} fontSize="sm" color="fg.muted">
            {studioLimitTexts(LL).profileImage}
          </Text>
        </Stack>
      </HStack>
      {uploading ? (
        <UploadProgress percent={percent} label={LL.studio.settings.uploadingImage()} testId="profile-image-progress" />
      ) : null}
      {message ? <FormAlert testId="profile-image-error">{message}</FormAlert> : null}
    </Stack>
  );
};
