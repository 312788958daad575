"""Trains a small policy at Kessel against the library's heuristic bot, through the batched API,
and measures it against a random policy on the same seeds.

    python python/examples/learn_kessel.py [--episodes 200000] [--eval 20000] [--n 256] [--seed 1]
    python python/examples/learn_kessel.py --quick     # CI: fewer episodes; fails unless it learned

The policy is a linear softmax over the table's compact action space (``pack.action_ids``): the
features are the seat's observation tensor (``archeon.OBSERVATION_SCHEME``) squashed by
``sign(x) * log1p(|x|)``; it is trained by REINFORCE with a running baseline and Adam, one step
per 512 finished episodes. The
opponent seat is played inside Rust by ``VecMatch(..., opponents="heuristic")``, so every step
is a decision of the agent (seat 0 of 2). It prints the win share of the trained policy and of a
random legal policy over the same evaluation seeds, each with its 95% Wilson interval, and the
95% interval of the difference; the exit status is 1 when that interval does not lie above 0.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from typing import List, Optional, Tuple

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402
import numpy.typing as npt  # noqa: E402

import archeon  # noqa: E402

TABLE, SEATS, SIZE = "kessel", 2, 256
# The policy is updated each time this many episodes have ended: a win is rare against the
# heuristic (a random policy wins about 3%), and smaller batches let Adam follow the noise.
UPDATE_EPISODES = 512
FloatArray = npt.NDArray[np.float64]


class Policy:
    """A linear softmax over the compact action space, trained with Adam."""

    def __init__(self, features: int, actions: npt.NDArray[np.int64], lr: float, rng: np.random.Generator) -> None:
        self.ids = actions  # the library id of each compact index (ascending)
        self.w: FloatArray = np.zeros((features + 1, len(actions)))
        self.lr, self.rng = lr, rng
        self.m: FloatArray = np.zeros_like(self.w)
        self.v: FloatArray = np.zeros_like(self.w)
        self.t = 0

    @staticmethod
    def features(tensors: npt.NDArray[np.float32]) -> FloatArray:
        x = np.sign(tensors) * np.log1p(np.abs(tensors))
        return np.hstack([x, np.ones((len(x), 1))]).astype(np.float64)

    def legal(self, v: archeon.VecMatch) -> Tuple[npt.NDArray[np.int64], npt.NDArray[np.bool_]]:
        """Each row's legal actions as compact indices (padded), and which slots are real."""
        width = int(v.num_legal.max())
        ids = v.legal[:, :width]
        valid = np.arange(width)[None, :] < v.num_legal[:, None]
        compact = np.searchsorted(self.ids, np.where(valid, ids, self.ids[0]))
        return compact.astype(np.int64), valid

    def probabilities(self, x: FloatArray, compact: npt.NDArray[np.int64], valid: npt.NDArray[np.bool_]) -> FloatArray:
        logits = np.take_along_axis(x @ self.w, compact, axis=1)
        logits = np.where(valid, logits, -np.inf)
        logits -= logits.max(axis=1, keepdims=True)
        p = np.exp(logits)
        p /= p.sum(axis=1, keepdims=True)
        return p

    def sample(self, p: FloatArray) -> npt.NDArray[np.int64]:
        u = self.rng.random((len(p), 1))
        below = (np.cumsum(p, axis=1) < u).sum(axis=1)
        return np.asarray(np.minimum(below, p.shape[1] - 1), dtype=np.int64)

    def update(self, x: FloatArray, compact: npt.NDArray[np.int64], p: FloatArray, chosen: npt.NDArray[np.int64],
               advantage: FloatArray) -> None:
        """One Adam step up the REINFORCE gradient of sum(advantage * log pi(chosen))."""
        coef = -p
        coef[np.arange(len(p)), chosen] += 1.0
        coef *= advantage[:, None]
        grad_cols = np.zeros((len(p), self.w.shape[1]))
        np.add.at(grad_cols, (np.repeat(np.arange(len(p)), p.shape[1]), compact.ravel()), coef.ravel())
        g = x.T @ grad_cols / len(p)
        self.t += 1
        self.m = 0.9 * self.m + 0.1 * g
        self.v = 0.999 * self.v + 0.001 * g * g
        mhat, vhat = self.m / (1 - 0.9**self.t), self.v / (1 - 0.999**self.t)
        self.w += self.lr * mhat / (np.sqrt(vhat) + 1e-8)


