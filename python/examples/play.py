"""Plays a random policy and a bot match of Archeon from Python (README's Python example)."""

import numpy as np

import archeon

# A match of Sabacc Archeon, 3 seats, seed 42: seat 0 plays at random, the others are bots.
pack = archeon.load("archeon")
m = archeon.Match(pack, seats=3, seed=42)
bots = {1: archeon.Bot("heuristic", seed=1), 2: archeon.Bot("heuristic", seed=2)}
rng = np.random.default_rng(0)
cursor = 0
while not m.is_over:
    seat = m.current_seat
    if seat == 0:
        mask = m.legal_mask(0)                    # numpy bool, one entry per action id
        action = int(rng.choice(np.flatnonzero(mask)))
        obs = m.observation_tensor(0)             # float32, only what seat 0 may see
        assert obs.dtype == np.float32
    else:
        action = bots[seat].choose(m, seat)
    m.apply(seat, action)
lines, cursor = m.event_lines(0, cursor)
print("\n".join(lines[-3:]))
print("result:", m.result())

# Batched stepping: 256 Kessel matches, random legal actions, for 200 steps.
v = archeon.VecMatch("kessel", 256, seed=7)
for _ in range(200):
    idx = (rng.random(v.n) * v.num_legal).astype(np.int64)
    mask, rewards, dones, seat = v.step(v.legal[np.arange(v.n), idx].astype(np.int64))
print("batch: matches finished", v.finished)

# The PettingZoo environment of the same table, one random episode.
from archeon.env import ArcheonAECEnv  # noqa: E402

env = ArcheonAECEnv("arcana", seed=1)
env.reset()
for agent in env.agent_iter():
    obs, reward, term, trunc, info = env.last()
    env.step(None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
print("pettingzoo episode over")
