# The sabacc table's words in English: events, sightings, results, actions and the hand ladder
# of both kinds of sabacc table (Kessel's pots, Archeon's bank).
#
# A seat argument `x` gives `$x` (`you` or `seat`), `$x_n` (its number) and its forms `$x_name`,
# `$x_cap`, `$x_poss`, `$x_poss_cap` (see the shared `person`). A pack's names (families, tokens,
# planets, archive cards, signs, eras, tiers) come as they are.

## Names

sabacc-seat = { $seat_name }
sabacc-seats = { $count ->
        [0] nobody
        [1] { $last }
       *[other] { $list } and { $last }
    }
sabacc-impostor = Impostor
sabacc-sylop = Sylop
sabacc-card = { $family } { $kind }
sabacc-hand = { $first } + { $second }
sabacc-card-with = { $card } — { $archived }
sabacc-chips = { $count ->
        [one] { $count } chip
       *[other] { $count } chips
    }
sabacc-chips-acc = { $count ->
        [one] { $count } chip
       *[other] { $count } chips
    }
sabacc-place-bank = the bank
sabacc-place-house = the house
sabacc-place-stack = { $seat_poss } stack
sabacc-place-pot = { $seat_poss } pot
sabacc-place-paid = what { $seat_name } paid into the bank
sabacc-archive-short = { $name } ({ $sign }, { $tier ->
        [0] no ability
       *[other] tier { $tier }
    })
sabacc-archive-traits = { $name } ({ $sign }, { $era })
sabacc-ability = { $sign }, { $tier ->
        [0] { $light ->
            [1] light side
           *[0] dark side
        } — no ability: pawn only
       *[other] tier { $tier }, { $light ->
            [1] light side
           *[0] dark side
        } — { $name }: { $text }
    }
sabacc-ordinal = { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    }
sabacc-no-tokens = none
sabacc-spike-right = { $anyone ->
        [1] anyone may spike
       *[0] only { $seat_name } may spike
    }
sabacc-planet-line = { $planet } — { $text }{ $rolled ->
        [1] {" "}(the die picked { $family })
       *[0] {""}
    }
sabacc-planet-heading = Planet: { $line }
sabacc-on = {" "}on { $target_name }

## The round's course

sabacc-round-started = === Round { $round } === { $first ->
        [you] you play
       *[other] { $first_name } plays
    } first
sabacc-dealt = { $seat ->
        [you] You are
       *[other] { $seat_cap } is
    } dealt { $hand }
sabacc-dealt-hidden = Seat { $seat_n } is dealt a hand
sabacc-dealt-again = { $seat_poss_cap } hand is now { $hand }
sabacc-discard-started = The { $family } discard pile starts with { $card }
sabacc-turn-started = -- { $seat_poss_cap } turn (circuit { $circuit })
sabacc-circuit-ended = Circuit { $circuit } ends{ $all_stood ->
        [1] : everyone stood
       *[0] {""}
    }
sabacc-ante-set = Ante this round: { $ante } from every player; multiplier x{ $multiplier }
sabacc-multiplier-set = The multiplier is now x{ $multiplier }
sabacc-planets-then = { $first }, then { $second }
sabacc-planets-seen = { $seat_cap } privately { $seat ->
        [you] see
       *[other] sees
    } the next { $count ->
        [one] planet
       *[other] planets
    }: { $list }
sabacc-round-banner = Ante { $ante } each · the bank holds { $bank } · multiplier x{ $multiplier }{ $has_spike ->
        [1] {" "}· { $spike }
       *[0] {""}
    }

## A seat's moves

sabacc-token-played = { $seat ->
        [you] You play { $token }{ $on }
       *[other] { $seat_cap } plays { $token }{ $on } ({ $text })
    }
sabacc-dice-rolled = Dice rolled for { $seat_name }: { $first } and { $second }
sabacc-die-chosen = { $seat_cap } { $seat ->
        [you] choose
       *[other] chooses
    } { $value }
sabacc-drew-price = { $price ->
        [0] {" "}for free
       *[other] {" "}paying { $price }
    }
