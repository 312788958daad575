// The measure tab in a browser: a short simulation in the Worker with its progress and plots,
// a cancel, and with a mod set an A/B table against its base.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, screenshot } from './harness.mjs';


test('a simulation runs in a Worker to its total and draws its plots; a mod is compared A/B', async () => {
  const { page, errors, close } = await open();
  try {
    await page.click('#tabs [data-tab="measure"]');
    assert.equal(await page.inputValue('#measure-matches'), '200');
    assert.equal(await page.locator('#measure-table option[value="mod"]').count(), 0, 'no mod before an edit');
    assert.ok(await page.isDisabled('#measure-compare'));
    await page.selectOption('#measure-table', 'kessel');
    await page.selectOption('#measure-seats', '2');
    await page.fill('#measure-matches', '60');
    await page.selectOption('#measure-bot', 'random');
    await page.click('#measure-run');
    await page.waitForFunction(() => document.querySelector('#measure-count').textContent === '60 / 60', null, { timeout: 20000 });
    await page.waitForSelector('#measure-plots svg');
    assert.equal(await page.evaluate(() => document.querySelector('#measure-progress').value), 60);
    const titles = await page.$$eval('#measure-plots svg > title', (ts) => ts.map((t) => t.textContent));
    assert.ok(titles.length >= 3, titles.join(' | '));
    assert.ok(titles.some((t) => /Win share by seat/.test(t)), titles.join(' | '));
    assert.ok(titles.some((t) => /Match length/.test(t)), titles.join(' | '));
    assert.ok(titles.some((t) => /played it/.test(t)), titles.join(' | '));
    assert.equal(await page.locator('#measure-plots .plot-wins .bar').count(), 2);
    const summary = await page.textContent('#measure-summary');
    assert.match(summary, /Matches\s*60/);
    assert.match(summary, /first player/i);

    // A long run is cancelled: the Worker ends, the buttons come back.
    await page.fill('#measure-matches', '100000');
    await page.click('#measure-run');
    await page.waitForFunction(() => document.querySelector('#measure-progress').value > 0, null, { timeout: 20000 });
    await page.click('#measure-cancel');
    assert.match(await page.textContent('#measure-status'), /Cancelled/);
    assert.ok(!(await page.isDisabled('#measure-run')));
    await page.fill('#measure-matches', '60');

    // A mod: kessel with 11 starting chips, compared with kessel on the same seeds.
    await page.click('#tabs [data-tab="edit"]');
    await page.selectOption('#edit-base', 'kessel');
    await page.click('#edit-files button[data-file="table.toml"]');
    await page.click('.cm-content .cm-line >> nth=9');
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('11');
    await page.waitForFunction(() => /shared/.test(document.querySelector('#edit-status').textContent));
    await page.click('#tabs [data-tab="measure"]');
    assert.equal(await page.locator('#measure-table option[value="mod"]').count(), 1);
    await page.click('#measure-compare');
    await page.waitForSelector('#measure-ab:not([hidden]) table', { timeout: 20000 });
    const rows = await page.$$eval('#measure-ab tbody tr', (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
    assert.ok(rows.length >= 3, JSON.stringify(rows));
    const rounds = rows.find((r) => /rounds a match lasts/.test(r[0]));
    assert.ok(rounds, JSON.stringify(rows));
    assert.match(rounds[3], /✱/, 'more chips make longer matches, beyond the noise');
    await screenshot(page, 'measure');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
