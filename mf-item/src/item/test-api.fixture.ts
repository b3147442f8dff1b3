import {
  createIiifPresentationApi,
  createMediaProxyApi,
  createThumbnailApi,
  HttpClient,
} from '@portal/shared-kernel';

/** The browser-facing clients the item view uses, on the same-origin paths. Tests only. */
export const testApi = {
  thumbnail: createThumbnailApi('/api/thumbnail/v3'),
  mediaProxy: createMediaProxyApi('/api/media'),
  iiifPresentation: createIiifPresentationApi(new HttpClient({ baseUrl: '/api/presentation' })),
};