sabacc-drew-shown = : { $card }
sabacc-drew = { $seat_cap } { $seat ->
        [you] draw
       *[other] draws
    } from the { $family } { $from_discard ->
        [1] discard
       *[0] deck
    }{ $paid }{ $shown }
sabacc-discarded = { $seat_cap } { $seat ->
        [you] discard
       *[other] discards
    } { $card }
sabacc-stood = { $seat_cap } { $seat ->
        [you] stand
       *[other] stands
    }
sabacc-hands-swapped = { $a_cap } and { $b_name } swap hands
sabacc-acted = { $seat ->
        [you] You act (hidden from the others)
       *[other] { $seat_cap } acts: whether they drew or stood is hidden
    }
sabacc-exited = { $seat ->
        [you] You exit the round: what you paid stays in the bank; no penalty for you
       *[other] { $seat_cap } exits the round: what they paid stays in the bank
    }
sabacc-picked = { $seat_cap } { $seat ->
        [you] pick
       *[other] picks
    } option { $option }
sabacc-picked-label = { $seat_cap } { $seat ->
        [you] pick
       *[other] picks
    }: { $label }
sabacc-effect-cancelled = { $seat_cap } { $seat ->
        [you] cancel
       *[other] cancels
    } an effect that was to act at the reveal
sabacc-token-returned = { $seat_poss_cap } last spent token comes back to { $seat ->
        [you] you
       *[other] them
    }

## Chips

sabacc-chips-moved = { $amount ->
        [one] { $amount } chip moves
       *[other] { $amount } chips move
    } from { $from } to { $to }
sabacc-bank-paid = { $seat_cap } { $seat ->
        [you] take
       *[other] takes
    } { $amount_acc } from the bank

## The reveal and its results

sabacc-revealed = { $seat_cap } { $seat ->
        [you] reveal
       *[other] reveals
    } { $hand }
sabacc-impostor-set = { $seat_poss_cap } { $family } Impostor counts as { $value }
sabacc-round-settled = Round won by { $winners }{ $inverted ->
        [1] {" "}(ranks inverted: the worst hand won)
       *[0] {""}
    }
sabacc-eliminated = { $seat ->
        [you] You are
       *[other] { $seat_cap } is
    } out of chips and out of the match
sabacc-match-over = Match over: { $winners } won
sabacc-placed = { $seat_cap } { $seat ->
        [you] finish
       *[other] finishes
    } in { $place } place
sabacc-scored = { $seat_cap }: { $first } / { $second } — { $tier } — { $outcome }
sabacc-scored-bank = { $won ->
        [1] { $seat ->
            [you] you win the round
           *[other] wins the round
        }
       *[0] { $seat ->
            [you] you lose
           *[other] loses
        }{ $penalty ->
            [0] , no penalty
           *[other] : a penalty of { $penalty_chips } into the bank
        }
    }
sabacc-scored-pots = { $won ->
        [1] { $seat ->
            [you] you win the round{ $pot ->
                [0] {""}
               *[other] , take back { $pot_chips }
            }
           *[other] wins the round{ $pot ->
                [0] {""}
               *[other] , takes back { $pot_chips }
            }
        }
       *[0] { $seat ->
            [you] you lose
           *[other] loses
        }: { $pot_chips } of the pot to the house, penalty { $penalty_chips }
    }

## Spikes

sabacc-spiked = { $seat_cap } { $seat ->
        [you] declare
       *[other] declares
    } a spike! Every other player accepts (the multiplier doubles) or exits
sabacc-spike-answered = { $seat_cap } { $accepted ->
        [1] { $seat ->
            [you] accept
           *[other] accepts
        }
       *[0] { $seat ->
            [you] refuse
           *[other] refuses
        }
    } the spike
sabacc-spike-stands = The spike stands: multiplier x{ $multiplier }; { $seat_name } now { $seat ->
        [you] hold
       *[other] holds
    } the right to spike
sabacc-spike-refused = Nobody accepted the spike: the multiplier stays x{ $multiplier }

## Table talk: claims, challenges, tosses

