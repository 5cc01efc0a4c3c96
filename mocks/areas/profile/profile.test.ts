import { describe, expect, it } from 'vitest';
import {
  checkUsernameAvailability,
  getMyProfile,
  updateMyProfile,
  uploadMyAvatar,
} from '@/api/generated/endpoints/profile/profile';
import { demoAccounts } from '../../db/seed-accounts';
import { nodeFile, rejectionOf, signInAs, setupMockBackend, setupNodeMultipart } from '../../testing/test-kit';
import { maxAvatarBytes } from './avatar';

setupMockBackend();
setupNodeMultipart();

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file of `size` bytes that starts like a PNG. */
const pngFile = (size: number, name = 'me.png'): File => {
  const bytes = new Uint8Array(size);
  bytes.set(pngSignature);
  return nodeFile(bytes, name, 'image/png');
};

describe('the profile', () => {
  it('reads the signed-in user', async () => {
    await signInAs(demoAccounts.fan);
    expect((await getMyProfile()).user).toMatchObject({ id: 'usr_fan', username: 'hana_fan', location: 'Tokyo' });
  });

  it('changes only the fields sent, and null clears a nullable one', async () => {
    await signInAs(demoAccounts.fan);
    const { user } = await updateMyProfile({ nickname: 'Hana S', location: null });
    expect(user).toMatchObject({ nickname: 'Hana S', location: null, username: 'hana_fan', fullName: 'Hana Sato', gender: 'FEMALE' });
    expect((await getMyProfile()).user.location).toBeNull();
  });

  it('refuses a username someone else has', async () => {
    await signInAs(demoAccounts.fan);
    const error = await rejectionOf(updateMyProfile({ username: 'aoi_creates' }));
    expect([error.status, error.name]).toEqual([409, 'UsernameTaken']);
    await expect(updateMyProfile({ username: 'hana_fan' })).resolves.toMatchObject({ user: { username: 'hana_fan' } });
  });

  it('reports availability, counting the own name as available and suggesting another', async () => {
    await signInAs(demoAccounts.fan);
    expect(await checkUsernameAvailability({ username: 'hana_fan' })).toMatchObject({ available: true });
    expect(await checkUsernameAvailability({ username: 'aoi_creates' })).toEqual({
      username: 'aoi_creates',
      available: false,
      suggestion: 'aoi_creates_2',
    });
    expect((await rejectionOf(checkUsernameAvailability({ username: 'No Spaces' }))).name).toBe('ValidationFailed');
  });

  it('needs a signed-in user', async () => {
    expect((await rejectionOf(getMyProfile())).status).toBe(401);
  });
});

describe('the avatar upload', () => {
  it('keeps a small picture as a data URL', async () => {
    await signInAs(demoAccounts.fan);
    const { user } = await uploadMyAvatar({ file: pngFile(2_000) });
    expect(user.avatarUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('draws a placeholder for a picture too big to keep', async () => {
    await signInAs(demoAccounts.fan);
    const { user } = await uploadMyAvatar({ file: pngFile(400 * 1024) });
    expect(user.avatarUrl).toMatch(/^data:image\/svg\+xml/);
  });

  it('refuses a file that is not an image, whatever it claims to be', async () => {
    await signInAs(demoAccounts.fan);
    const pdf = nodeFile('%PDF-1.7 not an image', 'cv.pdf', 'application/pdf');
    const disguised = nodeFile('%PDF-1.7 not an image', 'cv.png', 'image/png');
    for (const file of [pdf, disguised]) {
      const error = await rejectionOf(uploadMyAvatar({ file }));
      expect([error.status, error.name]).toEqual([415, 'UnsupportedFileType']);
    }
  });

  it('refuses a file over 5 MB', async () => {
    await signInAs(demoAccounts.fan);
    const error = await rejectionOf(uploadMyAvatar({ file: pngFile(maxAvatarBytes + 1) }));
    expect([error.status, error.name]).toEqual([413, 'FileTooLarge']);
  });
});
