import { chakra, useSlotRecipe, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react';
import { startTransition, useState } from 'react';

export interface AvatarProps extends Omit<HTMLChakraProps<'div'>, 'children'>, SlotRecipeProps<'avatar'> {
  name?: string;
  src?: string | null;
}

type ImageStatus = 'loading' | 'loaded' | 'failed';

/** "Aoi Tanaka" → "AT", "Aoi" → "A" (as Chakra's own avatar does). */
const initials = (name: string): string => {
  const names = name.trim().split(' ');
  const first = names[0] ?? '';
  const last = names.length > 1 ? (names.at(-1) ?? '') : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
};

/** Chakra's avatar icon, for someone without a name. */
const PersonIcon = () => (
  <svg stroke="currentColor" fill="currentColor" strokeWidth="0" viewBox="0 0 24 24" height="1.2em" width="1.2em" aria-hidden="true">
    <path d="M20 22H18V20C18 18.3431 16.6569 17 15 17H9C7.34315 17 6 18.3431 6 20V22H4V20C4 17.2386 6.23858 15 9 15H15C17.7614 15 20 17.2386 20 20V22ZM12 13C8.68629 13 6 10.3137 6 7C6 3.68629 8.68629 1 12 1C15.3137 1 18 3.68629 18 7C18 10.3137 15.3137 13 12 13ZM12 11C14.2091 11 16 9.20914 16 7C16 4.79086 14.2091 3 12 3C9.79086 3 8 4.79086 8 7C8 9.20914 9.79086 11 12 11Z" />
  </svg>
);

/**
 * A user's or agent's picture, falling back to initials; size md unless told. Drawn with
 * Chakra's avatar recipe, like Chakra's `Avatar`, but without its state machine: Chakra's
 * component runs a zag.js machine to track the image's loading, and the header draws an avatar
 * on every route, so that machine and its runtime (~5 KB gzip) weighed on every first screen.
 * An image that fails keeps the initials, as there.
 */
export const Avatar = ({ name, src, size = 'md', ...rest }: AvatarProps) => {
  const recipe = useSlotRecipe({ key: 'avatar' });
  const [variantProps, rootProps] = recipe.splitVariantProps({ size, ...rest });
  const styles = recipe(variantProps);
  // The status belongs to one address: a new picture starts loading again.
  const [image, setImage] = useState<{ src: string; status: ImageStatus } | null>(null);
  // An image's load or error event is not an interaction: React would re-render at default
  // priority, in one task. A list's pictures arrive together, and their swap was one render of
  // 38 ms on our test machine right after /chats' first paint (four times that on Lighthouse's
  // simulated phone). As a transition it renders in slices of a few milliseconds.
  const settle = (of: string, status: ImageStatus) => startTransition(() => setImage({ src: of, status }));
  const status: ImageStatus = src && image?.src === src ? image.status : 'loading';
  const loaded = Boolean(src) && status === 'loaded';
  return (
    <chakra.div data-scope="avatar" data-part="root" {...rootProps} css={[styles.root, rootProps.css]}>
      <chakra.span data-scope="avatar" data-part="fallback" hidden={loaded} css={styles.fallback}>
        {name ? initials(name) : <PersonIcon />}
      </chakra.span>
      {src && status !== 'failed' ? (
        <chakra.img
          data-scope="avatar"
          data-part="image"
          src={src}
          alt={name ?? ''}
          draggable={false}
          referrerPolicy="no-referrer"
          hidden={!loaded}
          onLoad={() => settle(src, 'loaded')}
          onError={() => settle(src, 'failed')}
          css={styles.image}
        />
      ) : null}
    </chakra.div>
  );
};