sabacc-claimed = { $seat_cap } { $forced ->
        [1] { $seat ->
            [you] are
           *[other] is
        } forced to claim: "my { $family } card is { $kind }" (a forced claim never pays)
       *[0] { $seat ->
            [you] claim
           *[other] claims
        }: "my { $family } card is { $kind }"
    }
sabacc-card-shown = { $seat_poss_cap } { $family } card is shown to the table: { $card }
sabacc-challenged = { $seat_cap } { $seat ->
        [you] challenge
       *[other] challenges
    } { $target_poss } claim: { $truth ->
        [1] it was true — the challenge fee is lost
       *[0] it was a lie — { $target_name } { $target ->
            [you] pay
           *[other] pays
        } { $liar_chips } to { $seat_name }
    }
sabacc-claim-paid = { $seat_poss_cap } unchallenged claim pays { $amount_chips } from the bank
sabacc-tossed = { $seat_cap } { $seat ->
        [you] toss your
       *[other] tosses their
    } { $family } card to { $target_name }, claiming it is { $kind }
sabacc-toss-answered = { $seat_cap } { $answer ->
        [0] { $seat ->
            [you] accept
           *[other] accepts
        } the toss: the cards are exchanged face down
        [1] { $seat ->
            [you] call
           *[other] calls
        } the tosser a liar, but the claim was true: { $seat_name } { $seat ->
            [you] pay
           *[other] pays
        } the tosser { $stake_chips } and the cards are exchanged
       *[2] { $seat ->
            [you] call
           *[other] calls
        } the tosser a liar, rightly: the tosser pays { $seat_name } { $stake_chips }; nothing is exchanged
    }

## Cards that change hands

sabacc-cards-exchanged = { $a_cap } and { $b_name } exchange { $family } cards face down
sabacc-cards-passed = Everyone in the round passes their { $family } card to the left neighbour
sabacc-card-swapped = { $seat_cap } { $seat ->
        [you] swap your
       *[other] swaps their
    } { $family } card for { $from_discard ->
        [1] the top of the { $family } discard{ $has_put ->
            [1] {" "}({ $put } goes onto the pile)
           *[0] {""}
        }
       *[0] a blind card of the { $family } deck
    }

## Private sightings

sabacc-card-seen = { $reader ->
        [1] You privately see { $seat_poss } { $family } card: { $card }
       *[0] { $seat_poss_cap } { $family } card is privately seen: { $card }
    }
sabacc-hand-seen = { $reader ->
        [1] You privately see { $seat_poss } hand: { $hand }; tokens: { $tokens }
       *[0] { $seat_poss_cap } hand is privately seen: { $hand }; tokens: { $tokens }
    }
sabacc-deck-empty = { $family } (empty deck)
sabacc-decks-seen = { $seat_cap } privately { $seat ->
        [you] see
       *[other] sees
    } the top cards of the decks: { $first } and { $second }
sabacc-claim-tested = { $reader ->
        [1] You learn privately
       *[0] Privately
    }: { $truth ->
        [1] { $seat_poss } claim is true
        [0] { $seat_poss } claim is a lie
       *[2] { $seat_name } made no claim
    }
sabacc-seen-by = [only seat { $seat } sees] { $line }
sabacc-sightings = Seen privately this round:
sabacc-sighting-from = {"  "}{ $source }: { $line }
sabacc-sighting = {"  "}{ $line }

## The archive: entourage, pawns, stakes

sabacc-entourage-drawn = { $seat_poss_cap } entourage gains { $known ->
        [1] { $card }
       *[0] a card
    }
sabacc-entourage-run = { $seat_poss_cap } entourage gains { $count } { $count ->
        [one] card
       *[other] cards
    }{ $known ->
        [1] : { $cards }
       *[0] {""}
    }
sabacc-entourage-played = { $seat_cap } { $seat ->
        [you] play
       *[other] plays
    } { $card }{ $on } from { $seat ->
        [you] your
       *[other] their
    } entourage — { $ability }
