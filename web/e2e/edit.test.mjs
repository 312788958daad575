// The edit tab in a browser: a typo shown where it is, an edit seen in play, the mod's zip
// downloaded and opened again (a junk file refused).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { deflateRawSync, crc32 } from 'node:zlib';
import { open, screenshot } from './harness.mjs';
import { readZip } from '../playground/zip.js';


/** Opens the edit tab on `base`'s `file`. */
async function editFile(page, base, file) {
  await page.click('#tabs [data-tab="edit"]');
  await page.selectOption('#edit-base', base);
  await page.click(`#edit-files button[data-file="${file}"]`);
  await page.waitForSelector(`#edit-files button[data-file="${file}"][aria-current="true"]`);
}

/** Puts the cursor on 1-based `line`, `column` characters in, as a user would: click, Home, arrows. */
async function cursorAt(page, line, column) {
  await page.click(`.cm-content .cm-line >> nth=${line - 1}`);
  await page.keyboard.press('Home');
  for (let i = 0; i < column; i++) await page.keyboard.press('ArrowRight');
}

const editorText = (page) => page.evaluate(() => window.archeonEdit.view.state.doc.toString());

test('a typo shows the error at its line, with the suggestion and a lint mark', async () => {
  const { page, errors, close } = await open();
  try {
    await editFile(page, 'kessel', 'table.toml');
    await page.waitForFunction(() => !document.querySelector('#edit-status').classList.contains('edit-bad'));
    const line = 10;
    assert.match((await editorText(page)).split('\n')[line - 1], /^starting_chips = 8/);
    await cursorAt(page, line, 'startin'.length);
    await page.keyboard.press('Delete'); // starting_chips → startin_chips
    const item = page.locator('#edit-problems li[data-file="table.toml"]');
    await item.first().waitFor();
    assert.equal(await item.first().getAttribute('data-line'), String(line));
    assert.equal(await item.first().getAttribute('data-column'), '1');
    assert.match(await item.first().textContent(), /did you mean `starting_chips`\?/);
    await page.waitForSelector('.cm-lintRange-error');
    assert.ok(await page.locator('.cm-gutter-lint .cm-lint-marker-error').count() >= 1, 'a mark in the lint gutter');
    assert.equal(await page.textContent('#edit-files button[data-file="table.toml"] .edit-count'), '1');
    await screenshot(page, 'edit');
    // Clicking the problem opens its file at its place (from another file).
    await page.click('#edit-files button[data-file="tokens.toml"]');
    await item.first().click();
    await page.waitForSelector('#edit-files button[data-file="table.toml"][aria-current="true"]');
    const cursorLine = await page.evaluate(() => { const s = window.archeonEdit.view.state; return s.doc.lineAt(s.selection.main.head).number; });
    assert.equal(cursorLine, line);
    // Completion from the schema offers the key back.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('starting_c');
    await page.waitForSelector('.cm-tooltip-autocomplete li');
    assert.match(await page.textContent('.cm-tooltip-autocomplete'), /starting_chips/);
    await page.keyboard.press('Escape');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("a token's number edited is seen in play", async () => {
  const { page, errors, close } = await open();
  try {
    // Kessel's Free Draw sets the price of the turn's draw to 0; the mod makes it 3.
    await editFile(page, 'kessel', 'tokens.toml');
    const lines = (await editorText(page)).split('\n');
    const at = lines.findIndex((l) => /hook = "draw_price".*op = "set", value = 0 \}/.test(l));
    assert.ok(at >= 0 && lines.slice(Math.max(0, at - 4), at).some((l) => l.includes('"free_draw"')), 'Free Draw sets the draw price');
    // Home puts the cursor after the line's indentation: the column counts from there.
    const indent = lines[at].length - lines[at].trimStart().length;
    await cursorAt(page, at + 1, lines[at].indexOf('value = 0') + 'value = '.length - indent);
    await page.keyboard.press('Delete');
    await page.keyboard.type('3');
    await page.waitForFunction(() => /shared/.test(document.querySelector('#edit-status').textContent));
    const mod = await page.evaluate(async () => (await import('./playground/main.js')).ctx.mod);
    assert.equal(mod.base, 'kessel');
    assert.match(mod.files['tokens.toml'], /op = "set", value = 3 \}/);
    // In play, the mod at seed 6: seat 0 acts first and holds Free Draw. Played, it prices the
    // turn's draws at 3 chips (the shipped token makes them free).
    await page.click('#tabs [data-tab="play"]');
    await page.waitForSelector('#play-table option[value="mod"]', { state: 'attached', timeout: 5000 });
    await page.selectOption('#play-table', 'mod');
    await page.selectOption('#play-seats', '2');
    await page.fill('#play-seed', '6');
    await page.click('#play-new');
    const freeDraw = page.locator('#play-moves button', { hasText: 'Play Free Draw' });
    await freeDraw.click({ timeout: 10000 });
    await page.waitForSelector('#play-moves button:not([disabled]) >> text=/Draw from the Blood deck/', { timeout: 10000 });
    const draws = await page.locator('#play-moves button', { hasText: 'Draw from' }).allTextContents();
    assert.ok(draws.length > 0 && draws.every((t) => /costs 3 chips/.test(t)), JSON.stringify(draws));
    // The edit survives the tab switch.
    await page.click('#tabs [data-tab="edit"]');
    assert.match(await editorText(page), /op = "set", value = 3 \}/);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

/** A zip of `files` (`{name: text}`), deflated, as another tool would write it. */
function deflatedZip(files) {
  const locals = [], centrals = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text), packed = deflateRawSync(data), n = Buffer.from(name);
    const local = Buffer.alloc(30), central = Buffer.alloc(46);
    local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14); local.writeUInt32LE(packed.length, 18); local.writeUInt32LE(data.length, 22); local.writeUInt16LE(n.length, 26);
    central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16); central.writeUInt32LE(packed.length, 20); central.writeUInt32LE(data.length, 24); central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n, packed);
    centrals.push(central, n);
    offset += 30 + n.length + packed.length;
  }
  const dir = Buffer.concat(centrals), end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(centrals.length / 2, 8); end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(dir.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

test('the mod goes out as a zip and comes back; a junk file is refused', async () => {
  const { page, errors, close } = await open();
  try {
    await editFile(page, 'kessel', 'table.toml');
    await cursorAt(page, 10, 'starting_chips = '.length);
    await page.keyboard.press('Delete');
    await page.keyboard.type('9');
    await page.waitForFunction(() => /shared/.test(document.querySelector('#edit-status').textContent));
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#edit-download')]);
    assert.equal(download.suggestedFilename(), 'kessel-mod.zip');
    const path = await download.path();
    const { folder, files } = await readZip(await readFile(path));
    assert.equal(folder, 'kessel');
    assert.deepEqual(Object.keys(files).sort(), ['pl.ftl', 'table.toml', 'tokens.toml']);
    assert.match(files['table.toml'], /^starting_chips = 9$/m);
    // Back to the base, then the zip opened again restores the edit.
    await page.click('#edit-reset');
    assert.match(await editorText(page), /^starting_chips = 8$/m);
    await page.setInputFiles('#edit-upload', path);
    await page.waitForFunction(() => /Opened 3 files/.test(document.querySelector('#edit-zip-status').textContent));
    assert.match(await editorText(page), /^starting_chips = 9$/m);
    assert.equal(await page.locator('#edit-files button[data-file]').count(), 3);
    // A deflated zip (as `zip` or an OS writes them), its folder naming another base.
    const deflated = deflatedZip({ 'pazaak/table.toml': marked(files), 'pazaak/README.md': 'not part of the pack' });
    await page.setInputFiles('#edit-upload', { name: 'mine.zip', mimeType: 'application/zip', buffer: deflated });
    await page.waitForFunction(() => /Opened 1 files of pazaak/.test(document.querySelector('#edit-zip-status').textContent));
    assert.equal(await page.inputValue('#edit-base'), 'pazaak');
    assert.match(await editorText(page), /deflated round trip/);
    // Junk: a clear refusal, nothing replaced.
    await page.setInputFiles('#edit-upload', { name: 'junk.zip', mimeType: 'application/zip', buffer: Buffer.from('this is not a zip at all') });
    await page.waitForFunction(() => /Not opened: this is not a zip file/.test(document.querySelector('#edit-zip-status').textContent));
    assert.match(await editorText(page), /deflated round trip/);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

/** A table.toml for the deflated zip: kessel's edited one, marked. */
function marked(files) {
  return `${files['table.toml']}\n# deflated round trip\n`;
}
