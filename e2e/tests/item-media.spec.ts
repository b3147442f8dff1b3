import { expect, test } from '@playwright/test';
import { guardConsole } from '../support/console-guard';
import { waitForHydration } from '../support/pages';
import { localImageItem, multiMediaItem, soundItem, unservedImageItem } from './item-support';

test.describe('the media of an item', () => {
  test('deep zoom loads only when asked for, over the server-rendered preview', async ({
    page,
  }) => {
    const record = await localImageItem();
    expect(!record, 'the gateway holds no image served by its IIIF Image API').toBe(false);
    const console = guardConsole(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`/en/item${record!.object.about}`);
    await waitForHydration(page);
    const preview = page.getByTestId('item-preview');
    await expect(preview).toBeVisible();
    // Where the stage is on the page (not in the window: clicking may scroll the button clear of
    // the cookie banner).
    const stageBox = () =>
      page.getByTestId('item-media-stage').evaluate((stage) => {
        const { x, y, width, height } = stage.getBoundingClientRect();
        return { x: x + window.scrollX, y: y + window.scrollY, width, height };
      });
    const box = await stageBox();
    await page.waitForLoadState('networkidle');
    const firstLoad = scripts.length;

    await page.getByRole('button', { name: 'Open the zoomable image' }).click();
    const viewer = page.getByTestId('deep-zoom-viewer');
    await expect(viewer).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    expect(scripts.length).toBeGreaterThan(firstLoad);
    // the viewer takes the preview's place: nothing moved
    expect(await stageBox()).toEqual(box);
    await expect(viewer.locator('canvas')).toHaveCount(1);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    // full screen keeps the viewer's buttons on screen, the way out included
    const fullScreen = page.getByRole('button', { name: 'Full screen' });
    await fullScreen.click();
    await expect(fullScreen).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Zoom out' })).toBeVisible();
    await fullScreen.click();
    await expect(fullScreen).toHaveAttribute('aria-pressed', 'false');
    console.expectClean();
  });

  test('on a wide screen the preview sharpens to the box size; a phone keeps the thumbnail', async ({
    page,
  }) => {
    const record = await localImageItem();
    expect(!record, 'the gateway holds no image served by its IIIF Image API').toBe(false);
    const console = guardConsole(page);
    const preview = page.getByTestId('item-preview');
    const naturalWidth = () => preview.evaluate((image: HTMLImageElement) => image.naturalWidth);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/en/item${record!.object.about}`);
    await waitForHydration(page);
    await expect(preview).toHaveAttribute('src', /\/iiif\/image\/[0-9a-f]{32}\/full\/!\d+,\d+\//);
    await expect.poll(naturalWidth).toBeGreaterThan(400);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/en/item${record!.object.about}`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(preview).toHaveAttribute('src', /\/thumbnail\/v3\/400\//);
    console.expectClean();
  });

  test('opened from the keyboard, deep zoom takes the focus; its canvas is named', async ({
    page,
  }) => {
    const record = await localImageItem();
    expect(!record, 'the gateway holds no image served by its IIIF Image API').toBe(false);
    await page.goto(`/en/item${record!.object.about}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open the zoomable image' }).focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByTestId('deep-zoom-viewer');
    await expect(viewer).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    // Focus went with the button into what replaced it, never back to the page's body.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          return active && active !== document.body
            ? Boolean(active.closest('[data-testid="deep-zoom-viewer"]'))
            : false;
        }),
      )
      .toBe(true);
    await expect(page.getByRole('application', { name: 'Zoomable image' })).toBeVisible();
  });

  test('the zoom canvas is operated from the keyboard and Tab moves past it (WCAG 2.1.1)', async ({
    page,
  }) => {
    const record = await localImageItem();
    expect(!record, 'the gateway holds no image served by its IIIF Image API').toBe(false);
    // No animation: each key's move is drawn at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/en/item${record!.object.about}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open the zoomable image' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('deep-zoom-viewer')).toHaveAttribute('data-ready', 'true', {
      timeout: 20_000,
    });
    const canvas = page.getByRole('application', { name: /^Zoomable image: / });
    await expect(canvas).toBeFocused();
    await expect(canvas).toHaveAttribute('tabindex', '0');
    await expect(canvas).toHaveAccessibleDescription(/arrow keys/);

    // What the canvas shows once the tiles it asked for are drawn.
    const settled = async () => {
      let previous = await canvas.screenshot();
      for (let i = 0; i < 40; i++) {
        await page.waitForTimeout(250);
        const next = await canvas.screenshot();
        if (next.equals(previous)) return next;
        previous = next;
      }
      throw new Error('the viewer kept changing');
    };
    const scrolled = () => page.evaluate(() => window.scrollY);
    const scrollBefore = await scrolled();
    let view = await settled();
    for (const key of ['Shift+ArrowUp', 'ArrowRight', 'ArrowDown', 'Equal', 'Minus', '0']) {
      await page.keyboard.press(key);
      const next = await settled();
      expect(next.equals(view), `${key} moves or zooms the image`).toBe(false);
      view = next;
    }
    // The keys went to the viewer, not to the page.
    expect(await scrolled()).toBe(scrollBefore);

    // Panning without dragging (WCAG 2.5.7): zoomed in, a click brings the point to the centre;
    // a click at the centre moves nothing.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    view = await settled();
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect((await settled()).equals(view), 'a click at the centre moves nothing').toBe(true);
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.8);
    expect((await settled()).equals(view), 'a click off the centre pans there').toBe(false);
    await canvas.focus();

    // No keyboard trap: Tab goes on to the viewer's buttons, Shift+Tab comes back.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(canvas).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(canvas).not.toBeFocused();

    // Escape closes the viewer: the preview is back, and so is the focus on its button.
    await canvas.focus();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('deep-zoom-viewer')).toHaveCount(0);
    await expect(page.getByTestId('item-preview')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open the zoomable image' })).toBeFocused();
  });

  test('a media the proxy cannot serve says so instead of downloading a broken file', async ({
    page,
  }) => {
    const record = await unservedImageItem();
    expect(!record, 'every image of the gateway is served by the media proxy').toBe(false);
    await page.goto(`/en/item${record!.object.about}`);
    await waitForHydration(page);
    await page.getByTestId('item-download').click();
    const dialog = page.getByRole('dialog', { name: 'Download this media' });
    let downloads = 0;
    page.on('download', () => downloads++);
    await dialog.getByRole('link', { name: 'Download the file' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/download is not working/);
    expect(downloads).toBe(0);
  });

  test('an image the proxy cannot serve offers no zoom, and no console error on the way', async ({
    page,
  }) => {
    const record = await unservedImageItem();
    expect(!record, 'every image of the gateway is served by the media proxy').toBe(false);
    const console = guardConsole(page);
    await page.goto(`/en/item${record!.object.about}`);
    await waitForHydration(page);
    const stage = page.getByTestId('item-media-stage');
    await expect(stage.getByRole('button', { name: 'Open the zoomable image' })).toHaveCount(0);
    await expect(stage.getByRole('link', { name: /providing institution/ })).toBeVisible();
    console.expectClean();
  });

  test('several media: the strip switches the media shown', async ({ page }) => {
    const record = await multiMediaItem();
    expect(!record, 'the gateway holds no item with several media').toBe(false);
    const console = guardConsole(page);
    await page.goto(`/en/item${record!.object.about}`);
    await waitForHydration(page);
    const strip = page.getByTestId('item-media-strip');
    const total = 1 + (record!.object.aggregations[0]?.hasView?.length ?? 0);
    await expect(strip.getByRole('button')).toHaveCount(total);
    const first = await page.getByTestId('item-preview').getAttribute('src');
    await strip.getByRole('button', { name: new RegExp(`^Show media 2 of ${total}: `) }).click();
    await expect(page.getByTestId('item-media-counter')).toHaveText(`2 of ${total}`);
    await expect(
      strip.getByRole('button', { name: new RegExp(`^Show media 2 of ${total}: `) }),
    ).toHaveAttribute('aria-current', 'true');
    expect(await page.getByTestId('item-preview').getAttribute('src')).not.toBe(first);
    console.expectClean();
  });

  test('a sound plays in the audio player, loaded when asked for', async ({ page }) => {
    const record = await soundItem();
    expect(!record, 'the gateway holds no playable sound').toBe(false);
    const console = guardConsole(page);
    await page.goto(`/en/item${record!.object.about}`);
    await waitForHydration(page);
    await expect(page.getByTestId('item-player')).toHaveCount(0);
    await page.getByRole('button', { name: 'Play the recording' }).click();
    const player = page.getByTestId('item-player');
    await expect(player).toHaveAttribute('src', /^\/api\/media\/\d+\/\w+\/[0-9a-f]{32}$/);
    await expect
      .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.readyState))
      .toBeGreaterThan(0);
    expect(await player.evaluate((audio: HTMLAudioElement) => audio.error)).toBeNull();
    console.expectClean();
  });

  test('download shows the rights statement and a copyable attribution', async ({ page }) => {
    const record = await localImageItem();
    expect(!record, 'the gateway holds no local image').toBe(false);
    await page.goto(`/en/item${record!.object.about}`);
    await waitForHydration(page);
    await page.getByTestId('item-download').click();
    const dialog = page.getByRole('dialog', { name: 'Download this media' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-rights]')).toBeVisible();
    const attribution = dialog.getByLabel('Attribution');
    await expect(attribution).toHaveValue(/.+ – .+/);
    const href = await dialog.getByRole('link', { name: 'Download the file' }).getAttribute('href');
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toMatch(/^attachment/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});