sabacc-entourage-passed = { $card } goes from { $from_poss } entourage to { $to_poss } entourage
sabacc-pawned = { $seat_cap } { $seat ->
        [you] pawn
       *[other] pawns
    } { $card } for { $chips } from the house
sabacc-staked = { $seat_cap } { $seat ->
        [you] stake
       *[other] stakes
    } { $card } from { $seat ->
        [you] your
       *[other] their
    } collection on this round
sabacc-stake-won = { $to_cap } { $to ->
        [you] win
       *[other] wins
    } { $from_poss } staked card { $card } for good

## The result

sabacc-not-over = The match is not over: { $seat_name } to decide
sabacc-result = Result after { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    }: { $winners } won
sabacc-places = Places:
sabacc-result-you = you (seat { $seat })
sabacc-result-row = {"  "}{ $place }. { $who } chips { $chips }{ $mark }
sabacc-mark-winner = {"  "}winner
sabacc-mark-out = {"  "}out

## What `check` says of a pack, and the hand ladder

sabacc-summary = { $parts }
sabacc-summary-part = { $count } { $what ->
        [cards] { $count ->
            [one] card
           *[other] cards
        }
        [tiers] { $count ->
            [one] ladder tier
           *[other] ladder tiers
        }
        [tokens] { $count ->
            [one] token
           *[other] tokens
        }
        [planets] { $count ->
            [one] planet
           *[other] planets
        }
        [signs] { $count ->
            [one] sign
           *[other] signs
        }
        [eras] { $count ->
            [one] era
           *[other] eras
        }
        [archive_cards] { $count ->
            [one] archive card
           *[other] archive cards
        }
       *[abilities] { $count ->
            [one] entourage ability
           *[other] entourage abilities
        }
    }
sabacc-ladder = The hand ladder, strongest first (the best hand at the reveal wins):
sabacc-ladder-pays = { $fixed ->
        [1] a loser pays { $penalty }
       *[0] a loser pays the difference of its values
    }
sabacc-ladder-tier = {"  "}{ $rank }. { $name } — { $has_text ->
        [1] { $text }; { $pays }
       *[0] { $pays }
    }

## Actions, as plainly as the rules name them

sabacc-act-stand = Stand
sabacc-act-draw = Draw from the { $family } { $from_discard ->
        [1] discard
       *[0] deck
    }
sabacc-act-keep-drawn = Keep the drawn card
sabacc-act-keep-held = Keep the card you held
sabacc-act-choose-die = Choose option { $option }
sabacc-act-spike = Spike: double the multiplier
sabacc-act-exit = Exit the round
sabacc-act-answer-spike = { $accept ->
        [1] Accept the spike
       *[0] Exit (do not accept the spike)
    }
sabacc-act-answer-toss = { $accept ->
        [1] Accept the blind exchange
       *[0] Call the tosser a liar
    }
sabacc-act-challenge = Challenge { $seat_poss } { $forced ->
        [1] forced claim
       *[0] claim
    }
sabacc-act-claim = Claim: { $family } { $kind }
sabacc-act-pick = Pick { $option }
sabacc-act-toss = Toss your { $family } card to { $target_name }, claiming { $kind }
sabacc-act-entourage = Play entourage card { $slot }{ $has_target ->
        [1] {" "}on { $target_name }
       *[0] {""}
    }
sabacc-act-pawn = Pawn entourage card { $slot }
sabacc-act-stake = Stake collection card { $index }
sabacc-act-token = Play { $token }{ $has_target ->
        [1] {" "}on { $target_name }
       *[0] {""}
    }

## The view, the menus and the details

sabacc-seat-cap = { $seat_cap }
sabacc-sign-play = { $ability } ({ $sign }, tier { $tier })
sabacc-archive-ability = { $name } ({ $sign }{ $has_tier ->
        [1] {" "}{ $tier }: { $ability }
       *[0] {""}
    })
sabacc-on-subject = , on { $subject_name }
sabacc-effect-planet = the rule of the planet { $what }
sabacc-effect-by = { $what }, played by { $owner_name }
sabacc-pick-own-card = { $reader ->
        [1] Your { $family } card ({ $card })
       *[0] Seat { $seat_n }'s own { $family } card ({ $card })
    }
