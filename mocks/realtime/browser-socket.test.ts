import { describe, expect, it } from 'vitest';
import { tokenFromConnectFrame, unauthorizedFrame } from './browser-socket';

describe('the browser socket handshake', () => {
  it('reads the token socket.io-client sends as its CONNECT data', () => {
    expect(tokenFromConnectFrame('40{"token":"mock.abc.def"}')).toBe('mock.abc.def');
    expect(tokenFromConnectFrame('40/,{"token":"t"}')).toBe('t');
  });

  it('finds no token in other frames or broken JSON', () => {
    expect(tokenFromConnectFrame('40')).toBeNull();
    expect(tokenFromConnectFrame('40{"token":42}')).toBeNull();
    expect(tokenFromConnectFrame('42["hello"]')).toBeNull();
    expect(tokenFromConnectFrame('40{oops')).toBeNull();
  });

  it('refuses with a CONNECT_ERROR packet', () => {
    expect(unauthorizedFrame).toBe('44{"message":"Unauthorized"}');
  });
});
