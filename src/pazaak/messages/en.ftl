# The pazaak table's words in English: every line a player reads at a pazaak table.
#
# A seat argument `x` gives `$x` (`you`, `opponent` or `seat`), `$x_n` (its number) and its forms
# `$x_name`, `$x_cap`, `$x_poss`, `$x_poss_cap` (see the shared `person`). A total is a number
# (negative ones are written with a true minus); `SIGNED($n)` writes a side card's count (`+3`).

## The rules in brief, for a pack without `[[help]]`, and what `check` says

pazaak-help-goal = Get as close to { $target } as you can without going over. Each turn deals you a main-deck card; then you may play at most one card of your hand, and End the turn or Stand (your total freezes for the rest of the set).
pazaak-help-hand = Your hand is { $hand } of your { $side_deck }-card side deck, for the whole match; played cards do not return. Over { $target } at the end of a turn busts; exactly { $target } stands by itself; { $full_table } { $full_table ->
        [one] card
       *[other] cards
    } on your table without a bust win the set. First to { $sets } sets; drawn sets do not count.
pazaak-summary = { $main } main cards, { $side } side cards, { $styles } bot styles{ $tournaments ->
        [0] {""}
       *[other] , a campaign of { $tournaments } tournaments
    }
pazaak-card-detail = { $name } — { $text }

## Why a set ended

pazaak-why-bust = { $loser_name } { $loser ->
        [you] bust
       *[other] busts
    } with { $total }
pazaak-why-full = { $full } { $full ->
        [one] card
       *[other] cards
    } on { $winner_poss } table without a bust
pazaak-why-full-bust = the card that filled { $loser_poss } table busts
pazaak-why-higher = { $high } : { $low }
pazaak-why-tiebreaker = { $total } each, and { $winner_poss } table holds the tiebreaker
pazaak-why-tie = { $total } each

## Events

pazaak-hand-drawn = { $seat_cap } { $seat ->
        [you] draw
       *[other] draws
    } a hand for the match: { $cards }.
pazaak-hand-drawn-hidden = { $seat_cap } { $seat ->
        [you] draw
       *[other] draws
    } a hand of { $count } { $count ->
        [one] card
       *[other] cards
    } for the match.
pazaak-set-started = --- Set { $set }: { $first_name } { $first ->
        [you] play
       *[other] plays
    } first ---
pazaak-dealt = { $seat_cap } { $seat ->
        [you] are
       *[other] is
    } dealt { $value }: total { $total }.
pazaak-side-played = { $seat_cap } { $seat ->
        [you] play
       *[other] plays
    } { $card }.
pazaak-picked = { $seat_cap } { $seat ->
        [you] choose
       *[other] chooses
    } { $option }.
pazaak-card-changed = { $seat_poss_cap } { $card } now counts { $counts }{ $flipped ->
        [1] {" "}(sign flipped)
       *[0] {""}
    }.
pazaak-change = { $seat_poss } { $card } now counts { $counts }{ $flipped ->
        [1] , sign flipped
       *[0] {""}
    }
pazaak-changes = {" "}— { $list }
pazaak-play = { $seat_cap } { $seat ->
        [you] play
       *[other] plays
    } { $card }{ $shown ->
        [1] {" "}({ SIGNED($counts) })
       *[0] {""}
    }{ $changes }: total { $total }{ $tie ->
        [1] , with the tiebreaker on the table
       *[0] {""}
    }.
pazaak-turn-ended = { $seat_cap } { $seat ->
        [you] end
       *[other] ends
    } the turn at { $total }.
pazaak-stood = { $seat_cap } { $seat ->
        [you] stand
       *[other] stands
    } at { $total }.
pazaak-stood-auto = { $seat_cap } { $seat ->
        [you] stand
       *[other] stands
    } by the rules: exactly { $total }.
pazaak-busted = { $seat_cap } { $seat ->
        [you] bust
       *[other] busts
    } with { $total }!
pazaak-set-won = Set { $set } to { $winner_name } ({ $why }). Sets: { $score }.
pazaak-set-drawn = Set { $set } is drawn ({ $why }): it does not count. Sets: { $score }.
pazaak-score = { $first ->
        [seat] { $first_name }: { $first_sets }, { $second_name }: { $second_sets }
       *[other] { $first_name } { $first_sets }, { $second_name } { $second_sets }
    }
