import { inflateRawSync } from 'node:zlib';
import { apiUrl, expect, isStackMode, test, url } from '../support/fixtures';
import { freshPerson } from './profile-helpers';

/** The names of a zip's entries, read from its central directory. */
function zipEntryNames(archive: Buffer): string[] {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const nameLength = archive.readUInt16LE(at + 28);
    names.push(archive.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
  }
  return names;
}

const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The text of a deflated entry (the JSON files carry their sizes in their local header). */
function zipEntryText(archive: Buffer, name: string): string {
  for (let at = archive.indexOf(LOCAL_HEADER); at >= 0;) {
    const nameLength = archive.readUInt16LE(at + 26);
    const dataAt = at + 30 + nameLength + archive.readUInt16LE(at + 28);
    const size = archive.readUInt32LE(at + 18);
    if (archive.toString('utf8', at + 30, at + 30 + nameLength) === name)
      return inflateRawSync(archive.subarray(dataAt, dataAt + size)).toString('utf8');
    at = archive.indexOf(LOCAL_HEADER, dataAt + size);
  }
  throw new Error(`${name} is not in the archive`);
}

test('your information: the archive downloads, and deleting the account hides it until the next login', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const person = await freshPerson(browser, 'od');
  const { page, username } = person;

  // From the own profile's settings link, through the settings' list of sections, to the page.
  await page.goto(url(`/${username}/`));
  await page.getByRole('link', { name: '设置' }).click();
  await expect(page).toHaveURL(/\/accounts\/edit\/$/);
  await page.getByRole('navigation', { name: '设置' }).getByRole('link', { name: '你的信息' }).click();
  await expect(page).toHaveURL(/\/accounts\/your_information\/$/);
  await expect(page.getByRole('heading', { level: 1, name: '你的信息' })).toBeVisible();

  // Download: request, prepared in the background, then a link to the zip.
  await page.getByRole('button', { name: '请求下载' }).click();
  const link = page.getByRole('link', { name: '下载', exact: true });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: '请求下载' })).toHaveCount(0);
  const href = (await link.getAttribute('href')) ?? '';
  const download = await page.request.get(new URL(href, url('/')).toString());
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/zip');
  const archive = await download.body();
  expect(zipEntryNames(archive)).toEqual(
    expect.arrayContaining(['README.txt', 'account.json', 'posts.json', 'messages.json', 'followers.json']),
  );
  expect(JSON.parse(zipEntryText(archive, 'account.json'))).toMatchObject({ username });

  // Delete: the confirmation asks for the password, then the log-in page says when.
  await page.getByRole('button', { name: '删除账户' }).click();
  const dialog = page.getByRole('alertdialog', { name: '要删除你的账户吗？' });
  await expect(dialog).toContainText('30 天后');
  await dialog.getByLabel('输入密码以确认').fill('e2e-password');
  await dialog.getByRole('button', { name: '删除账户' }).click();
  // The page needs a login: the log-in page, whose next comes back here.
  await expect(page).toHaveURL(/\/accounts\/login\/\?next=%2Faccounts%2Fyour_information%2F$/);
  await expect(page.getByText(/你的账户将于 .+ 被删除。在此之前登录即可取消。/)).toBeVisible();

  // Meanwhile the account is gone for others. The page's HTTP status comes from our server in
  // one-port mode; stack mode's static shell answers every page 200 (docs/routes.md#what-the-server-answers-for-a-page).
  const visitor = await browser.newContext({ locale: 'zh-CN' });
  const visitorPage = await visitor.newPage();
  const hidden = await visitorPage.goto(url(`/${username}/`));
  if (!isStackMode()) expect(hidden?.status()).toBe(404);
  await expect(visitorPage.getByText('很抱歉，无法访问此页面')).toBeVisible();
  expect(
    (await visitorPage.request.get(`${apiUrl()}/api/v1/users/web_profile_info/?username=${username}`)).status(),
  ).toBe(404);

  // Logging in again cancels the deletion, and says so.
  await page.getByPlaceholder('手机号、账号或邮箱').fill(username);
  await page.getByPlaceholder('密码').fill('e2e-password');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('你的账户删除请求已取消。')).toBeVisible();
  await expect(page).toHaveURL(/\/accounts\/your_information\/$/);
  const back = await visitorPage.goto(url(`/${username}/`));
  expect(back?.status()).toBe(200);
  await expect(visitorPage.getByTestId('profile-header')).toContainText(username);

  await visitor.close();
  await person.context.close();
});
