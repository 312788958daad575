# The classic Corellian table's words in English: every line a player reads at a Corellian sabacc
# table (all six shipped packs).
#
# A seat argument `x` gives `$x` (`you` or `seat`), `$x_n` (its number) and its forms `$x_name`,
# `$x_cap`, `$x_poss`, `$x_poss_cap` (see the shared `person`). A group of seats (`$group`) comes
# with `$you` (1 when the reader is among them) and `$count` (how many they are). A card's name
# and a rule set's name are the pack's texts.

## Cards, hands, groups

corellian-card-suited = { $rank } of { $suit }
corellian-card-valued = { $card } [{ SIGNED($value) }]
corellian-card-fielded = { $card }*
corellian-class-bomb = a bomb
corellian-class-tail = {" "}— { $class }
corellian-base-rules = the base rules
corellian-group = { $you ->
        [1] { $others ->
        [0] You
        [1] You and seat { $last }
       *[other] You and seats { $head } and { $last }
    }
       *[0] { $others ->
        [1] Seat { $last }
       *[other] Seats { $head } and { $last }
    }
    }
corellian-and = { $head } and { $last }
corellian-or = { $head } or { $last }
corellian-spaced = {" "}{ $text }

## Events: a hand's opening

corellian-hand-started = — Hand { $hand }: { $dealer_name } { $dealer ->
        [you] deal
       *[other] deals
    }{ $rules }
corellian-hand-rules = {" "}({ $set })
corellian-rules-base = Random sabacc: the base rules for { $hands } { $hands ->
        [one] hand
       *[other] hands
    }.
corellian-rules-changed = Random sabacc: the rules change to { $set } for { $hands } { $hands ->
        [one] hand
       *[other] hands
    }.{ $extra }
corellian-anted = { $seat_cap } { $seat ->
        [you] ante
       *[other] antes
    } { $hand_pot } { $hand_pot ->
        [one] chip
       *[other] chips
    } into the hand pot and { $sabacc_pot } { $sabacc_pot ->
        [one] chip
       *[other] chips
    } into the sabacc pot
corellian-dealt = { $seat_cap } { $seat ->
        [you] are dealt
       *[other] is dealt
    } { $card }
corellian-dealt-hidden = Seat { $seat_n } is dealt a card
corellian-drawn = { $seat_cap } { $seat ->
        [you] draw
       *[other] draws
    } { $card }
corellian-drawn-hidden = { $seat_cap } { $seat ->
        [you] draw a card
       *[other] draws a card
    }
corellian-reshuffled = The deck ran out: the discards beneath the blank card are shuffled into a new deck ({ $cards } { $cards ->
        [one] card
       *[other] cards
    })
corellian-round-started = Round { $round }: betting

## Events: the betting

corellian-checked = { $seat_cap } { $seat ->
        [you] check
       *[other] checks
    }
corellian-bet = { $seat_cap } { $seat ->
        [you] bet
       *[other] bets
    } { $paid } { $paid ->
        [one] chip
       *[other] chips
    }
corellian-raised = { $seat_cap } { $seat ->
        [you] raise
       *[other] raises
    } by { $by } { $by ->
        [one] chip
       *[other] chips
    } to { $to } (putting in { $paid } { $paid ->
        [one] chip
       *[other] chips
    })
corellian-called = { $seat_cap } { $seat ->
        [you] call
       *[other] calls
    } ({ $paid } { $paid ->
        [one] chip
       *[other] chips
    })
corellian-all-in = { $seat_cap } { $seat ->
        [you] go all in
       *[other] goes all in
    } ({ $paid } { $paid ->
        [one] chip
       *[other] chips
    })
corellian-folded = { $seat_cap } { $seat ->
        [you] fold
       *[other] folds
    }
corellian-cap-reached = The hand pot passed its cap ({ $hand_pot } { $hand_pot ->
        [one] chip
       *[other] chips
    }): no more raises, the hand is called after this betting

## Events: the shift and the call

corellian-shift-rolled = The shift die shows { $die }: { $shift ->
        [1] a shift!
       *[0] no shift
    }
corellian-discarded = { $seat_cap } { $seat ->
        [you] discard
       *[other] discards
    } { $card }{ $shift ->
        [1] {" "}for the shift
       *[0] {""}
    }
corellian-discarded-hidden = { $seat_cap } { $seat ->
        [you] discard a card
       *[other] discards a card
    }{ $shift ->
        [1] {" "}for the shift
       *[0] {""}
    }
corellian-fielded = { $seat_cap } { $seat ->
        [you] put
       *[other] puts
    } { $card } into the interference field
