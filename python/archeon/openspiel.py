"""An OpenSpiel-shaped game over any Archeon table (no OpenSpiel needed).

``ArcheonGame("archeon", players=4)`` has the methods of a ``pyspiel.Game`` an algorithm
usually calls (``new_initial_state``, ``num_distinct_actions``, ``num_players``,
``max_game_length``, ``observation_tensor_shape``), and its states those of a
``pyspiel.State`` (``current_player``, ``legal_actions``, ``legal_actions_mask``,
``apply_action``, ``is_terminal``, ``returns``, ``observation_tensor``, ``observation_string``,
``action_to_string``, ``clone``, ``resample_from_infostate``, ``history``). Chance is inside
the table (its own RNG), so there are no chance nodes: ``is_chance_node()`` is always False,
and a search must sample ``resample_from_infostate`` (the library's ``determinize``), since a
clone knows the hidden cards and the future draws.
"""

from . import _archeon

TERMINAL = -4  # pyspiel.PlayerId.TERMINAL


class ArcheonGame:
    def __init__(self, table, players=None, seed=0, size=_archeon.TENSOR_SIZE):
        self.pack = table if isinstance(table, _archeon.Pack) else _archeon.load(table)
        self.players = players if players is not None else self.pack.seat_range[0]
        self.size = size
        self._next_seed = seed

    def num_players(self):
        return self.players

    def num_distinct_actions(self):
        return self.pack.num_actions

    def max_game_length(self):
        return self.pack.action_bound(self.players)

    def observation_tensor_shape(self):
        return [self.size]

    def new_initial_state(self, seed=None):
        if seed is None:
            seed = self._next_seed
            self._next_seed += 1
        return ArcheonState(self, _archeon.Match(self.pack, self.players, seed))

    def __str__(self):
        return f"archeon(table={self.pack.id},players={self.players})"


class ArcheonState:
    def __init__(self, game, match):
        self._game, self.match = game, match

    def get_game(self):
        return self._game

    def current_player(self):
        seat = self.match.current_seat
        return TERMINAL if seat is None else seat

    def is_terminal(self):
        return self.match.is_over

    def is_chance_node(self):
        return False

    def legal_actions(self, player=None):
        if player is not None and player != self.match.current_seat:
            return []
        return self.match.legal_actions()

    def legal_actions_mask(self, player=None):
        if player is not None and player != self.match.current_seat:
            return [0] * self._game.num_distinct_actions()
        return self.match.legal_mask().astype(int).tolist()

    def apply_action(self, action):
        self.match.step(int(action))

    def returns(self):
        rewards = self.match.rewards()
        return [0.0] * self._game.players if rewards is None else [float(r) for r in rewards]

    def rewards(self):
        return self.returns()

    def observation_tensor(self, player):
        return self.match.observation_tensor(player, self._game.size).tolist()

    def observation_string(self, player):
        return "\n".join(self.match.view_text(player))

    def action_to_string(self, player, action):
        return self.match.describe(int(action), player) or f"action {action}"

    def history(self):
        return [a for _, a in self.match.log]

    def clone(self):
        return ArcheonState(self._game, self.match.clone())

    def resample_from_infostate(self, player, seed):
        """A state that agrees with everything ``player`` has seen (the library's determinize)."""
        return ArcheonState(self._game, self.match.determinize(player, int(seed)))

    def __str__(self):
        return repr(self.match)
