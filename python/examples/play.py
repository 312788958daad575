"""Plays a random policy and a bot match of Archeon from Python (README's Python example)."""

import numpy as np
import archeon

pack = archeon.load("archeon")                  # a built-in table's id, or a pack folder
m = archeon.Match(pack, seats=3, seed=42)       # setup={...} takes the family's setup document
bots = {1: archeon.Bot("heuristic", seed=1), 2: archeon.Bot("heuristic", seed=2)}
rng = np.random.default_rng(0)
while (seat := m.current_seat) is not None:    # None once the match is over
    if seat == 0:
        mask = m.legal_mask(0)                  # numpy bool, pack.num_actions entries
        action = int(rng.choice(np.flatnonzero(mask)))
        tensor = m.observation_tensor(0)        # float32: what seat 0 may see, nothing more
    else:
        choice = bots[seat].choose(m, seat)     # None only if `seat` were not to act
        assert choice is not None
        action = choice
    m.apply(seat, action)                       # an illegal one raises IllegalActionError
print(m.result())                               # {'winners': [2], 'chips': [...], 'places': [...], ...}

lines, _ = m.event_lines(0)
print("\n".join(lines[-3:]))

# Batched stepping: 256 Kessel matches, random legal actions, for 200 steps.
v = archeon.VecMatch("kessel", 256, seed=7)
for _ in range(200):
    idx = (rng.random(v.n) * v.num_legal).astype(np.int64)
    mask, rewards, dones, to_act = v.step(v.legal[np.arange(v.n), idx].astype(np.int64))
print("batch: matches finished", v.finished)

# The PettingZoo environment of the same table, one random episode.
from archeon.env import ArcheonAECEnv  # noqa: E402

env = ArcheonAECEnv("arcana", seed=1)
env.reset()
for agent in env.agent_iter():
    obs, reward, term, trunc, info = env.last()
    env.step(None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
print("pettingzoo episode over")
