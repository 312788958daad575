# The fronts family's messages (Arcana and ProF-Arcana), in English.
#
# A seat argument `x` reads as `$x` (`you`, `opponent` or `seat`: for selectors), `$x_n` (its
# number), `$x_name` (`you`), `$x_cap` (`You`), `$x_poss` (`your`) and `$x_poss_cap` (`Your`).
# Spell, Aura action and front names come from the pack, in its languages.

## Names

arcana-front = { $name }
arcana-minor = Minor { $value }
arcana-hidden = Hidden { $value }
arcana-pair = { $first ->
        [seat] { $first_name }: { $a }, { $second_name }: { $b }
       *[other] { $first_name } { $a }, { $second_name } { $b }
    }
arcana-and = { $a } and { $b }
arcana-winner = { $winner_name } { $winner ->
        [you] win
       *[other] wins
    }
arcana-drawn = drawn

## The rules in brief and what `check` says

arcana-help-fronts = Fronts: { $fronts }. Each turn you play one card onto a front (at most { $per_front } of yours on each): a Minor face up, a Hidden face down (the opponent sees `?`). At the end the larger sum takes each front (equal sums burn it); more fronts win, level fronts go to the direct audit (the total of all cards each played).
arcana-help-aura = Each turn starts with +{ $aura } Aura { $draw ->
        [1] and a draw,{" "}
       *[0] {""}
    }then one card and any Aura actions before or after it. A Special Hidden card acts at once (the opponent may cancel it for { $cancel } Aura); a Major Arcana changes the rules.
arcana-summary = { $fronts } { $fronts ->
        [one] front
       *[other] fronts
    }{ $temp ->
        [1] {" + "}a temporary one
       *[0] {""}
    }, { $cards } { $cards ->
        [one] card
       *[other] cards
    }, { $spells ->
        [0] no spells
        [one] { $spells } spell ({ $specials } Special Hidden and { $majors } Major cards)
       *[other] { $spells } spells ({ $specials } Special Hidden and { $majors } Major cards)
    }, { $aura ->
        [0] no Aura actions
        [one] { $aura } Aura action
       *[other] { $aura } Aura actions
    }

## Events

arcana-started = { $first_cap } { $first ->
        [you] play
       *[other] plays
    } first.
arcana-turn = --- Turn { $turn }: { $seat ->
        [seat] seat { $seat_n }
       *[other] { $seat_poss } move
    }{ $aura ->
        [1] {" · "}Aura: { $pair }
       *[0] {""}
    } ---
arcana-drew = { $seat_cap } { $seat ->
        [you] draw
       *[other] draws
    } { $card }.
arcana-drew-hidden = { $seat_cap } { $seat ->
        [you] draw
       *[other] draws
    } a card.
arcana-played = { $seat_cap } { $seat ->
        [you] play
       *[other] plays
    } { $card }{ $down ->
        [1] {" "}face down
       *[0] {""}
    } onto { $front }.
arcana-played-hidden = { $seat_cap } { $seat ->
        [you] play
       *[other] plays
    } a card face down onto { $front }.
arcana-passed = { $seat_cap } { $seat ->
        [you] pass
       *[other] passes
    } the card play: no card can be played.
arcana-match-over = Match over: { $winner } (fronts taken: { $score }).
arcana-cast-special = { $seat_cap } { $seat ->
        [you] cast
       *[other] casts
    } { $name } (a Special Hidden card on { $front }): “{ $text }”
arcana-cast-major = { $seat_cap } { $seat ->
        [you] cast
       *[other] casts
    } { $name } (a Major Arcana): “{ $text }”
arcana-cancelled = { $seat_cap } { $seat ->
        [you] cancel
       *[other] cancels
    } the spell for { $price } Aura: it does nothing, and its card stays on the front as a 0.
arcana-let-be = { $seat_cap } { $seat ->
        [you] let
       *[other] lets
    } the spell act.
arcana-picked = { $seat_cap } { $seat ->
        [you] pick
       *[other] picks
    } option { $option }.
arcana-front-picked = { $seat_cap } { $seat ->
        [you] choose
       *[other] chooses
    } { $front }.
arcana-aura-used = { $seat_cap } { $seat ->
        [you] spend
       *[other] spends
    } { $cost } Aura: { $name }.
