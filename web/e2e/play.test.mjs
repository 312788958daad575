// The play tab in Chromium: a whole match of one table of each family, played by clicking the
// move buttons (a seeded-random one each time) against random bots. After every move the test
// plays the auditor: it reads the dealer Worker's own match (`globalThis.dealer.match`, which the
// page never sees) and checks that the page holds seat 0's observation and nothing more, that
// no card hidden from seat 0 reached the DOM, and that the opponents' hidden hands are drawn as
// backs. Screenshots: e2e/out/play-<table>.png (and one in Russian).
//
// The seeds are picked so that each match ends in a few dozen clicks (the policy below with
// random bots; see `next`).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, screenshot } from './harness.mjs';
import { cardLabel, visibleCards } from '../playground/render.js';

/** The test's choice of move: a 32-bit LCG from the match's seed. */
const next = (r) => (Math.imul(r, 1103515245) + 12345) >>> 0;

/** What seat `opp` holds that seat 0 may not see, by the auditor's knowledge of both. */
function hiddenCards(family, oppObs, obs0, opp) {
  const out = [];
  const hand = oppObs.hand ?? [];
  switch (family) {
    case 'sabacc':
      out.push(...hand);
      break;
    case 'fronts':
      out.push(...hand);
      oppObs.fronts.forEach((f, i) => f.sides[opp].cards.forEach((c, j) => {
        if (c && obs0.fronts[i].sides[opp].cards[j] === null) out.push(c);
      }));
      break;
    case 'corellian_sabacc':
      hand.forEach((c, k) => { if (!oppObs.in_field?.[k]) out.push(c); });
      break;
    case 'pazaak_table':
      out.push(...hand.filter(Boolean));
      break;
    default:
      throw new Error(`no audit for family ${family}`);
  }
  return out.map((c) => cardLabel(family, c));
}

/** The dealer Worker (the page's only one). */
async function dealerWorker(page) {
  for (let i = 0; i < 100; i++) {
    for (const w of page.workers()) if (w.url().endsWith('/dealer.js')) return w;
    await page.waitForTimeout(50);
  }
  throw new Error('no dealer Worker');
}

const settled = () => {
  const result = document.getElementById('play-result');
  return (result && !result.hidden) || document.querySelector('#play-moves button:not([disabled])') !== null;
};

/** The auditor's checks, with the dealer idle (seat 0 to act, or the match over). */
async function audit(page, worker, lang) {
  const truth = await worker.evaluate((lang) => {
    const { match: m, seats } = globalThis.dealer;
    const obs = [];
    for (let s = 0; s < seats; s++) obs.push(m.observe(s));
    const legal = m.pending()?.seat === 0 ? m.legalActions(0) : [];
    return { obs, over: m.isOver(), view: m.view(0, lang), legal, texts: legal.map((a) => m.describe(a, 0, lang)) };
  }, lang);
  const page0 = await page.evaluate(() => {
    const p = window.archeonPlay;
    const count = {};
    for (const e of document.querySelectorAll('#play-board [data-card]')) count[e.dataset.card] = (count[e.dataset.card] ?? 0) + 1;
    const areas = {};
    for (const a of document.querySelectorAll('#play-board [data-seat]')) {
      areas[a.dataset.seat] = { faces: a.querySelectorAll('.card:not(.back):not(.empty)').length, backs: a.querySelectorAll('.card.back').length, backData: [...a.querySelectorAll('.card.back')].some((b) => b.attributes.length > 1 || b.childNodes.length) };
    }
    const buttons = [...document.querySelectorAll('#play-moves button[data-action]')].map((b) => ({ action: Number(b.dataset.action), text: b.textContent }));
    return { keys: Object.keys(p).sort(), seat: p.seat, observation: p.observation, view: p.view, legal: p.legal, over: p.over, count, areas, buttons };
  });
  const obs0 = truth.obs[0];
  // The page holds seat 0's knowledge and nothing else.
  assert.deepEqual(page0.keys, ['legal', 'log', 'observation', 'over', 'seat', 'view']);
  assert.equal(page0.seat, 0);
  assert.deepEqual(page0.observation, obs0);
  assert.deepEqual(page0.view, truth.view);
  assert.equal(page0.over, truth.over);
  assert.deepEqual(page0.legal.map((l) => l.action), truth.legal);
  assert.deepEqual(page0.buttons.map((b) => b.action), truth.legal);
  assert.deepEqual(page0.buttons.map((b) => b.text), truth.texts);
  // No hidden card reaches the DOM: a label shows at most as often as seat 0 sees it.
  const seen = {};
  for (const { label } of visibleCards(obs0)) seen[label] = (seen[label] ?? 0) + 1;
  const family = obs0.family;
  for (let opp = 1; opp < truth.obs.length; opp++) {
    for (const label of hiddenCards(family, truth.obs[opp], obs0, opp)) {
      assert.ok((page0.count[label] ?? 0) <= (seen[label] ?? 0),
        `seat ${opp}'s hidden ${label} is drawn ${page0.count[label]} times, seat 0 sees ${seen[label] ?? 0}`);
    }
    // The opponent's area shows no more faces than seat 0 sees of that seat: backs otherwise.
    const area = page0.areas[String(opp)];
    assert.ok(area, `no area for seat ${opp}`);
    const shownOfOpp = visibleCards(obs0).filter((v) => v.seat === opp).length;
    assert.ok(area.faces <= shownOfOpp, `seat ${opp}'s area shows ${area.faces} faces, seat 0 sees ${shownOfOpp}`);
    assert.equal(area.backData, false, 'a card back carries something');
  }
  // Every face on the board is one seat 0 sees.
  for (const [label, n] of Object.entries(page0.count)) assert.ok(n <= (seen[label] ?? 0), `${label} drawn ${n} times, seen ${seen[label] ?? 0}`);
  return truth;
}

