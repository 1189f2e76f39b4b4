import path from 'node:path';
import { directPerson, type DirectPerson } from '../support/direct';
import { expect, test, url } from '../support/fixtures';
import { postThroughApi } from '../support/uploads';
import { IMAGES } from './create-helpers';

// Collaborators (docs/behaviour/creation.md#collaborators): the author invites someone from the
// post editor; the invitee, in their own browser, sees the invitation's row in Notifications
// and accepts it there; the post header then names both, and the post is on the invitee's grid.

test.describe('collaborators', () => {
  let author: DirectPerson;
  let invitee: DirectPerson;

  test.afterEach(async () => {
    await author?.context.close();
    await invitee?.context.close();
  });

  test('an invitation from the editor, accepted from its notification, makes a collab post', async ({ browser }) => {
    author = await directPerson(browser, 'cola', { locale: 'en' });
    invitee = await directPerson(browser, 'colb', { locale: 'en' });
    const { code } = await postThroughApi(author.page, {
      file: path.join(IMAGES, 'camera', 'Nikon_D70.jpg'),
      type: 'image/jpeg',
      width: 640,
      height: 480,
      configure: '/api/v1/media/configure/',
      params: { caption: 'made together' },
    });

    // The author invites from the post's editor.
    await author.page.goto(url(`/p/${code}/`));
    const post = author.page.getByTestId('post-page');
    await post.getByRole('button', { name: 'More options' }).first().click();
    await author.page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = author.page.getByRole('dialog', { name: 'Edit info' });
    await dialog.getByRole('combobox', { name: 'Invite collaborators' }).fill(invitee.username);
    await dialog.getByRole('option', { name: new RegExp(invitee.username) }).click();
    await expect(dialog.getByTestId('edit-collab-search-chip')).toHaveText([invitee.username]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    // Only invited: the header names the author alone; the editor, opened again on the page as
    // loaded anew, still lists the invitation.
    await author.page.reload();
    const header = post.locator('header').first();
    await expect(header).toContainText(author.username);
    await expect(header).not.toContainText(invitee.username);
    await post.getByRole('button', { name: 'More options' }).first().click();
    await author.page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(dialog.getByTestId('edit-collab-search-chip')).toHaveText([invitee.username]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // The invitee accepts from the row in Notifications.
    await invitee.page.goto(url('/'));
    await invitee.page.getByTestId('left-nav').locator('[data-nav="notifications"]').click();
    const row = invitee.page.getByTestId('activity-panel').locator('[data-kind="collab_invite"]');
    await expect(row).toContainText(`${author.username} invited you to collaborate on their post.`);
    await row.getByRole('button', { name: 'Accept' }).click();
    await expect(row).toContainText(`You accepted ${author.username}'s invitation to collaborate.`);
    await expect(row.getByRole('button', { name: 'Accept' })).toHaveCount(0);

    // The post names both, for the invitee and for the author.
    await invitee.page.goto(url(`/p/${code}/`));
    const seen = invitee.page.getByTestId('post-page').locator('header').first();
    await expect(seen).toContainText(`${author.username} and ${invitee.username}`);
    await author.page.reload();
    await expect(author.page.getByTestId('post-page').locator('header').first()).toContainText(
      `${author.username} and ${invitee.username}`,
    );

    // And it is on the invitee's profile grid.
    await invitee.page.goto(url(`/${invitee.username}/`));
    await expect(invitee.page.locator(`a[href="/p/${code}/"]`).first()).toBeVisible();
  });
});