sabacc-pick-card = { $seat_poss_cap } { $family } card{ $has_shown ->
        [1] {" "}(shown: { $shown })
       *[0] {""}
    }
sabacc-pick-sign = { $up ->
        [1] +1 (one up)
       *[0] −1 (one down)
    }
sabacc-pick-option = Option { $option }
sabacc-pick-what = { $kind ->
        [opponent] choose another opponent
        [own_card] choose one of your cards
        [any_card] choose any card in the round
        [opponent_card] choose a card of an opponent in the round
        [sign] choose +1 or −1
        [reveal_effect] choose an effect in force that acts at the reveal
       *[number] choose a number from { $lo } to { $hi }
    }
sabacc-pick-heading = { $play } — pick { $step } of { $count }: { $what }. ({ $text })
sabacc-label-unknown = action { $id }
sabacc-label-with = { $label }: { $value }
sabacc-label-draw = { $label } — { $free ->
        [1] free
       *[0] costs { $price }
    }
sabacc-label-stand = Stand (pass)
sabacc-label-spike = Spike: the others accept or exit; if anyone accepts, the multiplier goes x{ $now } → x{ $next }
sabacc-label-exit = Exit the round: what you paid ({ $paid }) stays in the bank; no penalty, no claim reward
sabacc-label-accept-spike = Accept the spike: stay in the round; the multiplier becomes x{ $next } (now x{ $now })
sabacc-label-refuse-spike = Refuse and exit the round: what you paid ({ $paid }) stays in the bank; you escape the penalty
sabacc-die-planet = { $planet } comes next — { $text }
sabacc-die-impostor = Your { $family } Impostor counts as { $value }
sabacc-die-take = Take { $value }
sabacc-toss-accept = Accept: swap your { $family } card ({ $own }) for { $tosser_poss } { $family } card, face down
sabacc-toss-call = Call { $tosser_name } a liar: their { $family } card is shown — if it is { $claimed }, you pay them { $stake } and the cards are swapped; if not, they pay you { $stake } and nothing is swapped
sabacc-challenge-label = Challenge { $target_poss } { $forced ->
        [1] forced claim
       *[0] claim
    } "{ $said }": pay { $fee }; the card is shown — a lie costs them { $liar } to you, the truth costs you your fee
sabacc-claim-label = Claim "{ $said }" { $truth ->
        [1] (true)
       *[0] (a bluff)
    }
sabacc-toss-label = Toss your { $family } card ({ $own }) to { $target_name }, claiming it is { $claimed }
sabacc-entourage-label = Play { $card }{ $has_target ->
        [1] {" "}on { $target_name }
       *[0] {""}
    }
sabacc-pawn-label = Pawn { $card } for { $value } from the house (once per round)
sabacc-stake-label = Stake { $card } from your collection on this round
sabacc-row-claim = "my { $family } card is" (you hold { $own }):
sabacc-row-toss = to { $target_name }, your { $family } card ({ $own }), claiming it is:
sabacc-menu-heading = { $group ->
        [0] Main action (exactly one; it ends your turn):
        [1] Draw a card (main action):
        [4] Challenge a claim (main action): pay { $fee }, the claimed card is shown; a liar pays you { $liar }
        [5] Toss a card (main action): the target accepts a blind exchange or calls you a liar; whoever is wrong pays { $stake }
        [6] Shift tokens (free, before your main action; i shows their texts):
        [7] Entourage (free; one card per turn; i shows the abilities):
        [8] Pawn an entourage card for { $pawn } from the house (free; once per round, instead of playing a card):
        [9] Claim a card aloud (free, once per round; lies are allowed; unchallenged, it pays { $reward } at the reveal):
        [10] Stake a card of your collection on this round (free):
       *[other] {""}
    }
sabacc-decision = { $kind ->
        [main] { $bank ->
            [1] free actions, then one main action
           *[0] play a token, draw or stand
        }
        [keep] keep the drawn card or the one you held
        [token_die] { $planets ->
            [1] choose the next planet
           *[0] choose a die for your token
        }
        [impostor] choose your Impostor's value
        [pick] make a pick for your play
        [spike_answer] answer the spike
        [toss_answer] answer the toss
        [forced_claim] claim a card aloud (forced)
       *[other] {""}
    }
