import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  accessTokenOf,
  createAccountFromLoginPage,
  grantRole,
  newAccount,
  type TestAccount,
} from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { guardConsole } from '../support/console-guard';
import { waitForHydration } from '../support/pages';
import { gatewayUrl } from './search-support';

/**
 * Gallery publication from end to end (spec §4), in real Chromium against the gateway: a user
 * submits a public gallery of 15 items; an editor, given the role with the operator's command,
 * finds it on their account page and publishes it; it is then on the galleries list.
 */

const creator = newAccount('creator');
const editor = newAccount('editor');
const title = `Harbours of the north ${Date.now()}`;

async function signUp(page: Page, account: TestAccount) {
  await page.goto('/en/account');
  await expect(page).toHaveURL(/\/en\/account\/login\?redirect=/);
  await waitForHydration(page);
  await createAccountFromLoginPage(page, account);
  await expect(page).toHaveURL(/\/en\/account$/);
  await waitForHydration(page);
}

/** Fifteen record ids of the default data, from the Search API. */
async function fifteenItems(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(`${gatewayUrl}/record/v2/search.json`, {
    params: { query: '*', rows: '15', profile: 'minimal' },
  });
  const { items } = (await response.json()) as { items: Array<{ id: string }> };
  expect(items).toHaveLength(15);
  return items.map((item) => item.id);
}

test('a user submits a gallery, an editor publishes it, everyone sees it listed', async ({
  page,
  browser,
  request,
}) => {
  const console = guardConsole(page);
  await signUp(page, creator);

  // The gallery and its items are made through the Set API with the user's own token (the
  // dialogs that make them have their own test); what is tested here is publication.
  const token = await accessTokenOf(page);
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/set/', {
    headers: auth,
    data: {
      type: 'Collection',
      title: { en: title },
      description: { en: 'Ports and harbours around the North Sea and the Baltic.' },
      visibility: 'public',
    },
  });
  expect(created.status()).toBe(201);
  const id = String(((await created.json()) as { id: string }).id)
    .split('/')
    .pop();
  const filled = await request.put(`/api/set/${id}/items`, {
    headers: auth,
    data: await fifteenItems(request),
  });
  expect(filled.status()).toBe(200);

  // The creator submits it from the gallery's page.
  await page.goto(`/en/galleries/${id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Submit for publication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit this gallery for publication' });
  await expect(dialog).toContainText('within one working week');
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Submit for publication' }).click();
  await expect(page.getByText(/^Submitted for publication on /)).toBeVisible();
  console.expectClean();

  // An editor, given the role by the operator, reviews it from their account page.
  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  const editorConsole = guardConsole(editorPage);
  await signUp(editorPage, editor);
  expect(grantRole(editor, 'usersets:editor')).toMatch(/now has the roles usersets:editor/);
  await editorPage.reload();
  await waitForHydration(editorPage);
  const queue = editorPage.getByRole('region', { name: 'Galleries submitted for publication' });
  await expect(queue.getByRole('link', { name: title })).toBeVisible();
  expect(await seriousViolations(editorPage)).toEqual([]);
  await queue.getByRole('link', { name: title }).click();
  await expect(editorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const publishing = editorPage.getByTestId('gallery-publishing');
  await expect(publishing).toContainText('Its creator asked for it to be published on');
  await publishing.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(publishing).toContainText('This gallery is published.');
  editorConsole.expectClean();
  await editorContext.close();

  // Anyone now finds it on the galleries list, curated by its creator.
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto('/en/galleries');
  const card = visitor.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText(`Curated by ${creator.username}`);
  await anonymous.close();
});