class Steps:
    """The decisions of unfinished episodes, kept until each episode's result is known."""

    def __init__(self) -> None:
        self.rows: List[Tuple[FloatArray, npt.NDArray[np.int64], FloatArray, npt.NDArray[np.int64], npt.NDArray[np.int64]]] = []

    def add(self, x: FloatArray, compact: npt.NDArray[np.int64], p: FloatArray, chosen: npt.NDArray[np.int64],
            episode: npt.NDArray[np.int64]) -> None:
        self.rows.append((x, compact, p, chosen, episode.copy()))

    def take(self, results: "dict[int, float]") -> Optional[Tuple[FloatArray, npt.NDArray[np.int64], FloatArray, npt.NDArray[np.int64], FloatArray]]:
        """The decisions whose episodes ended (with their results), padded to one width."""
        done_x, done_c, done_p, done_a, done_r, keep = [], [], [], [], [], []
        for x, c, p, a, ep in self.rows:
            finished = np.array([e in results for e in ep])
            if finished.any():
                done_x.append(x[finished])
                done_c.append(c[finished])
                done_p.append(p[finished])
                done_a.append(a[finished])
                done_r.append(np.array([results[e] for e in ep[finished]]))
            if not finished.all():
                rest = ~finished
                keep.append((x[rest], c[rest], p[rest], a[rest], ep[rest]))
        self.rows = keep
        if not done_x:
            return None
        width = max(c.shape[1] for c in done_c)
        pad_c = [np.pad(c, ((0, 0), (0, width - c.shape[1])), constant_values=0) for c in done_c]
        pad_p = [np.pad(p, ((0, 0), (0, width - p.shape[1]))) for p in done_p]
        return np.vstack(done_x), np.vstack(pad_c), np.vstack(pad_p), np.concatenate(done_a), np.concatenate(done_r)


def train(policy: Policy, episodes: int, n: int, seed: int) -> None:
    v = archeon.VecMatch(TABLE, n, seed=seed, seats=SEATS, opponents="heuristic")
    episode = np.arange(n, dtype=np.int64)  # each row's episode number
    next_episode, finished, baseline = n, 0, 0.0
    steps, results = Steps(), {}
    while finished < episodes:
        x = policy.features(v.observation_tensors(SIZE))
        compact, valid = policy.legal(v)
        p = policy.probabilities(x, compact, valid)
        chosen = policy.sample(p)
        steps.add(x, compact, p, chosen, episode)
        _, rewards, dones, _ = v.step(np.take_along_axis(v.legal[:, : compact.shape[1]], chosen[:, None], axis=1)[:, 0])
        for row in np.flatnonzero(dones):
            results[int(episode[row])] = float(rewards[row, 0])
            episode[row] = next_episode
            next_episode += 1
            finished += 1
        if len(results) >= UPDATE_EPISODES:
            batch = steps.take(results)
            if batch is not None:
                bx, bc, bp, ba, br = batch
                baseline = 0.9 * baseline + 0.1 * float(br.mean())
                adv = br - baseline
                policy.update(bx, bc, bp, ba, adv / (adv.std() + 1e-6))
            results = {}


def evaluate(policy: Optional[Policy], matches: int, n: int, seed: int) -> Tuple[int, int]:
    """Wins and matches of the policy (None: a random legal policy) against the heuristic."""
    v = archeon.VecMatch(TABLE, n, seed=seed, seats=SEATS, opponents="heuristic")
    rng = np.random.default_rng(seed)
    wins = played = 0
    while played < matches:
        if policy is None:
            idx = (rng.random(v.n) * v.num_legal).astype(np.int64)
        else:
            x = policy.features(v.observation_tensors(SIZE))
            compact, valid = policy.legal(v)
            idx = policy.sample(policy.probabilities(x, compact, valid))
        _, rewards, dones, _ = v.step(v.legal[np.arange(v.n), idx])
        take = np.flatnonzero(dones)[: matches - played]
        wins += int((rewards[take, 0] > 0).sum())
        played += len(take)
    return wins, played


def wilson(wins: int, n: int, z: float = 1.96) -> Tuple[float, float]:
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--episodes", type=int, default=200000)
    ap.add_argument("--eval", type=int, default=20000)
    ap.add_argument("--n", type=int, default=256)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--lr", type=float, default=0.01)
    ap.add_argument("--quick", action="store_true", help="the CI run: 40000 episodes, 4000 evaluation matches")
    args = ap.parse_args(argv)
    if args.quick:
        args.episodes, args.eval = 40000, 4000
    rng = np.random.default_rng(args.seed)
    policy = Policy(SIZE, np.asarray(archeon.load(TABLE).action_ids(SEATS), dtype=np.int64), args.lr, rng)
    start = time.perf_counter()
    train(policy, args.episodes, args.n, args.seed)
    trained_s = time.perf_counter() - start
    eval_seed = 10**9 + args.seed  # evaluation seeds no training match used
    learned = evaluate(policy, args.eval, args.n, eval_seed)
    random_ = evaluate(None, args.eval, args.n, eval_seed)
    p1, p0 = learned[0] / learned[1], random_[0] / random_[1]
    half = 1.96 * math.sqrt(p1 * (1 - p1) / learned[1] + p0 * (1 - p0) / random_[1])
    print(f"trained on {args.episodes} episodes in {trained_s:.1f} s ({TABLE}, {SEATS} seats, against the heuristic)")
    for name, (w, n) in (("trained policy", learned), ("random policy", random_)):
        lo, hi = wilson(w, n)
        print(f"{name:>15}: won {w} of {n} = {w / n:.3f} (95% interval {lo:.3f}-{hi:.3f})")
    print(f"     difference: {p1 - p0:+.3f} (95% interval {p1 - p0 - half:+.3f} to {p1 - p0 + half:+.3f})")
    if p1 - p0 - half <= 0:
        print("the trained policy did not beat random with 95% confidence", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