arcana-deck-seen = { $seat_cap } { $count ->
        [0] { $seat ->
            [you] look
           *[other] looks
        } into the deck: it is empty.
        [1] { $seat ->
            [you] see
           *[other] sees
        } the next card of the deck: { $cards }.
       *[other] { $seat ->
            [you] see
           *[other] sees
        } the next cards of the deck: { $cards }.
    }
arcana-revealed = { $seat_poss_cap } face-down card on { $front } is turned up: { $card }.
arcana-removed = { $seat_poss_cap } { $card } on { $front } goes to the discard.
arcana-moved = { $seat_cap } { $seat ->
        [you] move
       *[other] moves
    } { $card } from { $from } to { $to }.
arcana-moved-hidden = { $seat_cap } { $seat ->
        [you] move
       *[other] moves
    } a face-down card from { $from } to { $to }.
arcana-front-changed = { SIGNED($amount) } to { $seat_poss } sum on { $front }.
arcana-points-moved = { $amount } { $amount ->
        [one] point
       *[other] points
    } of { $seat_poss } sum { $amount ->
        [one] moves
       *[other] move
    } from { $from } to { $to }.
arcana-front-opened = A temporary front opens: { $front }, for { $turns } more { $turns ->
        [one] turn
       *[other] turns
    }.
arcana-front-closed = The temporary front { $front } closes; its cards go to the discard.
arcana-dealt = { $seat_cap } { $seat ->
        [you] are
       *[other] is
    } dealt { $count } { $count ->
        [one] card
       *[other] cards
    }: { $cards }.
arcana-dealt-hidden = { $seat_cap } { $seat ->
        [you] are
       *[other] is
    } dealt { $count } { $count ->
        [one] card
       *[other] cards
    }.
arcana-picked-label = { $seat_cap } { $seat ->
        [you] pick
       *[other] picks
    }: { $label }
arcana-revealed-run = Face-down cards turned up — { $parts }.
arcana-revealed-part = { $seat ->
        [you] yours
        [opponent] the opponent's
       *[seat] seat { $seat_n }'s
    }: { $cards }
arcana-revealed-card = { $card } ({ $front })
arcana-private = [only seat { $seat } sees] { $line }
arcana-seen-heading = Seen privately since your last turn began:
arcana-seen = {"  "}{ $source }: { $line }
arcana-seen-bare = {"  "}{ $line }

## The view

arcana-row-fronts = Fronts
arcana-row-side = { $seat ->
        [you] You
        [opponent] Opponent
       *[seat] Seat { $seat_n }
    }
arcana-row-sum = {"  "}sum
arcana-row-taken = Taken by
arcana-taker = { $seat_name }
arcana-burned = burned
arcana-mark-inverted = inverted
arcana-mark-veiled = veiled
arcana-mark-open = open to turn { $turn }
arcana-mark-linked = scored with { $front }
arcana-sum = { $sum }{ $hidden ->
        [1] {" + ?"}
       *[0] {""}
    }{ $points ->
        [0] {""}
       *[other] {" ("}{ SIGNED($points) } pts)
    }
arcana-legend = {"  "}[x] your face-down card · ? hidden from you{ $inverted ->
        [1] {" · "}inverted: the smaller sum takes the front
       *[0] {""}
    }
arcana-hands = { $draw ->
        [1] Deck: { $deck } { $deck ->
            [one] card
           *[other] cards
        }{" · "}
       *[0] {""}
    }The opponent's hand: { $hand } { $hand ->
        [one] card
       *[other] cards
    }
arcana-aura = Aura: you { $you }, the opponent { $other } (+{ $per_turn } at the start of each turn)
arcana-hand = Your hand ({ $count } { $count ->
        [one] card
       *[other] cards
    }): { $cards }
arcana-empty = empty
arcana-hand-name = { $kind ->
        [hidden] { $name } (face down)
        [special] { $name } (Special Hidden)
        [major] { $name } (Major Arcana)
       *[minor] { $name }
    }