/** Opens `table` and plays it to its end by clicking; returns the number of clicks. */
async function playWhole(t, { table, seats, seed, lang = 'en', shot = `play-${table}` }) {
  const { page, errors, close } = await open(`?table=${table}&seats=${seats}&seed=${seed}&bot=random&delay=0${lang === 'en' ? '' : `&lang=${lang}`}`);
  try {
    const worker = await dealerWorker(page);
    let r = seed;
    let clicks = 0;
    for (;;) {
      await page.waitForFunction(settled, null, { timeout: 15000 });
      const truth = await audit(page, worker, lang);
      if (truth.over) break;
      if (clicks === 2) await screenshot(page, `${shot}-midway`);
      r = next(r);
      const buttons = await page.$$('#play-moves button[data-action]');
      await buttons[(r >>> 16) % buttons.length].click();
      clicks++;
      assert.ok(clicks < 200, 'the match does not end');
    }
    assert.equal(await page.isVisible('#play-result'), true);
    const resultText = await page.textContent('#play-result');
    const lines = await worker.evaluate((lang) => globalThis.dealer.match.resultLines(0, lang), lang);
    for (const l of lines) if (l.trim()) assert.ok(resultText.includes(l.trim()), `result line missing: ${l}`);
    assert.ok(await page.isVisible('#play-result button'), 'no new-match button');
    const rules = await page.textContent('#play-rules');
    const help = await worker.evaluate((lang) => globalThis.dealer.match.helpLines(lang), lang);
    assert.ok(rules.includes(help[0]), 'the rules are not shown');
    await screenshot(page, shot);
    assert.deepEqual(errors, []);
    t.diagnostic(`${table}: ${clicks} clicks`);
    return { clicks, page };
  } finally {
    await close();
  }
}

test('kessel (sabacc): a whole match by clicking, nothing hidden leaks', (t) => playWhole(t, { table: 'kessel', seats: 2, seed: 1 }));
test('arcana (fronts): a whole match by clicking, nothing hidden leaks', (t) => playWhole(t, { table: 'arcana', seats: 2, seed: 1 }));
test('corellian_field (corellian): a whole match by clicking, nothing hidden leaks', (t) => playWhole(t, { table: 'corellian_field', seats: 2, seed: 9 }));
test('pazaak: a whole match by clicking, nothing hidden leaks', (t) => playWhole(t, { table: 'pazaak', seats: 2, seed: 1 }));
test('corellian in Russian: a whole match by clicking', (t) => playWhole(t, { table: 'corellian', seats: 2, seed: 12, lang: 'ru', shot: 'play-corellian-ru' }));
test('archeon (sabacc with archive cards): a whole match by clicking', (t) => playWhole(t, { table: 'archeon', seats: 2, seed: 8 }));
test('prof_arcana (fronts with spells): a whole match by clicking', (t) => playWhole(t, { table: 'prof_arcana', seats: 2, seed: 5 }));