corellian-continued = { $seat_cap } { $seat ->
        [you] do not call
       *[other] does not call
    }
corellian-stood = { $seat_cap } { $seat ->
        [you] end your drawing turn
       *[other] ends the drawing turn
    }
corellian-hand-called = { $seat_cap } { $seat ->
        [you] call the hand
       *[other] calls the hand
    }: everyone shows
corellian-hand-called-cap = The hand pot is past its cap: the hand is called
corellian-hand-called-last = The last round is played: the hand is called

## Events: the showdown and the pots

corellian-revealed = { $seat_poss_cap } cards: { $cards } — total { $total }{ $class }
corellian-bomb-paid = { $seat_cap } { $seat ->
        [you] pay
       *[other] pays
    } a bomb penalty of { $amount } { $amount ->
        [one] chip
       *[other] chips
    } into the sabacc pot
corellian-tie-card = A tie: { $seat_name } { $seat ->
        [you] get
       *[other] gets
    } one more card — { $card }, total { $total }
corellian-pot-won = { $seat_cap } { $seat ->
        [you] win
       *[other] wins
    } { $pot ->
        [0] the hand pot
       *[other] side pot { $pot }
    }: { $amount } { $amount ->
        [one] chip
       *[other] chips
    }
corellian-pot-split = { $group } split { $pot ->
        [0] the hand pot
       *[other] side pot { $pot }
    } ({ $amount } { $amount ->
        [one] chip
       *[other] chips
    }): { $each } each, the odd chips to the first from the dealer's left
corellian-uncontested = Everyone else folded: { $seat_name } { $seat ->
        [you] take
       *[other] takes
    } the hand pot ({ $amount } { $amount ->
        [one] chip
       *[other] chips
    })
corellian-pot-to-sabacc = Every hand bombed: { $pot ->
        [0] the hand pot
       *[other] side pot { $pot }
    } ({ $amount } { $amount ->
        [one] chip
       *[other] chips
    }) goes to the sabacc pot
corellian-jackpot-won = { $class }! { $group } { $count ->
        [1] { $you ->
        [1] take
       *[0] takes
    }
       *[other] split
    } the sabacc pot: { $amount } { $amount ->
        [one] chip
       *[other] chips
    }
corellian-jackpot-reset = The sabacc pot passed its cap and is reset in the house's favour: the house takes { $amount } { $amount ->
        [one] chip
       *[other] chips
    }
corellian-hand-over = Hand { $hand } is over after { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    }
corellian-eliminated = { $seat_cap } { $seat ->
        [you] have no chips left and leave the match
       *[other] has no chips left and leaves the match
    }
