/* eslint-disable @typescript-eslint/no-explicit-any -- the tests walk JSON-LD documents */
import { manifestInput as input, mediaInput } from '../testing/manifest-input';
import { buildManifest, planManifest, UNKNOWN_DURATION, webUrl } from './manifest';

const NOT_WEB_URLS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(31)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/landing',
  '/landing',
  'landing.html',
  'http:evil.example',
  'not a URL',
  '',
];

describe('Presentation 3 manifest: the provider’s page (homepage)', () => {
  it('is the record’s edmIsShownAt when it is an absolute http(s) URL', () => {
    for (const url of ['https://museum.example/objects/atlas_1', 'http://museum.example/o/1']) {
      const manifest = buildManifest(input(url))!;
      expect(manifest.homepage).toEqual([
        {
          id: url,
          type: 'Text',
          label: { en: ['View at Test Museum'] },
          format: 'text/html',
        },
      ]);
    }
  });

  it('is left out for any other value, as for none', () => {
    for (const url of [...NOT_WEB_URLS, undefined]) {
      const manifest = buildManifest(input(url))!;
      expect(manifest).not.toHaveProperty('homepage');
      expect(planManifest(input(url))).not.toHaveProperty('homepage');
      // the rest of the manifest is there all the same
      expect(manifest.items).toHaveLength(1);
    }
  });
});

describe('webUrl', () => {
  it('keeps absolute http(s) URLs as they are', () => {
    expect(webUrl('https://x.org')).toBe('https://x.org');
    expect(webUrl(' HTTP://x.org/a?b=1 ')).toBe('HTTP://x.org/a?b=1');
  });

  it('drops other schemes, protocol-relative, relative values and non-strings', () => {
    for (const value of [...NOT_WEB_URLS, 'https:\\\\evil.example', 'http://', undefined, 42]) {
      expect(webUrl(value)).toBeUndefined();
    }
  });
});

const UNTIMED_SOUND = { url: 'https://sound.example.org/untimed.ogg', mimeType: 'audio/ogg' };
const UNTIMED_FILM = { url: 'https://film.example.org/untimed.webm', mimeType: 'video/webm' };

/** The painting annotation's body on a v3 canvas. */
const bodyOf = (canvas: any) => canvas.items[0].items[0].body;

describe('Presentation 3 manifest: sound and video', () => {
  it('paints a recording whose record gives no duration on a canvas of nominal duration', () => {
    // Its only web resource: no canvas would mean no manifest at all (it was a 404).
    const manifest = buildManifest(mediaInput('SOUND', [UNTIMED_SOUND])) as any;
    expect(manifest).toBeDefined();
    expect(manifest.items).toHaveLength(1);
    const [canvas] = manifest.items;
    // Presentation 3 §5.3: sound is painted on a canvas with a duration; it has no size.
    expect(canvas.duration).toBe(UNKNOWN_DURATION);
    expect(canvas).not.toHaveProperty('width');
    expect(canvas).not.toHaveProperty('height');
    // The file itself is claimed no length.
    expect(bodyOf(canvas)).toEqual({ type: 'Sound', id: UNTIMED_SOUND.url, format: 'audio/ogg' });
    expect(canvas.items[0].items[0]).toMatchObject({ motivation: 'painting', target: canvas.id });
    expect(canvas.items[0].items[0]).not.toHaveProperty('timeMode');
    // It is painted, so it is not a download as well.
    expect(manifest).not.toHaveProperty('rendering');
  });

  it('gives the canvas and the content the record’s duration, in seconds, when it has one', () => {
    const manifest = buildManifest(
      mediaInput('SOUND', [
        { url: 'https://sound.example.org/timed.ogg', mimeType: 'audio/ogg', durationMs: 61500 },
        UNTIMED_SOUND,
      ]),
    ) as any;
    const [timed, untimed] = manifest.items;
    expect(timed.duration).toBe(61.5);
    expect(bodyOf(timed).duration).toBe(61.5);
    expect(untimed.duration).toBe(UNKNOWN_DURATION);
    expect(bodyOf(untimed)).not.toHaveProperty('duration');
  });

  it('gives a film’s canvas all three dimensions, nominal ones where the record gives none', () => {
    const manifest = buildManifest(
      mediaInput('VIDEO', [
        UNTIMED_FILM,
        {
          url: 'https://film.example.org/timed.mp4',
          mimeType: 'video/mp4',
          width: 640,
          height: 480,
          durationMs: 90000,
        },
      ]),
    ) as any;
    const [untimed, timed] = manifest.items;
    expect(untimed).toMatchObject({ width: 1000, height: 1000, duration: UNKNOWN_DURATION });
    expect(bodyOf(untimed)).toEqual({ type: 'Video', id: UNTIMED_FILM.url, format: 'video/webm' });
    expect(timed).toMatchObject({ width: 640, height: 480, duration: 90 });
    expect(bodyOf(timed)).toMatchObject({ width: 640, height: 480, duration: 90 });
  });

  it('paints no content on a canvas lacking one of its dimensions (§5.3)', () => {
    const manifest = buildManifest(
      mediaInput('SOUND', [
        UNTIMED_SOUND,
        { url: 'https://sound.example.org/timed.mp3', mimeType: 'audio/mpeg', durationMs: 1 },
        UNTIMED_FILM,
        { url: 'https://images.example.org/sleeve.jpg', mimeType: 'image/jpeg' },
        // No media type: the item's type (SOUND) decides.
        { url: 'https://sound.example.org/stream' },
      ]),
    ) as any;
    const needs: Record<string, string[]> = {
      Image: ['width', 'height'],
      Sound: ['duration'],
      Video: ['width', 'height', 'duration'],
    };
    expect(manifest.items.map((c: any) => bodyOf(c).type)).toEqual([
      'Sound',
      'Sound',
      'Video',
      'Image',
      'Sound',
    ]);
    for (const canvas of manifest.items) {
      for (const dimension of needs[bodyOf(canvas).type]!) {
        // §3.2: positive numbers (height and width integers).
        expect([canvas.id, dimension, canvas[dimension] > 0]).toEqual([canvas.id, dimension, true]);
      }
      if (canvas.width !== undefined) expect(Number.isInteger(canvas.width)).toBe(true);
      // An image's canvas has no time extent.
      if (bodyOf(canvas).type === 'Image') expect(canvas).not.toHaveProperty('duration');
    }
  });
});
