import {
  checkUsernameAvailability,
  getMyProfile,
  updateMyProfile,
  uploadMyAvatar,
} from '@/api/generated/endpoints/profile/profile';
import { nodeFile, tinyPng, withNodeFormData } from '@mocks/testing/scenario-kit';
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    operationId: 'getMyProfile',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return getMyProfile();
    },
  },
  {
    operationId: 'updateMyProfile',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return updateMyProfile({ nickname: 'Hana', location: 'Osaka', address: null });
    },
  },
  {
    operationId: 'uploadMyAvatar',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return withNodeFormData(() => uploadMyAvatar({ file: nodeFile(tinyPng(), 'me.png', 'image/png') }));
    },
  },
  {
    operationId: 'checkUsernameAvailability',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return checkUsernameAvailability({ username: 'aoi_creates' });
    },
  },
];