test('the controls: tables by name, seat ranges, bots; a language switch redraws every text', async () => {
  const { page, errors, close } = await open('?table=kessel&seats=3&seed=4&bot=random&delay=0');
  try {
    const worker = await dealerWorker(page);
    await page.waitForFunction(settled, null, { timeout: 15000 });
    const tables = await page.$$eval('#play-table option', (os) => os.map((o) => [o.value, o.textContent]));
    assert.ok(tables.some(([v, n]) => v === 'kessel' && n === 'Kessel Sabacc'), JSON.stringify(tables));
    assert.equal(tables.length, 11);
    assert.deepEqual(await page.$$eval('#play-seats option', (os) => os.map((o) => o.value)), ['2', '3', '4']);
    assert.equal(await page.inputValue('#play-seats'), '3');
    assert.equal(await page.inputValue('#play-bot'), 'random');
    assert.equal(await worker.evaluate(() => globalThis.dealer.seats), 3);
    await page.selectOption('#play-table', 'pazaak');
    assert.deepEqual(await page.$$eval('#play-seats option', (os) => os.map((o) => o.value)), ['2']);
    // Switch the language mid-match: the view, the log and the moves come again in Russian.
    await page.selectOption('#lang-select', 'ru');
    await page.waitForFunction(() => document.getElementById('play-new').textContent === 'Новая партия');
    await page.waitForFunction(settled, null, { timeout: 15000 });
    await page.waitForFunction(() => /[а-я]/i.test(window.archeonPlay.view.join('')));
    await audit(page, worker, 'ru');
    const log = await worker.evaluate(() => globalThis.dealer.match.eventLines(0, 0, 'ru').lines);
    assert.deepEqual(await page.evaluate(() => window.archeonPlay.log), log);
    await screenshot(page, 'play-kessel-ru');
    // A new match from the controls.
    await page.selectOption('#play-table', 'arcana');
    await page.fill('#play-seed', '2');
    await page.click('#play-new');
    await page.waitForFunction(() => window.archeonPlay.observation?.family === 'fronts');
    await page.waitForFunction(settled, null, { timeout: 15000 });
    await audit(page, worker, 'ru');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('no parameters: a Kessel match with the heuristic bot; a mod from the Edit tab is a table choice', async () => {
  const { page, errors, close } = await open('');
  try {
    const worker = await dealerWorker(page);
    await page.waitForFunction(settled, null, { timeout: 20000 });
    assert.equal(await page.inputValue('#play-table'), 'kessel');
    assert.equal(await page.inputValue('#play-bot'), 'heuristic');
    assert.equal(await worker.evaluate(() => globalThis.dealer.match.observe(0).family), 'sabacc');
    await audit(page, worker, 'en');
    // The Edit tab hands over a mod that checks clean (here: Kessel's own files).
    await page.evaluate(async () => {
      const { ctx } = await import('./playground/main.js');
      const { Pack } = await import('./archeon.js');
      ctx.set('mod', { base: 'pazaak', files: Pack.builtinFiles('pazaak') });
    });
    const mod = await page.$eval('#play-table option[value="mod"]', (o) => o.textContent);
    assert.match(mod, /Pazaak/);
    await page.selectOption('#play-table', 'mod');
    assert.deepEqual(await page.$$eval('#play-seats option', (os) => os.map((o) => o.value)), ['2']);
    await page.click('#play-new');
    await page.waitForFunction(() => window.archeonPlay.observation?.family === 'pazaak_table', null, { timeout: 20000 });
    await page.waitForFunction(settled, null, { timeout: 20000 });
    await audit(page, worker, 'en');
    assert.equal(await page.locator('#play-board [data-side-card]').count() > 0, true);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