sabacc-round-reveal = ── Round { $round }, the reveal (after { $played } { $played ->
        [one] circuit
       *[other] circuits
    }) — your decision: { $decision }
sabacc-round-circuit = ── Round { $round }, circuit { $circuit } of { $circuits } — your decision: { $decision }
sabacc-table-state = Bank { $bank } · ante { $ante } · multiplier x{ $multiplier }{ $has_spike ->
        [1] {" "}(at most x{ $most_multiplier }) · { $spike }
       *[0] {""}
    }
sabacc-note-first = first
sabacc-note-out-place = out, { $place } place
sabacc-note-out = out
sabacc-note-exited = exited
sabacc-note-stood = stood
sabacc-note-acted = acted
sabacc-notes = {"  "}[{ $notes }]
sabacc-row-pots = {"  "}{ $who } chips { $chips }   pot { $pot }   tokens { $tokens }{ $notes }
sabacc-row-bank = {"  "}{ $who } chips { $chips }   paid { $paid }   entourage { $entourage }   tokens { $tokens }{ $notes }
sabacc-hidden-note = {"  "}(this round opponents' draws, stands and stacks are hidden until the reveal: their chips are as after the ante)
sabacc-your-hand = Your hand: { $hand }{ $hint }
sabacc-impostor-hint = (an Impostor gets its value at the reveal)
sabacc-hand-hint = {"  "}({ $tier }: { $first } / { $second })
sabacc-standing = As it stands: { $tier } ({ $first } / { $second }); the planet and effects in force may change it at the reveal
sabacc-indented = {"  "}{ $line }
sabacc-pile = { $top } ({ $size } { $size ->
        [one] card
       *[other] cards
    })
sabacc-pile-empty = empty
sabacc-piles = Discards: { $first } | { $second }    decks: { $family_first } { $deck_first } / { $family_second } { $deck_second }
sabacc-tokens-none = Your tokens: none
sabacc-tokens = Your tokens: { $list } (i: their texts)
sabacc-entourage-empty = Your entourage: empty
sabacc-entourage-line = Your entourage ({ $ready ->
        [1] one a turn: play it, or pawn it for { $pawn } once a round
       *[0] one a turn: used this turn
    }): { $list }
sabacc-collection = Your collection: { $list }
sabacc-claims-none = Claims this round: none
sabacc-claims = Claims this round: { $list }
sabacc-claim-item = { $seat_name }: "{ $said }"{ $forced ->
        [1] { $challenged ->
            [1] {" "}(forced, challenged)
           *[0] {" "}(forced)
        }
       *[0] { $challenged ->
            [1] {" "}(challenged)
           *[0] {""}
        }
    }
sabacc-seat-item = { $seat_name }: { $item }
sabacc-shown = Shown to the table: { $list }
sabacc-stakes = Card stakes: { $list }
sabacc-effect-item = { $effect } ({ $has_owner ->
        [1] by { $owner_name }
       *[0] the planet
    }{ $on })
sabacc-in-force = In force: { $list }
sabacc-revealed-list = Revealed: { $list }
sabacc-you-drew = You drew: { $card }
sabacc-dice = Dice: { $first } and { $second }
sabacc-spike-context = { $declarer_cap } declared a spike: if anyone accepts, the multiplier becomes x{ $next } (now x{ $now }).
sabacc-toss-context = { $tosser_cap } tosses you their { $family } card, claiming it is { $claimed }. Your { $family } card: { $own }.
sabacc-forced-context = You must claim one of your cards aloud (lying is allowed; a forced claim never pays).
sabacc-planet-choice = Choose which of the next two planets comes first:
sabacc-detail-tokens = Your tokens:
sabacc-detail-entourage = Your entourage:
sabacc-detail-in-force = In force:
sabacc-detail-item = {"  "}{ $name } — { $text }
