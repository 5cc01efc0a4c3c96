import { Box, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import type { Media, MediaResponse } from '@/api/generated/model';
import { isUploadAbort, uploadWithProgress } from '@/api/upload';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';
import { limitTexts } from '../forms/limits';
import { errorMessage } from '@/lib/error-message';
import { translateFormMessage, validationMessage } from '@/lib/validation/form-message';
import { mediaAccept, mediaFileProblem } from '../forms/media-file';
import { uploadPercent } from './upload-percent';

// The progress bar (Chakra's progress machine, ~8 KB gzip) loads with the first upload; until
// it has, the percentage shows as text.
const UploadProgress = lazy(() => import('./upload-progress').then((m) => ({ default: m.UploadProgress })));

interface Upload {
  id: number;
  name: string;
  loaded: number;
  total: number;
  state: 'uploading' | 'failed';
  message?: string;
  controller: AbortController;
}

let nextId = 1;

/**
 * Choose photos and videos and upload them, each with its progress bar and a cancel button.
 * Files the contract would refuse (type, size) are refused here with the same message the
 * server would give, before any byte is sent.
 */
export const MediaUploader = ({ path, onUploaded }: { path: '/onboarding/media' | '/my-agent/media'; onUploaded: (media: Media) => void }) => {
  const { LL } = useI18nContext();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [notice, setNotice] = useState('');
  const [dragging, setDragging] = useState(false);
  const helpId = useId();
  const live = useRef(new Set<AbortController>());
  // Leaving the page cancels what is still in flight.
  useEffect(() => {
    const controllers = live.current;
    return () => controllers.forEach((c) => c.abort());
  }, []);

  const patch = (id: number, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));
  const drop = (id: number) => setUploads((list) => list.filter((u) => u.id !== id));

  const start = async (file: File) => {
    const id = nextId++;
    const rule = mediaFileProblem(file);
    const controller = new AbortController();
    if (rule) {
      setUploads((list) => [...list, { id, name: file.name, loaded: 0, total: file.size, state: 'failed', message: translateFormMessage(LL, validationMessage(rule)), controller }]);
      return;
    }
    setUploads((list) => [...list, { id, name: file.name, loaded: 0, total: file.size, state: 'uploading', controller }]);
    live.current.add(controller);
    const body = new FormData();
    body.append('file', file);
    try {
      const { media } = await uploadWithProgress<MediaResponse>(path, body, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) => patch(id, { loaded, total }),
      });
      drop(id);
      setNotice(LL.creator.media.uploaded({ name: file.name }));
      onUploaded(media);
    } catch (error) {
      if (isUploadAbort(error)) {
        drop(id);
        setNotice(LL.creator.media.cancelled());
      } else {
        patch(id, { state: 'failed', message: errorMessage(LL, error) });
      }
    } finally {
      live.current.delete(controller);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // The same file can be chosen again after a refusal.
    event.currentTarget.value = '';
    files.forEach((file) => void start(file));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    Array.from(event.dataTransfer.files).forEach((file) => void start(file));
  };

  return (
    <Stack gap="3">
      <Stack
        align="center"
        textAlign="center"
        gap="2"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'primary.solid' : 'border.emphasized'}
        bg={dragging ? 'primary.subtle' : 'bg.subtle'}
        borderRadius="l3"
        px="4"
        py="6"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="media-drop-zone"
      >
        <input ref={input} type="file" accept={mediaAccept} multiple hidden onChange={choose} data-testid="media-file-input" aria-describedby={helpId} />
        <Text fontSize="2xl" aria-hidden="true">
          ⬆
        </Text>
        <Text fontWeight="medium">{LL.creator.media.dropHint()}</Text>
        <Button variant="outline" onClick={() => input.current?.click()}>
          {LL.creator.media.choose()}
        </Button>
        <Text fontSize="sm" color="fg.muted" id={helpId}>
          {limitTexts(LL).mediaFiles}
        </Text>
      </Stack>
      {uploads.map((upload) => {
        const percent = uploadPercent(upload.loaded, upload.total);
        if (upload.state === 'failed') {
          return (
            <HStack key={upload.id} role="alert" borderWidth="1px" borderColor="border.error" borderRadius="l2" p="3" justify="space-between" data-testid="upload-error">
              <Text color="fg.error" fontSize="sm">
                {LL.creator.media.failed({ name: upload.name, reason: upload.message ?? '' })}
              </Text>
              <CloseButton size="sm" aria-label={LL.shell.close()} onClick={() => drop(upload.id)} />
            </HStack>
          );
        }
        return (
          <Stack key={upload.id} borderWidth="1px" borderRadius="l2" p="3" gap="2" data-testid="upload-progress">
            <HStack justify="space-between">
              <Text fontSize="sm" truncate>
                {LL.creator.media.uploading({ name: upload.name })}
              </Text>
              <Button size="xs" variant="ghost" color="error" onClick={() => upload.controller.abort()}>
                {LL.creator.media.cancel()}
              </Button>
            </HStack>
            <Suspense fallback={<Text fontSize="xs">{LL.creator.media.progress({ percent })}</Text>}>
              <UploadProgress percent={percent} label={LL.creator.media.uploading({ name: upload.name })} />
            </Suspense>
          </Stack>
        );
      })}
      <Box role="status" aria-live="polite" srOnly>
        {notice}
      </Box>
    </Stack>
  );
};
