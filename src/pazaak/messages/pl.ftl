# Słowa stołu pazaaka po polsku: wszystko, co gracz czyta przy stole pazaaka.
#
# Argument-miejsce `x` daje `$x` (`you`, `opponent` lub `seat`), `$x_n` (numer) i formy
# wspólnego komunikatu `person`: `$x_name` („ty”), `$x_cap` („Ty”), `$x_gen` („ciebie”,
# „przeciwnika”), `$x_table` („na twoim stole”) i inne. Przy `you` czasownik jest w 2. osobie
# („dobierasz”), w innych wypadkach w 3. („przeciwnik dobiera”). Liczba mnoga według CLDR:
# `one` (1 karta), `few` (2–4, 22–24: karty), `many` (0, 5–21, 25…: kart); domyślny jest `many`.
# Słownictwo: „Stój” / stać (stand), fura (bust), set, partia (cały mecz), talia główna,
# karty dodatkowe (talia dodatkowa), ręka, ±1T (karta rozstrzygająca remis).

## Zasady w skrócie (dla zestawu bez `[[help]]`) i co mówi `check`

pazaak-help-goal = Zdobądź sumę jak najbliższą { $target }, ale nie większą. W każdej turze dobierasz kartę z talii głównej; potem możesz zagrać najwyżej jedną kartę z ręki i wybrać „Zakończ turę” albo „Stój” (wtedy twoja suma jest zamrożona do końca seta).
pazaak-help-hand = Na całą partię masz w ręce { $hand } { $hand ->
        [one] kartę
        [few] karty
       *[many] kart
    } z twojej talii dodatkowej ({ $side_deck } { $side_deck ->
        [one] karta
        [few] karty
       *[many] kart
    }); zagrane karty nie wracają. Ponad { $target } na koniec tury to fura; dokładnie { $target } — stoisz automatycznie; { $full_table } { $full_table ->
        [one] karta
        [few] karty
       *[many] kart
    } na stole bez fury — set twój. Partia toczy się do { $sets } { $sets ->
        [one] wygranego seta
       *[many] wygranych setów
    }; remisy się nie liczą.
pazaak-summary = { $main } { $main ->
        [one] karta główna
        [few] karty główne
       *[many] kart głównych
    }, { $side } { $side ->
        [one] karta dodatkowa
        [few] karty dodatkowe
       *[many] kart dodatkowych
    }, { $styles } { $styles ->
        [one] styl botów
        [few] style botów
       *[many] stylów botów
    }{ $tournaments ->
        [0] {""}
       *[other] , kampania z { $tournaments } { $tournaments ->
            [one] turniejem
           *[many] turniejami
        }
    }
pazaak-card-detail = { $name } — { $text }

## Dlaczego set się skończył

pazaak-why-bust = { $loser ->
        [you] twoja fura
       *[other] fura { $loser_gen }
    }: { $total }
pazaak-why-full = { $full } { $full ->
        [one] karta
        [few] karty
       *[many] kart
    } { $winner_table } bez fury
pazaak-why-full-bust = { $loser ->
        [you] karta zapełniająca twój stół daje furę
       *[other] karta zapełniająca stół { $loser_gen } daje furę
    }
pazaak-why-higher = { $high } : { $low }
pazaak-why-tiebreaker = po { $total }, ale ±1T { $winner_table }
pazaak-why-tie = po { $total }

## Zdarzenia

pazaak-hand-drawn = { $seat ->
        [you] Losujesz
       *[other] { $seat_cap } losuje
    } rękę na całą partię: { $cards }.
pazaak-hand-drawn-hidden = { $seat ->
        [you] Losujesz
       *[other] { $seat_cap } losuje
    } rękę na całą partię: { $count } { $count ->
        [one] karta
        [few] karty
       *[many] kart
    }.
pazaak-set-started = --- Set { $set }: { $first ->
        [you] zaczynasz
       *[other] zaczyna { $first_name }
    } ---
pazaak-dealt = { $seat ->
        [you] Dobierasz
       *[other] { $seat_cap } dobiera
    } { $value }: suma { $total }.
pazaak-side-played = { $seat ->
        [you] Zagrywasz
       *[other] { $seat_cap } zagrywa
    } { $card }.
pazaak-picked = { $seat ->
        [you] Wybierasz
       *[other] { $seat_cap } wybiera
    } { $option }.
pazaak-card-changed = Karta { $card } { $seat_table } ma teraz wartość { $counts }{ $flipped ->
        [1] {" "}(zmiana znaku)
       *[0] {""}
    }.
pazaak-change = karta { $card } ma teraz wartość { $counts }{ $flipped ->
        [1] , zmiana znaku
       *[0] {""}
    }
pazaak-changes = {" "}— { $list }
pazaak-play = { $seat ->
        [you] Zagrywasz
       *[other] { $seat_cap } zagrywa
    } { $card }{ $shown ->
        [1] {" "}({ SIGNED($counts) })
       *[0] {""}
    }{ $changes }: suma { $total }{ $tie ->
        [1] , ±1T na stole
       *[0] {""}
    }.
