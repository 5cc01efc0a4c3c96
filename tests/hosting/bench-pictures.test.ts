import { describe, expect, it } from 'vitest';
import { createPictureStore } from '../../scripts/bench-pictures.mjs';
import { avatarImage, photoImage } from '../../mocks/db/images';

const origin = 'https://127.0.0.1:4000';

describe("the benchmarks' API pictures (scripts/bench-pictures.mjs)", () => {
  it('puts every picture of an answer at an address of the origin, and serves the same bytes there', () => {
    const store = createPictureStore();
    const avatar = avatarImage('Hana', 330);
    const photo = photoImage(200, true);
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const answer = JSON.stringify({ agents: [{ name: 'hana', avatarUrl: avatar, media: [{ url: photo, thumbnailUrl: png, caption: 'data: not a picture' }] }], total: 1 });

    const rewritten = JSON.parse(store.picturesAsUrls(answer, origin));
    const [agent] = rewritten.agents;
    for (const address of [agent.avatarUrl, agent.media[0].url, agent.media[0].thumbnailUrl]) expect(address).toMatch(/^https:\/\/127\.0\.0\.1:4000\/bench-pictures\/\d+$/);
    // What is not a picture's data URL stays as it was.
    expect(agent.name).toBe('hana');
    expect(agent.media[0].caption).toBe('data: not a picture');
    expect(rewritten.total).toBe(1);

    const served = (address: string) => store.pictureAt(new URL(address).pathname);
    expect(served(agent.avatarUrl)?.type).toBe('image/svg+xml');
    expect(served(agent.avatarUrl)?.body.toString('utf8')).toBe(decodeURIComponent(avatar.slice(avatar.indexOf(',') + 1)));
    expect(served(agent.media[0].url)?.body.toString('utf8')).toContain('feGaussianBlur');
    expect(served(agent.media[0].thumbnailUrl)?.type).toBe('image/png');
    expect(served(agent.media[0].thumbnailUrl)?.body).toEqual(Buffer.from('iVBORw0KGgo=', 'base64'));
  });

  it('gives the same picture the same address in every answer, and another picture another', () => {
    const store = createPictureStore();
    const first = JSON.parse(store.picturesAsUrls(JSON.stringify([avatarImage('Aoi', 200)]), origin))[0];
    const again = JSON.parse(store.picturesAsUrls(JSON.stringify({ avatarUrl: avatarImage('Aoi', 200) }), origin)).avatarUrl;
    const other = JSON.parse(store.picturesAsUrls(JSON.stringify([avatarImage('Ken', 20)]), origin))[0];
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('passes a text that is not JSON through, and answers no path outside its own', () => {
    const store = createPictureStore();
    expect(store.picturesAsUrls('not json', origin)).toBe('not json');
    expect(store.pictureAt('/api/agents')).toBeNull();
    expect(store.pictureAt('/bench-pictures/7')).toBeNull();
  });
});
