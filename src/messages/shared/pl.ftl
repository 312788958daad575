# Wspólne komunikaty wszystkich stołów: jak tekst nazywa miejsce przy stole i jak łączy się wyliczenie.
#
# `person` nazywa miejsce dla czytelnika: dostaje `$who` (`you`, `opponent` lub `seat`) i `$n`
# (numer miejsca). Wartość to mianownik w środku zdania („ty”, „przeciwnik”, „gracz 2”); przypadki
# i zwroty to atrybuty: komunikat z argumentem-miejscem `x` czyta je jako `$x_<atrybut>`:
#   .cap      mianownik na początku zdania: „Ty”, „Przeciwnik”, „Gracz 2”
#   .gen      dopełniacz (po przyimku): „(dla) ciebie”, „przeciwnika”, „gracza 2”
#   .dat      celownik: „tobie”, „przeciwnikowi”, „graczowi 2”; .dat_cap — na początku zdania
#   .acc      biernik (po przyimku): „(na) ciebie”, „przeciwnika”, „gracza 2”
#   .ins      narzędnik (po przyimku): „(z) tobą”, „przeciwnikiem”, „graczem 2”
#   .table    miejsce kart: „na twoim stole”, „na stole przeciwnika”, „na stole gracza 2”

person = { $who ->
        [you] ty
        [opponent] przeciwnik
       *[seat] gracz { $n }
    }
    .cap = { $who ->
        [you] Ty
        [opponent] Przeciwnik
       *[seat] Gracz { $n }
    }
    .gen = { $who ->
        [you] ciebie
        [opponent] przeciwnika
       *[seat] gracza { $n }
    }
    .dat = { $who ->
        [you] tobie
        [opponent] przeciwnikowi
       *[seat] graczowi { $n }
    }
    .dat_cap = { $who ->
        [you] Tobie
        [opponent] Przeciwnikowi
       *[seat] Graczowi { $n }
    }
    .acc = { $who ->
        [you] ciebie
        [opponent] przeciwnika
       *[seat] gracza { $n }
    }
    .ins = { $who ->
        [you] tobą
        [opponent] przeciwnikiem
       *[seat] graczem { $n }
    }
    .table = { $who ->
        [you] na twoim stole
        [opponent] na stole przeciwnika
       *[seat] na stole gracza { $n }
    }

list-sep = {", "}