arcana-no-aura = Aura actions: none you can afford yet (the cheapest costs { $cheapest })
arcana-in-force = In force: { $names } (i: their texts)
arcana-pick-context = { $name } — { $what ->
        [move_to] choose the front to move the card to
        [front] choose a front
        [adjacent] choose a front next to { $front }
        [hidden] choose one of the opponent's face-down cards
        [own] choose one of your cards on the fronts
       *[other] choose
    }. ({ $text })
arcana-react-context = The opponent cast the Special Hidden card { $name }: { $text } Cancel it for { $price } Aura (you have { $aura })? A cancelled card stays on its front as a 0, without effect.
arcana-effect-on = {" "}on { $fronts }
arcana-effect-by = by { $seat_name }
arcana-until-end = to the end of the match
arcana-until-turn = through turn { $turn }
arcana-effect-line = {"  "}{ $name } ({ $by }){ $on } — { $until }: { $text }
arcana-effect-name = { $name } ({ $by }){ $on }, { $until }
arcana-detail-hand = Your hand:
arcana-hand-line = { $kind ->
        [hidden] { $name } — face down
        [special] { $name } — Special Hidden: face down onto a front, counts 0, acts at once{ $price ->
            [-1] {""}
           *[other] ; the opponent may cancel it for { $price } Aura
        }. { $text }
        [major] { $name } — Major Arcana, played without a front. { $text }
       *[minor] { $name }
    }{ $kind ->
        [hidden] { $gain ->
            [0] {""}
           *[other] {" — +"}{ $gain } Aura when played
        }
        [minor] { $gain ->
            [0] {""}
           *[other] {" — +"}{ $gain } Aura when played
        }
       *[other] {""}
    }
arcana-detail-aura = Aura actions (cost):
arcana-aura-line = { $name } ({ $cost }) — { $text }
arcana-detail-force = In force:
arcana-indent = {"  "}{ $line }

## Actions and the menu

arcana-play-special = Play { $name } face down onto { $front } (it counts 0 there; the spell acts at once)
arcana-play = Play { $name }{ $down ->
        [1] {" "}face down
       *[0] {""}
    } onto { $front } (your sum there { $before } → { $after })
arcana-cast = Cast { $name } (a Major Arcana, no front)
arcana-pass = Pass the card play (no card can be played)
arcana-end-turn = End the turn
arcana-aura-action = Aura: { $name } for { $cost } — { $text }
arcana-cancel = Cancel { $name } for { $price } Aura (its card stays on the front as a 0, without effect)
arcana-let = Let { $name } act
arcana-option-front = { $front }{ $has ->
        [1] {" ("}{ $sums })
       *[0] {""}
    }
arcana-option-hidden = { $seat_poss } face-down card on { $front } (#{ $n })
arcana-option-own = { $seat_poss }{ $down ->
        [1] {" "}face-down
       *[0] {""}
    } { $card } on { $front } (#{ $n })
arcana-option = option { $option }
arcana-other-play = Play ? onto { $front }
arcana-other-cast = Play ?
arcana-other-pass = Pass the card play
arcana-other-aura = Aura: { $name } ({ $cost })
arcana-other-pick = Pick { $option }
arcana-other-cancel = Cancel the effect with Aura ({ $price })
arcana-other-let = Let it be
arcana-menu-cards = Play one card this turn:
arcana-menu-card = {"  "}{ $kind ->
        [hidden] { $name } (face down)
        [special] { $name } (Special)
        [major] { $name } (Major)
       *[minor] { $name }
    }:
arcana-menu-cast = cast it
arcana-menu-front = { $front }{ $counts ->
        [1] {" "}{ $before }→{ $after }
       *[0] {""}
    }
arcana-menu-aura = Aura (you have { $aura }; any number of actions, before or after your card; i shows their texts):
arcana-menu-aura-item = { $name } ({ $cost })
arcana-menu-or = Or:

## The end

arcana-not-over = The match is not over: { $seat_name } to decide
arcana-result = Result after { $turns } { $turns ->
        [one] turn
       *[other] turns
    }: { $winner }
arcana-result-legend = {"  "}[x] a card played face down
arcana-fronts-taken = Fronts taken: { $pair }
arcana-audit = Fronts are level — the direct audit (the total of all cards each played): { $pair }
arcana-result-winner = Winner: { $winner_name }
arcana-result-drawn = Drawn: the audit is level too
