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
sabacc-card-with = { $card } — { $archive }
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
        [archive] { $count ->
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