pazaak-winner = { $winner_name } { $winner ->
        [you] win
       *[other] wins
    }
pazaak-winner-cap = { $winner_cap } { $winner ->
        [you] win
       *[other] wins
    }
pazaak-drawn = drawn
pazaak-drawn-cap = Drawn
pazaak-sets = { $won }–{ $lost }
pazaak-match-over = Match over: { $winner } { $sets }{ $at_bound ->
        [1] {" "}(the rules' action bound was reached)
       *[0] {""}
    }.

## The view

pazaak-view-score = Set { $set } · sets: { $score } (first to { $wins }{ $drawn ->
        [0] {""}
       *[other] ; drawn in a row: { $drawn } of { $max }
    })
pazaak-view-title = { $seat ->
        [you] You
        [opponent] Opponent
       *[seat] Seat { $seat_n }
    }:
pazaak-view-title-hand = { $seat ->
        [you] You
        [opponent] Opponent
       *[seat] Seat { $seat_n }
    } ({ $hand } { $hand ->
        [one] card
       *[other] cards
    } in hand):
pazaak-view-table = { $title } { $cells }   = { $total }{ $standing ->
        [1] {"  "}(stands{ $tie_wins ->
            [1] , tiebreaker on the table
           *[0] {""}
        })
       *[0] { $tie_wins ->
            [1] {"  "}(tiebreaker on the table)
           *[0] {""}
        }
    }
pazaak-cell-side = [{ $name }]
pazaak-cell-side-counts = [{ $name }: { SIGNED($counts) }]
pazaak-cell-main = { $value }
pazaak-cell-main-counts = { $value }→{ $counts }
pazaak-cell-hidden = ?
pazaak-none = —
pazaak-hand-played = (played)
pazaak-view-hand = Your hand: { $hand } · { $deck } { $deck ->
        [one] card
       *[other] cards
    } left in the main deck
pazaak-view-card-text = {"  "}{ $name } — { $text }

## Actions and the menu

pazaak-outcome = → { $total }{ $note ->
        [over] , over!
        [stand] , you stand
        [tie_won] , tiebreaker
       *[none] {""}
    }
pazaak-play-label = { $card } { $outcome }
pazaak-play-choice = { $card } (you choose: total { $totals })
pazaak-end-bust = End the turn at { $total }: over { $target }, a bust
pazaak-stand-bust = Stand at { $total }: over { $target }, a bust
pazaak-end-at = End the turn at { $total } (another card next turn)
pazaak-stand-at = Stand at { $total }
pazaak-pick-one = { $card } { $option } { $outcome }
pazaak-pick-many = { $card } { $option } (total { $totals })
pazaak-end = End the turn
pazaak-stand = Stand
pazaak-play-slot = Play hand card #{ $slot }
pazaak-choose = Choose { $option }
pazaak-menu-pick = Play { $card } as:
pazaak-menu-plays = Play a hand card (one a turn):

## The end

pazaak-not-over = The match is not over: { $seat_name } to decide
pazaak-result = Result: { $winner } { $sets } (sets: { $score }; { $played } { $played ->
        [one] set
       *[other] sets
    } played).
pazaak-last-set-won = The last set went to { $winner_name } ({ $why }).
pazaak-last-set-drawn = The last set was drawn.
pazaak-last-why = { $why ->
        [bust] a bust
        [full] a full table
        [full_bust] the last card of a full table busted
        [higher] the higher total
        [tie_won] the tiebreaker
       *[tie] level totals
    }

## The campaign (the Pazaak Cantina)

campaign-credits = { $n } { $n ->
        [one] credit
       *[other] credits
    }
campaign-record = won { $won }, lost { $lost }, drawn { $drawn }
campaign-tournament = { $name } ({ $planet })
campaign-help-start = { $campaign }: you start with { $credits } { $credits ->
        [one] credit
       *[other] credits
    } and the cards of your collection. The tournaments open in order; opponents come one at a time, each out when its credits run out or you have won the needed matches against it.
campaign-help-medals = Name a wager before each match: the winner takes it. Complete a tournament for a medal and its prize: { $medals }. The senior tournaments admit only a full collection. Lose all your credits and the campaign is over.
campaign-medal = { $medal } { $share } ({ $need })
campaign-medal-any = any record
campaign-medal-ratio = wins ≥ { $ratio } × losses
campaign-started = The campaign begins: you have { $credits }.
campaign-bought = You buy { $card } for { $price }.
campaign-sold = You sell { $card } for { $price }.
campaign-deck-in = { $card } goes into your side deck.
campaign-deck-out = { $card } leaves your side deck.
campaign-opponent = Your opponent: { $opponent }.
campaign-match-started = Match { $number } against { $opponent }, for { $wager }.
campaign-match-won = You beat { $opponent } { $yours }–{ $theirs } and take { $wager }: you have { $credits }.
campaign-match-lost = { CAP($opponent) } beats you { $yours }–{ $theirs }; you pay { $wager }: you have { $credits }.
campaign-match-drawn = The match against { $opponent } is drawn ({ $yours }–{ $theirs }): no credits change hands.
campaign-entered-free = You enter { $tournament } (free entry).
campaign-entered = You enter { $tournament } (fee: { $fee }).
campaign-opponent-broke = { CAP($opponent) } is out of credits and leaves the tournament.
campaign-opponent-beaten = { CAP($opponent) } is out: you have won the needed matches.
campaign-completed = Tournament completed: { $tournament } — { $medal } medal, prize { $prize } ({ $record }).
campaign-left = You leave { $tournament }: no medal, the fee is lost.
campaign-won = Campaign won: every tournament completed, in { $matches } { $matches ->
        [one] match
       *[other] matches
    }.
campaign-broke = Campaign over: you have no credits left (after { $matches } { $matches ->
        [one] match
       *[other] matches
    }).
campaign-stuck = Campaign over: there is nothing left you can pay for (after { $matches } { $matches ->
        [one] match
       *[other] matches
    }).
campaign-header = { $name } · you have { $credits } · { $matches } { $matches ->
        [one] match
       *[other] matches
    } played ({ $record })
campaign-deck = Side deck ({ $count } of { $size }): { $cards }
campaign-collection = Collection ({ $total } { $total ->
        [one] card
       *[other] cards
    }): { $cards }
campaign-copies = { $card }×{ $copies }
campaign-tournaments-title = Tournaments:
campaign-hub-tournament = {" "}{ $index }. { $tournament } · { $fee } · prize { $prize }{ $senior ->
        [1] , senior
       *[0] {""}
    } · { $state }
campaign-fee-free = free entry
campaign-fee = fee { $fee }
campaign-state-completed = completed, { $medal } medal
campaign-state-open = open
campaign-state-later = after the one before
campaign-missing = A full collection (for the senior tournaments) still lacks: { $cards }
campaign-shop-title = The shop: buy / sell price (you own)
campaign-shop-cell = { $card } { $buy }/{ $sell } ({ $owned })
campaign-shop-row = {"  "}{ $cells }
campaign-deck-size = A side deck holds exactly { $n } cards.
campaign-standing = Tournament: { $tournament } · { $record } · medal now: { $medal }
campaign-opponent-line = Opponent: { $opponent } ({ $style }), { $credits } · your wins against them: { $wins } of { $needed } · { $left } { $left ->
        [one] opponent
       *[other] opponents
    } after them
campaign-no-wager = You cannot cover any of the opponent's wagers: sell cards or leave.
campaign-wager-line = The match's wager: { $wager }
campaign-choice-shop = The shop
campaign-choice-deck = The side deck
campaign-choice-back = Back
campaign-choice-done = Done
campaign-choice-next-match = The next match
campaign-choice-leave = Leave the tournament (no medal)
campaign-choice-enter = Enter { $tournament } (fee { $fee })
campaign-choice-price = { $card } { $price }
campaign-choice-add = + { $card }
campaign-choice-remove = − { $card }
campaign-menu-tournaments = Tournaments:
campaign-menu-wager = The next match's wager:
campaign-menu-buy = Buy:
campaign-menu-sell = Sell:
campaign-menu-add = Put into the deck:
campaign-menu-remove = Take out of the deck:
campaign-menu-or = Or:
