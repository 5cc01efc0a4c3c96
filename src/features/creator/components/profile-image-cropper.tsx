import { Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import Cropper from 'react-easy-crop';
import { useI18nContext } from '@/i18n/i18n-react';
import { styleNonce } from '@/lib/style-nonce';
import { previewBackground, type CropArea } from '../forms/crop-image';

export interface ChosenCrop {
  /** In percent of the image, for the preview. */
  percent: CropArea;
  /** In the image's pixels, for the upload. */
  pixels: CropArea;
  /** The circle preview's CSS background for this crop. */
  preview: ReturnType<typeof previewBackground>;
}

const minZoom = 1;
const maxZoom = 3;

/**
 * A square crop of the chosen image, shown as the circle fans will see. Drag or pinch it, or
 * focus it and move it with the arrow keys; the zoom slider is a labelled range input.
 * Loaded only when a creator picks an image (react-easy-crop stays out of every route).
 */
const ProfileImageCropper = ({ src, onCrop }: { src: string; onCrop: (crop: ChosenCrop) => void }) => {
  const { LL } = useI18nContext();
  const s = LL.studio.settings;
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(minZoom);
  const hintId = useId();
  const zoomId = useId();
  return (
    <Stack gap="2" w="full" maxW="18rem" data-testid="profile-image-cropper">
      <Box
        position="relative"
        w="full"
        aspectRatio="1"
        borderRadius="l3"
        overflow="hidden"
        bg="gray.900"
        css={{ '& .reactEasyCrop_CropArea:focus-visible': { outline: '3px solid var(--chakra-colors-primary-solid)', outlineOffset: '2px' } }}
      >
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={minZoom}
          maxZoom={maxZoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          zoomWithScroll={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(percent, pixels) => onCrop({ percent, pixels, preview: previewBackground(percent) })}
          nonce={styleNonce()}
          cropperProps={{ role: 'group', 'aria-label': s.cropArea(), 'aria-describedby': hintId }}
        />
      </Box>
      <Text id={hintId} fontSize="xs" color="fg.muted">
        {s.cropHint()}
      </Text>
      <HStack gap="3">
        <chakra.label htmlFor={zoomId} fontSize="sm" fontWeight="medium" flexShrink={0}>
          {s.zoom()}
        </chakra.label>
        <chakra.input
          id={zoomId}
          type="range"
          min={minZoom}
          max={maxZoom}
          step={0.05}
          value={zoom}
          aria-valuetext={`${Math.round(zoom * 100)}%`}
          onChange={(event) => setZoom(Number(event.currentTarget.value))}
          flex="1"
          minH="6"
          css={{ accentColor: 'var(--chakra-colors-primary-solid)' }}
          data-testid="profile-image-zoom"
        />
      </HStack>
    </Stack>
  );
};

export default ProfileImageCropper;
