"""The Python bench: random-policy throughput through VecMatch, and one single-match step.

    python python/benches/bench.py [--quick] [--table kessel] [--n 256] [--steps 400] [--repeat 7]

Prints the median of the repeats (and every sample) for:
  batch   random legal actions through VecMatch.step (the policy vectorised in numpy), actions/s
  single  Match.apply of one legal action from a Python loop, ns per step (the loop and the
          choice of the action from a precomputed list included)
  bots    an agent (seat 0, random legal actions) against the heuristic bots, which play inside
          VecMatch.step: ns per agent action of step, ns per row of observation_tensors (default
          size) on the same states (paired), and their ratio
Targets (issue 15): batch >= 5 M actions/s on one core, single <= 1.5 us; (issue 29) tensors
at most 2x a step against the heuristic at n = 256.
"""

import argparse
import os
import statistics
import time

# One core: numpy's BLAS threads would otherwise spin on the other one.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

import archeon  # noqa: E402


def batch(table, n, steps):
    v = archeon.VecMatch(table, n, seed=1)
    rng = np.random.default_rng(0)
    rows = np.arange(n)
    draws = rng.random((steps, n))
    start = time.perf_counter()
    for k in range(steps):
        idx = (draws[k] * v.num_legal).astype(np.int64)
        v.step(v.legal[rows, idx])  # int32, as `legal` holds them
    return n * steps / (time.perf_counter() - start)


def single(table, steps):
    m = archeon.Match(table, None, 1)
    rng = np.random.default_rng(0)
    picks = rng.random(steps).tolist()
    done = 0
    elapsed = 0.0
    seed = 1
    while done < steps:
        # The legal actions are asked outside the timed call; the timed part is one apply.
        seat = m.current_seat
        legal = m.legal_actions(seat)
        action = legal[int(picks[done] * len(legal))]
        t0 = time.perf_counter_ns()
        m.apply(seat, action)
        elapsed += time.perf_counter_ns() - t0
        done += 1
        if m.is_over:
            seed += 1
            m = archeon.Match(table, None, seed)
    return elapsed / steps


def against_bots(table, n, steps, rounds):
    """Paired timings, agent against the heuristic: each round times `steps` batches of tensors,
    each right before the step from the same states. Returns the per-round ns per agent action
    of step, ns per row of tensors, and the ratio tensors/step."""
    v = archeon.VecMatch(table, n, seed=1, opponents="heuristic")
    rng = np.random.default_rng(0)
    rows = np.arange(n)
    v.observation_tensors()  # warm the scratch
    out = []
    for _ in range(rounds):
        ts = tt = 0
        for _ in range(steps):
            actions = v.legal[rows, (rng.random(n) * v.num_legal).astype(np.int64)]
            t0 = time.perf_counter_ns()
            v.observation_tensors()
            t1 = time.perf_counter_ns()
            v.step(actions)
            t2 = time.perf_counter_ns()
            tt += t1 - t0
            ts += t2 - t1
        out.append((ts / (steps * n), tt / (steps * n), tt / ts))
    return out


def timer_overhead(samples=20000):
    t = []
    for _ in range(samples):
        t0 = time.perf_counter_ns()
        t1 = time.perf_counter_ns()
        t.append(t1 - t0)
    return statistics.median(t)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--quick", action="store_true", help="a short run (CI): fewer steps and repeats")
    p.add_argument("--table", default="kessel")
    p.add_argument("--n", type=int, default=256)
    p.add_argument("--steps", type=int, default=400)
    p.add_argument("--repeat", type=int, default=7)
    a = p.parse_args()
    if a.quick:
        a.steps, a.repeat = 50, 3
    b = [batch(a.table, a.n, a.steps) for _ in range(a.repeat)]
    overhead = timer_overhead()
    s = [single(a.table, 20000 if not a.quick else 5000) - overhead for _ in range(a.repeat)]
    print(f"table {a.table}: batch of {a.n}, {a.steps} steps, {a.repeat} repeats")
    print(f"batch   median {statistics.median(b) / 1e6:.2f} M actions/s (target >= 5)  samples " + ", ".join(f"{x / 1e6:.2f}" for x in b))
    print(f"single  median {statistics.median(s):.0f} ns per apply (target <= 1500; timer overhead {overhead:.0f} ns subtracted)  samples " + ", ".join(f"{x:.0f}" for x in s))
    bots = against_bots(a.table, a.n, max(a.steps // 10, 10), a.repeat)
    step_ns, tensor_ns, ratio = (statistics.median(x[k] for x in bots) for k in range(3))
    print(f"bots    median {step_ns:.0f} ns per agent action of step (heuristic opponents), {tensor_ns:.0f} ns per row of observation_tensors, "
          f"ratio {ratio:.2f} (target <= 2)  ratios " + ", ".join(f"{x[2]:.2f}" for x in bots))


if __name__ == "__main__":
    main()
