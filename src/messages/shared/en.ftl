# The messages every table's catalogues share: how a text names a seat, and how a list is joined.
#
# `person` names a seat for its reader. It is given `$who` (`you`, `opponent` or `seat`) and `$n`
# (the seat's number). A message that passes a seat argument `x` reads its forms as `$x_name`
# (the value) and `$x_<attribute>` (each attribute): a language gives the forms its grammar needs.

person = { $who ->
        [you] you
        [opponent] the opponent
       *[seat] seat { $n }
    }
    .cap = { $who ->
        [you] You
        [opponent] The opponent
       *[seat] Seat { $n }
    }
    .poss = { $who ->
        [you] your
        [opponent] the opponent's
       *[seat] seat { $n }'s
    }
    .poss_cap = { $who ->
        [you] Your
        [opponent] The opponent's
       *[seat] Seat { $n }'s
    }

list-sep = {", "}
