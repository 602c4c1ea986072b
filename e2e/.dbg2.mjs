import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await (await browser.newContext()).newPage();
await page.goto('http://127.0.0.1:4100/projects');
await page.getByRole('table', { name: 'Projects' }).waitFor();
await page.getByRole('button', { name: 'Learn more' }).click();
console.log('after click', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120)));
await page.keyboard.press('Escape');
await page.waitForTimeout(500);
console.log('after esc', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120)));
await page.getByRole('button', { name: 'Learn more' }).focus();
await page.keyboard.press('Enter');
await page.waitForTimeout(300);
console.log(
  'dialog',
  await page.getByRole('dialog').count(),
  await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120)),
);
await page.keyboard.press('Escape');
await page.waitForTimeout(500);
console.log('after esc2', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120)));
await browser.close();
