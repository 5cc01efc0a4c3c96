import { Avatar as ChakraAvatar } from '@chakra-ui/react';

export interface AvatarProps extends Omit<ChakraAvatar.RootProps, 'children'> {
  name?: string;
  src?: string | null;
}

/** A user's or agent's picture, falling back to initials; size md unless told. */
export const Avatar = ({ name, src, size = 'md', ...rest }: AvatarProps) => (
  <ChakraAvatar.Root size={size} {...rest}>
    <ChakraAvatar.Fallback name={name} />
    {src ? <ChakraAvatar.Image src={src} alt={name ?? ''} /> : null}
  </ChakraAvatar.Root>
);
