"""archeon.Campaign from Python: typed errors, bounds, and a short soak (issue 28): random
campaigns with save and load every few choices, forged saves refused, credits conserved."""

import json
import random

import pytest

import archeon

CAMPAIGN_TABLES = [t for t in archeon.tables() if archeon.Campaign.offered(t)]


def credits_total(c):
    """Every party's credits, the house's included: what the campaign conserves."""
    o = c.observe()
    return o["credits"] + sum(credits for _, credits in o["opponents"]) + o["house"]


def test_a_campaign_is_offered_by_the_pazaak_pack_and_refused_elsewhere():
    assert "pazaak" in CAMPAIGN_TABLES
    for t in archeon.tables():
        if t not in CAMPAIGN_TABLES:
            with pytest.raises(archeon.CampaignError, match="has no campaign"):
                archeon.Campaign(t)
    c = archeon.Campaign("pazaak", 3)
    assert c.pending == "hub" and not c.is_over and c.steps == 0 and c.current_match() is None
    assert c.legal() and all(c.describe(x) for x in c.legal())
    assert c.view_text() and c.view_text("ru") and c.observe()["family"]
    assert repr(c) == "Campaign('pazaak', steps=0, pending='hub')"


def test_refused_choices_and_actions_raise_typed_errors_and_change_nothing():
    c = archeon.Campaign("pazaak", 5)
    save = c.save()
    for bad in (0xFFFF, 2**32 - 1):
        with pytest.raises(archeon.IllegalActionError, match="choice"):
            c.choose(bad)
    for bad in (-1, 2**32, 2**90):
        with pytest.raises(archeon.IllegalActionError, match="a choice id is 0 to"):
            c.choose(bad)
    with pytest.raises(archeon.IllegalActionError, match="no match is being played"):
        c.play(0)
    with pytest.raises(TypeError):
        c.choose("1")
    with pytest.raises(archeon.ArcheonError, match="language"):
        c.view_text("not a tag")
    assert c.save() == save and c.legal_actions() == []


def forgeries(save, rng):
    """Saves that must be refused: another format, version, content or seed type, a step that is
    not legal where it stands, a step kind that does not exist, cut or padded JSON."""
    doc = json.loads(save)
    forged = []
    for key, value in (("format", "archeon-save"), ("version", 99), ("content_hash", "0" * 16), ("seed", -1), ("steps", "x")):
        forged.append(json.dumps(dict(doc, **{key: value})).encode())
    forged.append(json.dumps(dict(doc, steps=doc["steps"] + [[0, 0xFFFF]])).encode())
    forged.append(json.dumps(dict(doc, steps=doc["steps"] + [[2, 1]])).encode())
    forged.append(json.dumps(dict(doc, extra=1)).encode())
    forged.append(save[: rng.randrange(len(save))])
    forged.append(save + b"\x00" * 3)
    return forged


def test_campaign_soak_save_load_forgeries_and_conservation():
    # Random campaigns: every few steps the save is loaded back (the same state, the same save)
    # and forged copies of it are refused; the credits are conserved throughout. Seeds and step
    # counts are fixed (deterministic); about 3 s on a debug wheel.
    rng = random.Random(28)
    totals = {"campaigns": 0, "steps": 0, "loads": 0, "forgeries": 0, "matches": 0}
    for seed in range(6):
        c = archeon.Campaign("pazaak", seed * 7919)
        total = credits_total(c)
        for step in range(160):
            if c.is_over:
                break
            choices = c.legal()
            if choices:
                # Mostly the first choice (enter, the next match, the smallest wager), so that
                # matches are played; else any (the shop, the deck, leaving, backing out).
                c.choose(choices[0] if rng.random() < 0.7 else rng.choice(choices))
            else:
                actions = c.legal_actions()
                assert actions, (seed, step, c.pending)
                c.play(rng.choice(actions))
            assert credits_total(c) == total, (seed, step)
            if step % rng.randrange(3, 8) == 0:
                save = c.save()
                again = archeon.Campaign.load("pazaak", save)
                assert again.same_state(c) and again.save() == save and again.observe() == c.observe()
                totals["loads"] += 1
                for forged in forgeries(save, rng):
                    with pytest.raises(archeon.LoadError):
                        archeon.Campaign.load("pazaak", forged)
                    totals["forgeries"] += 1
                # Loading against other content is refused.
                with pytest.raises(archeon.LoadError, match="content hash"):
                    archeon.Campaign.load("kessel", save)
                assert c.save() == save
            totals["steps"] += 1
        totals["campaigns"] += 1
        totals["matches"] += c.observe()["matches"]
    assert totals["loads"] >= 60 and totals["forgeries"] >= 600 and totals["matches"] >= 20, totals


def test_the_same_choices_replay_to_the_same_campaign_and_a_copy_is_independent():
    rng = random.Random(3)
    c = archeon.Campaign("pazaak", 11)
    while c.steps < 40 and not c.is_over:
        legal = c.legal()
        (c.choose if legal else c.play)(rng.choice(legal or c.legal_actions()))
    copy = c.clone()
    assert copy.same_state(c)
    legal = c.legal() or c.legal_actions()
    (c.choose if c.legal() else c.play)(legal[0])
    assert not copy.same_state(c) and copy.steps == c.steps - 1
    m = c.current_match()
    if m is not None:
        assert m.seats >= 2 and 0 <= c.player < m.seats