corellian-match-over = The match is over{ $at_bound ->
        [1] {" "}(the rules' action bound was reached)
       *[0] {""}
    }. { $group } { $count ->
        [1] { $you ->
        [1] win
       *[0] wins
    }
       *[other] win together
    } with { $chips } { $chips ->
        [one] chip
       *[other] chips
    }

## Actions and the menu

corellian-slot = card { $slot }
corellian-do-check = Check
corellian-do-call = Call { $chips } { $chips ->
        [one] chip
       *[other] chips
    }
corellian-do-all-in = All in: { $chips } { $chips ->
        [one] chip
       *[other] chips
    }
corellian-do-fold = Fold
corellian-do-bet = Bet { $chips } { $chips ->
        [one] chip
       *[other] chips
    }{ $all_in ->
        [1] {" "}— all in
       *[0] {""}
    }
corellian-do-raise = Raise by { $chips } { $chips ->
        [one] chip
       *[other] chips
    } (to { $to }){ $all_in ->
        [1] {" "}— all in
       *[0] {""}
    }
corellian-do-call-hand = Call the hand: everyone shows
corellian-do-go-on = Do not call
corellian-do-draw = Draw a card
corellian-do-stand = End the drawing turn
corellian-do-discard = Discard { $card }
corellian-do-field = Put { $card } into the interference field
corellian-menu-title = { $stage ->
        [betting] Betting
        [shift] The shift: discard one card (you get a new one)
        [calling] Calling
       *[drawing] Drawing
    }

## The view

corellian-view-hand = Hand { $hand }, round { $round }: { $stage ->
        [betting] betting
        [shift] the shift
        [calling] calling
        [drawing] drawing
       *[over] over
    }. Dealer: { $dealer_name }.
corellian-view-pots = Hand pot: { $hand_pot } { $hand_pot ->
        [one] chip
       *[other] chips
    }; sabacc pot: { $sabacc_pot } { $sabacc_pot ->
        [one] chip
       *[other] chips
    }.
corellian-view-house = The house took { $house } { $house ->
        [one] chip
       *[other] chips
    }.
corellian-view-rules = Rules: { $set } ({ $hands } { $hands ->
        [one] hand
       *[other] hands
    } until they change).
corellian-view-bet = The bet this round: { $bet } { $bet ->
        [one] chip
       *[other] chips
    }.
corellian-view-seat = {"  "}{ $seat_cap }{ $dealer ->
        [1] {" "}(dealer)
       *[0] {""}
    }: { $chips } { $chips ->
        [one] chip
       *[other] chips
    }, { $put } in the pot, { $cards } { $cards ->
        [one] card
       *[other] cards
    }{ $field }{ $state ->
        [out] {" "}— out of the match
        [folded] {" "}— folded
       *[playing] {""}
    }
corellian-view-field = ; field: { $cards }
corellian-view-cards = Your cards: { $cards } — total { $total }{ $class }
corellian-view-star = {"  "}(* — in the interference field, seen by all)
corellian-view-raise = You may bet or raise by { $least } to { $most } { $most ->
        [one] chip
       *[other] chips
    }.

## The result

corellian-not-over = The match was left unfinished in hand { $hand }, with no winner: { $seat_name } to decide.
corellian-over-nobody = The match is over after { $hands } { $hands ->
        [one] hand
       *[other] hands
    }: nobody wins.
corellian-over-won = The match is over after { $hands } { $hands ->
        [one] hand
       *[other] hands
    }: { $group } { $count ->
        [1] { $you ->
        [1] win
       *[0] wins
    }
       *[other] win together
    }.
corellian-result-seat = {"  "}{ $seat_cap }: { $chips } { $chips ->
        [one] chip
       *[other] chips
    }
corellian-result-sabacc = {"  "}Left in the sabacc pot: { $chips } { $chips ->
        [one] chip
       *[other] chips
    }.
corellian-result-house = {"  "}The house took { $chips } { $chips ->
        [one] chip
       *[other] chips
    }.

## The rules in brief, and what `check` says

corellian-limit-chips = up to { $chips } { $chips ->
        [one] chip
       *[other] chips
    }
corellian-limit-hand-pot = at most the hand pot as the hand began
corellian-limit-current = at most the current bet
corellian-limit-none = without a limit
corellian-summary = { $cards } { $cards ->
        [one] card
       *[other] cards
    } ({ $specials } { $specials ->
        [one] special card
       *[other] special cards
    }){ $sets ->
        [0] {""}
       *[other] , { $sets } { $sets ->
        [one] rule set
       *[other] rule sets
    }
    }
corellian-help-rounds = Each player is dealt { $deal } { $deal ->
        [one] card
       *[other] cards
    }; a hand is played in rounds: betting, the shift (a d{ $die }: on { $faces } each player discards a card and gets a new one{ $field ->
        [1] , save the cards in the interference field
       *[0] {""}
    }), calling (from round { $calling } anyone may call the hand; after round { $last } the table calls it), drawing (take a card while holding fewer than { $max }, discard any card, never fewer than { $min } in hand).
corellian-help-goal-far = Goal: the total farthest from zero within ±{ $limit }; a positive total beats a negative one of the same size.
corellian-help-goal-near = Goal: the total closest to zero within ±{ $limit }.
corellian-help-top-card = { $name_lower }
corellian-help-any-rank = any { $rank }
corellian-help-pure = { $name } (a total of { $totals }) takes the hand pot and the sabacc pot
corellian-help-pure-only = { $pure }.
corellian-help-pure-top = { $pure }; the { $name } ({ $cards }) beats even that.
corellian-help-top-only = The { $name } ({ $cards }) takes the hand pot and the sabacc pot.
corellian-help-penalty-pot = the size of the hand pot
corellian-help-penalty-chips = { $chips } { $chips ->
        [one] chip
       *[other] chips
    }
corellian-help-bomb = A bomb is a total past ±{ $limit }{ $zero ->
        [1] , or exactly 0,
       *[0] {""}
    } and pays { $penalty } into the sabacc pot; { $all ->
        [carry] if every hand bombs, the hand pot goes to the sabacc pot
       *[best] if every hand bombs, the best of the bombs wins
    }.
corellian-help-ante = Ante: { $ante } { $ante ->
        [one] chip
       *[other] chips
    } into the hand pot and as much into the sabacc pot. A bet { $bet }, a raise { $raise }.
