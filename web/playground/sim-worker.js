// The measure tab's Worker: simulations and A/B comparisons off the page's thread (they run on
// the calling thread and take seconds). One request per Worker life is enough: the page
// terminates it to cancel.
//
// In:  {wasmUrl, wasmModule, op: 'sim' | 'compare', a: {table} | {files}, b?: {table} | {files}, options}
// Out: {type: 'progress', done, total} ... then {type: 'done', report} or {type: 'error', message}

import { load, sim, compare, Pack } from '../archeon.js';

/** The package, loaded once: the page's compiled module when it sent one, else its URL
 * (`load` takes either). */
let loaded = null;
const ready = (wasmUrl, wasmModule) => (loaded ??= load(wasmModule ?? wasmUrl));

const packOf = (spec) => (spec.files ? Pack.fromFiles(spec.files) : Pack.builtin(spec.table));

self.onmessage = async ({ data }) => {
  try {
    await ready(data.wasmUrl, data.wasmModule);
    const progress = (done, total) => self.postMessage({ type: 'progress', done, total });
    const a = packOf(data.a);
    let report;
    if (data.op === 'compare') {
      const b = packOf(data.b);
      report = compare(a, b, data.options, progress);
      b.free();
    } else {
      report = sim(a, data.options, progress);
    }
    a.free();
    self.postMessage({ type: 'done', report });
  } catch (e) {
    self.postMessage({ type: 'error', name: e?.name, message: String(e?.message ?? e) });
  }
};
