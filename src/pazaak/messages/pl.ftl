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
        [1] {"  "}(stoi{ $tie_wins ->
            [1] , ±1T na stole
           *[0] {""}
        })
       *[0] { $tie_wins ->
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
        [tie_won] , ±1T na stole
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
        [tie_won] karta ±1T
       *[tie] równe sumy
    }

## Kampania (Kantyna pazaaka)

campaign-credits = { $n } { $n ->
        [one] kredyt
        [few] kredyty
       *[many] kredytów
    }
campaign-record = wygrane { $won }, przegrane { $lost }, remisy { $drawn }
campaign-tournament = { $name } ({ $planet })
campaign-help-start = { $campaign }: zaczynasz z { $credits } { $credits ->
        [one] kredytem
       *[many] kredytami
    } i kartami ze swojej kolekcji. Turnieje otwierają się po kolei; przeciwnicy przychodzą pojedynczo, a każdy odpada, gdy skończą mu się kredyty albo gdy wygrasz z nim wymaganą liczbę partii.
campaign-help-medals = Przed każdą partią wyznacz stawkę: zwycięzca ją zgarnia. Za ukończony turniej dostajesz medal i nagrodę: { $medals }. Turnieje elitarne przyjmują tylko graczy z pełną kolekcją. Gdy stracisz wszystkie kredyty, kampania się kończy.
campaign-medal = { $medal } { $share } ({ $need })
campaign-medal-any = dowolny wynik
campaign-medal-ratio = wygrane ≥ { $ratio } × przegrane
campaign-started = Kampania się zaczyna: masz { $credits }.
campaign-bought = Kupujesz { $card } za { $price }.
campaign-sold = Sprzedajesz { $card } za { $price }.
campaign-deck-in = { $card } trafia do talii dodatkowej.
campaign-deck-out = { $card } opuszcza talię dodatkową.
campaign-opponent = Twój przeciwnik: { $opponent }.
campaign-match-started = Partia { $number }: { CAP($opponent) }, stawka { $wager }.
# Przeciwnik jest podmiotem w czasie teraźniejszym: jego rodzaj nie jest potrzebny.
campaign-match-won = { CAP($opponent) } przegrywa z tobą { $theirs }–{ $yours }: zgarniasz { $wager }, masz { $credits }.
campaign-match-lost = { CAP($opponent) } pokonuje cię { $theirs }–{ $yours }: płacisz { $wager }, masz { $credits }.
campaign-match-drawn = { CAP($opponent) } remisuje z tobą ({ $theirs }–{ $yours }): kredyty nie zmieniają właściciela.
campaign-entered-free = Dołączasz do turnieju { $tournament } (wstęp wolny).
campaign-entered = Dołączasz do turnieju { $tournament } (wpisowe: { $fee }).
campaign-opponent-broke = { CAP($opponent) } nie ma już kredytów i odpada z turnieju.
campaign-opponent-beaten = { CAP($opponent) } odpada: masz już wymaganą liczbę zwycięstw.
campaign-completed = Turniej ukończony: { $tournament } — medal „{ $medal }”, nagroda { $prize } ({ $record }).
campaign-left = Opuszczasz turniej { $tournament }: bez medalu, wpisowe przepada.
campaign-won = Kampania wygrana: ukończone wszystkie turnieje, rozegrano { $matches } { $matches ->
        [one] partię
        [few] partie
       *[many] partii
    }.
campaign-broke = Koniec kampanii: nie masz już kredytów (rozegrano { $matches } { $matches ->
        [one] partię
        [few] partie
       *[many] partii
    }).
campaign-stuck = Koniec kampanii: nie stać cię już na nic (rozegrano { $matches } { $matches ->
        [one] partię
        [few] partie
       *[many] partii
    }).
campaign-header = { $name } · masz { $credits } · rozegrano { $matches } { $matches ->
        [one] partię
        [few] partie
       *[many] partii
    } ({ $record })
campaign-deck = Talia dodatkowa ({ $count } z { $size }): { $cards }
campaign-collection = Kolekcja ({ $total } { $total ->
        [one] karta
        [few] karty
       *[many] kart
    }): { $cards }
campaign-copies = { $card }×{ $copies }
campaign-tournaments-title = Turnieje:
campaign-hub-tournament = {" "}{ $index }. { $tournament } · { $fee } · nagroda { $prize }{ $senior ->
        [1] , elitarny
       *[0] {""}
    } · { $state }
campaign-fee-free = wstęp wolny
campaign-fee = wpisowe { $fee }
campaign-state-completed = ukończony, medal „{ $medal }”
campaign-state-open = otwarty
campaign-state-later = po poprzednim
campaign-missing = Do pełnej kolekcji (dla turniejów elitarnych) brakuje jeszcze: { $cards }
campaign-shop-title = Sklep: cena kupna / sprzedaży (masz)
campaign-shop-cell = { $card } { $buy }/{ $sell } ({ $owned })
campaign-shop-row = {"  "}{ $cells }
campaign-deck-size = Talia dodatkowa musi liczyć dokładnie { $n } { $n ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
campaign-standing = Turniej: { $tournament } · { $record } · na razie medal: { $medal }
# Przy liczebnikach 2–4 rzeczownik męskoosobowy stoi w dopełniaczu („2 przeciwników”).
campaign-opponent-line = Przeciwnik: { $opponent } ({ $style }), { $credits } · twoje zwycięstwa: { $wins } z { $needed } · dalej jeszcze { $left } { $left ->
        [one] przeciwnik
       *[many] przeciwników
    }
campaign-no-wager = Nie pokryjesz żadnej stawki przeciwnika: sprzedaj karty albo opuść turniej.
campaign-wager-line = Stawka partii: { $wager }
campaign-choice-shop = Sklep
campaign-choice-deck = Talia dodatkowa
campaign-choice-back = Wróć
campaign-choice-done = Gotowe
campaign-choice-next-match = Następna partia
campaign-choice-leave = Opuść turniej (bez medalu)
campaign-choice-enter = Dołącz: { $tournament } (wpisowe { $fee })
campaign-choice-price = { $card } { $price }
campaign-choice-add = + { $card }
campaign-choice-remove = − { $card }
campaign-menu-tournaments = Turnieje:
campaign-menu-wager = Stawka następnej partii:
campaign-menu-buy = Kup:
campaign-menu-sell = Sprzedaj:
campaign-menu-add = Włóż do talii:
campaign-menu-remove = Wyjmij z talii:
campaign-menu-or = Albo:
