export interface PictureStore {
  /** A JSON text with every picture's data URL replaced by its address on `origin` (a text that is not JSON, as it is). */
  picturesAsUrls: (json: string, origin: string) => string;
  /** The picture at `pathname`, or null when the path is not one of the store's. */
  pictureAt: (pathname: string) => { type: string; body: Buffer } | null;
}
export declare const createPictureStore: () => PictureStore;