pazaak-turn-ended = { $seat ->
        [you] Kończysz
       *[other] { $seat_cap } kończy
    } turę na { $total }.
pazaak-stood = { $seat ->
        [you] Stoisz
       *[other] { $seat_cap } stoi
    } na { $total }.
pazaak-stood-auto = { $seat ->
        [you] Stoisz
       *[other] { $seat_cap } stoi
    } automatycznie: dokładnie { $total }.
pazaak-busted = { $seat ->
        [you] Masz furę
       *[other] { $seat_cap } ma furę
    }: { $total }!
pazaak-set-won = Set { $set } dla { $winner_gen } ({ $why }). Sety: { $score }.
pazaak-set-drawn = Set { $set } to remis ({ $why }): nie liczy się. Sety: { $score }.
pazaak-score = { $first ->
        [seat] { $first_name }: { $first_sets }, { $second_name }: { $second_sets }
       *[other] { $first_name } { $first_sets }, { $second_name } { $second_sets }
    }
pazaak-winner = { $winner ->
        [you] wygrywasz
       *[other] wygrywa { $winner_name }
    }
# Po dwukropku („Wynik: wygrywasz”) zdanie zaczyna się małą literą.
pazaak-winner-cap = { $winner ->
        [you] wygrywasz
       *[other] wygrywa { $winner_name }
    }
pazaak-drawn = remis
pazaak-drawn-cap = remis
pazaak-sets = { $won }–{ $lost }
pazaak-match-over = Koniec partii: { $winner } { $sets }{ $at_bound ->
        [1] {" "}(osiągnięto limit ruchów z zasad)
       *[0] {""}
    }.

## Stół

pazaak-view-score = Set { $set } · sety: { $score } (do { $wins } { $wins ->
        [one] wygranego
       *[many] wygranych
    }{ $drawn ->
        [0] {""}
       *[other] ; remisy z rzędu: { $drawn } z { $max }
    })
pazaak-view-title = { $seat ->
        [you] Ty
        [opponent] Przeciwnik
       *[seat] Gracz { $seat_n }
    }:
pazaak-view-title-hand = { $seat ->
        [you] Ty
        [opponent] Przeciwnik
       *[seat] Gracz { $seat_n }
    } (w ręce: { $hand }):
pazaak-view-table = { $title } { $cells }   = { $total }{ $standing ->
        [1] {"  "}(stoi{ $tiebreaker ->
            [1] , ±1T na stole
           *[0] {""}
        })
       *[0] { $tiebreaker ->
            [1] {"  "}(±1T na stole)
           *[0] {""}
        }
    }
pazaak-cell-side = [{ $name }]
pazaak-cell-side-counts = [{ $name }: { SIGNED($counts) }]
pazaak-cell-main = { $value }
pazaak-cell-main-counts = { $value }→{ $counts }
pazaak-cell-hidden = ?
pazaak-none = —
pazaak-hand-played = (zagrana)
pazaak-view-hand = Twoja ręka: { $hand } · { $deck } { $deck ->
        [one] karta
        [few] karty
       *[many] kart
    } w talii głównej
pazaak-view-card-text = {"  "}{ $name } — { $text }

## Ruchy i menu

pazaak-outcome = → { $total }{ $note ->
        [over] , fura!
        [stand] , stoisz
        [tiebreaker] , ±1T na stole
       *[none] {""}
    }
pazaak-play-label = { $card } { $outcome }
pazaak-play-choice = { $card } (do wyboru: suma { $totals })
pazaak-end-bust = Zakończ turę na { $total }: ponad { $target }, fura
pazaak-stand-bust = Stój na { $total }: ponad { $target }, fura
pazaak-end-at = Zakończ turę na { $total } (w następnej turze kolejna karta)
pazaak-stand-at = Stój na { $total }
pazaak-pick-one = { $card } { $option } { $outcome }
pazaak-pick-many = { $card } { $option } (suma { $totals })
pazaak-end = Zakończ turę
pazaak-stand = Stój
pazaak-play-slot = Zagraj kartę z ręki #{ $slot }
pazaak-choose = Wybierz { $option }
pazaak-menu-pick = Zagraj { $card } jako:
pazaak-menu-plays = Zagraj kartę z ręki (jedną na turę):

## Koniec

pazaak-not-over = Partia jeszcze trwa: decyzja należy do { $seat_gen }
pazaak-result = Wynik: { $winner } { $sets } (sety: { $score }; rozegrano { $played } { $played ->
        [one] set
        [few] sety
       *[many] setów
    }).
pazaak-last-set-won = Ostatni set dla { $winner_gen } ({ $why }).
pazaak-last-set-drawn = Ostatni set zakończył się remisem.
pazaak-last-why = { $why ->
        [bust] fura
        [full] pełny stół
        [full_bust] fura przy ostatniej karcie pełnego stołu
        [higher] wyższa suma
        [tiebreaker] karta ±1T
       *[tie] równe sumy
    }
