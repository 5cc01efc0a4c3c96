import { describe, expect, it } from 'vitest';
import type { User } from '@/api/generated/model';
import { avatarFileProblem, maxAvatarBytes } from './avatar-file';
import { createProfileSchema } from './profile-schema';
import { changedFields, profileFormValues } from './profile-values';

const user = {
  id: 'usr_1',
  email: 'hana@kizuna.example',
  username: 'hana_fan',
  nickname: 'Hana',
  fullName: null,
  birthDate: '2000-02-14',
  gender: 'FEMALE',
  preferredGender: 'MEN',
  location: 'Osaka',
  address: null,
  locale: 'en',
  avatarUrl: null,
  authProvider: 'email',
  createdAt: '2026-01-01T00:00:00.000Z',
} as User;

const parse = (current: User, edits: Partial<ReturnType<typeof profileFormValues>>) =>
  createProfileSchema(current).safeParse({ ...profileFormValues(current), ...edits });

describe('the profile form schema', () => {
  it('sends nothing when nothing changed', () => {
    const result = parse(user, {});
    expect(result.success && changedFields(result.data, user)).toEqual({});
  });

  it('turns blank optional text into null and trims free text', () => {
    const result = parse(user, { location: '   ', fullName: '  Hana Sato ', birthDate: '' });
    expect(result.success && changedFields(result.data, user)).toEqual({ location: null, fullName: 'Hana Sato', birthDate: null });
  });

  it('requires a username once there is one, but not before', () => {
    expect(parse(user, { username: '' }).success).toBe(false);
    const newcomer = { ...user, username: null };
    const result = parse(newcomer, { username: '' });
    expect(result.success && changedFields(result.data, newcomer)).toEqual({});
  });

  it('applies the username, nickname and birth date rules', () => {
    expect(parse(user, { username: 'hana.fan' }).success).toBe(false);
    expect(parse(user, { nickname: 'a'.repeat(31) }).success).toBe(false);
    expect(parse(user, { birthDate: new Date().toISOString().slice(0, 10) }).success).toBe(false);
  });
});

describe('the picture rules', () => {
  it('accepts the four image types up to 5 MB', () => {
    expect(avatarFileProblem({ type: 'image/webp', size: maxAvatarBytes })).toBeNull();
    expect(avatarFileProblem({ type: 'image/png', size: maxAvatarBytes + 1 })).toBe('fileTooLarge');
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('fileType');
    expect(avatarFileProblem({ type: '', size: 10 })).toBe('fileType');
  });
});
