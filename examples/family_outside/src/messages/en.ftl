# High Card's words in English. Every line a player reads comes from here; `check` compares the
# other languages with this file.

high-card-summary = { $cards } cards, { $rounds } rounds
high-card-fold = Fold
high-card-stay = Stay
high-card-round = Round { $round }: the pot holds { $pot }
high-card-dealt = { $who_cap } got a { $rank }
high-card-stays = { $who_cap } { $who ->
        [you] stay
       *[other] stays
    }
high-card-folds = { $who_cap } { $who ->
        [you] fold
       *[other] folds
    }
high-card-shown = { $who_cap } { $who ->
        [you] show
       *[other] shows
    } a { $rank }
high-card-won = { $winners } take the pot ({ $share } each)
high-card-over = The match is over
high-card-head = Round { $round } of { $rounds }, pot { $pot }, { $card }
high-card-your-card = your card: { $rank }
high-card-no-card = no card
high-card-help = Everyone antes and gets a card face down; in turn each stays or folds. The highest card that stayed takes the pot.
high-card-name = { $who_cap }
