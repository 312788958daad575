# Słowa stołu sabaka po polsku: zdarzenia, podglądy, wyniki, akcje i drabina układów obu rodzajów
# stołu (Kessel z pulami graczy, Archeon ze wspólnym bankiem).
#
# Argument-miejsce `x` daje `$x` (`you` lub `seat`), `$x_n` (numer) i formy wspólnego komunikatu
# `person`: `$x_name` („ty”, „gracz 2”), `$x_cap`, `$x_gen` („ciebie”, „gracza 2”), `$x_dat`
# („tobie”, „graczowi 2”), `$x_acc`, `$x_ins`. Przy `you` czasownik jest w 2. osobie
# („dobierasz”), w innych wypadkach w 3. („gracz 2 dobiera”). Liczba mnoga według CLDR: `one`
# (1 żeton), `few` (2–4, 22–24: żetony), `many` (5–21, 25…: żetonów); domyślny jest `many`.
# Słownictwo: żetony (chips, stawka), znaczniki (tokens), pas (stand), dobierać (draw), stos
# odrzuconych (discard), kolejka (circuit), podbicie (spike), mnożnik, świta (entourage), zastaw
# (pawn), deklaracja (claim), sprawdzenie (challenge), podrzucenie (toss), odkrycie (reveal),
# kasyno (the house). Nazwy z zestawu (kolory, znaczniki, planety, karty archiwum) są jego tekstem.

## Nazwy

sabacc-seat = { $seat_name }
sabacc-seats = { $count ->
        [0] nikt
        [1] { $last }
       *[other] { $list } i { $last }
    }
sabacc-impostor = Oszust
sabacc-sylop = Sylop
sabacc-card = { $family } { $kind }
sabacc-hand = { $first } + { $second }
sabacc-card-with = { $card } — { $archived }
sabacc-chips = { $count ->
        [one] { $count } żeton
        [few] { $count } żetony
       *[many] { $count } żetonów
    }
sabacc-chips-acc = { $count ->
        [one] { $count } żeton
        [few] { $count } żetony
       *[many] { $count } żetonów
    }
# Miejsca żetonów są w dopełniaczu: „z { $from } do { $to }”.
sabacc-place-bank = banku
sabacc-place-house = kasyna
sabacc-place-stack = { $seat ->
        [you] twojego zapasu
       *[other] zapasu { $seat_gen }
    }
sabacc-place-pot = { $seat ->
        [you] twojej puli
       *[other] puli { $seat_gen }
    }
sabacc-place-paid = { $seat ->
        [you] twoich wpłat do banku
       *[other] wpłat { $seat_gen } do banku
    }
sabacc-archive-short = { $name } ({ $sign }, { $tier ->
        [0] bez zdolności
       *[other] poziom { $tier }
    })
sabacc-archive-traits = { $name } ({ $sign }, { $era })
sabacc-ability = { $sign }, { $tier ->
        [0] { $light ->
            [1] jasna strona
           *[0] ciemna strona
        } — bez zdolności: tylko pod zastaw
       *[other] poziom { $tier }, { $light ->
            [1] jasna strona
           *[0] ciemna strona
        } — { $name }: { $text }
    }
sabacc-ordinal = { $place }.
sabacc-no-tokens = brak
sabacc-spike-right = { $anyone ->
        [1] podbić może każdy
       *[0] { $seat ->
            [you] podbić możesz tylko ty
           *[other] podbić może tylko { $seat_name }
        }
    }
sabacc-planet-line = { $planet } — { $text }{ $rolled ->
        [1] {" "}(kość wybrała: { $family })
       *[0] {""}
    }
sabacc-planet-heading = Planeta: { $line }
sabacc-on = {" "}na { $target_acc }

## Przebieg rundy

sabacc-round-started = === Runda { $round } === { $first ->
        [you] zaczynasz ty
       *[other] zaczyna { $first_name }
    }
sabacc-dealt = { $seat ->
        [you] Dostajesz
       *[other] { $seat_cap } dostaje
    } { $hand }
sabacc-dealt-hidden = Gracz { $seat_n } dostaje karty
sabacc-dealt-again = { $seat ->
        [you] Masz teraz w ręce
       *[other] { $seat_cap } ma teraz w ręce
    } { $hand }
sabacc-discard-started = Stos odrzuconych ({ $family }) otwiera karta { $card }
sabacc-turn-started = -- { $seat ->
        [you] Twoja tura
       *[other] Tura: { $seat_name }
    } (kolejka { $circuit })
sabacc-circuit-ended = Kolejka { $circuit } skończona{ $all_stood ->
        [1] : wszyscy spasowali
       *[0] {""}
    }
sabacc-ante-set = Ante w tej rundzie: { $ante } od każdego gracza; mnożnik x{ $multiplier }
sabacc-multiplier-set = Mnożnik wynosi teraz x{ $multiplier }
sabacc-planets-then = { $first }, potem { $second }
sabacc-planets-seen = { $seat ->
        [you] Po kryjomu widzisz
       *[other] { $seat_cap } po kryjomu widzi
    } { $count ->
        [one] następną planetę
       *[other] następne planety
    }: { $list }
sabacc-round-banner = Ante { $ante } od osoby · w banku { $bank } · mnożnik x{ $multiplier }{ $has_spike ->
        [1] {" "}· { $spike }
       *[0] {""}
    }

## Ruchy gracza

sabacc-token-played = { $seat ->
        [you] Zagrywasz { $token }{ $on }
       *[other] { $seat_cap }: { $token }{ $on } ({ $text })
    }
sabacc-dice-rolled = Rzut kośćmi dla { $seat_gen }: { $first } i { $second }
sabacc-die-chosen = { $seat ->
        [you] Wybierasz
       *[other] { $seat_cap } wybiera
    } { $value }
sabacc-drew-price = { $price ->
        [0] {" "}za darmo
       *[other] {" "}za { $price }
    }
sabacc-drew-shown = : { $card }
sabacc-drew = { $seat ->
        [you] Dobierasz
       *[other] { $seat_cap } dobiera
    } z { $from_discard ->
        [1] odrzuconych
       *[0] talii
    } ({ $family }){ $paid }{ $shown }
sabacc-discarded = { $seat ->
        [you] Odrzucasz
       *[other] { $seat_cap } odrzuca
    } { $card }
sabacc-stood = { $seat ->
        [you] Pasujesz
       *[other] { $seat_cap } pasuje
    }
sabacc-hands-swapped = { $a ->
        [you] Ty i { $b_name } zamieniacie się
       *[other] { $b ->
            [you] { $a_cap } i ty zamieniacie się
           *[other] { $a_cap } i { $b_name } zamieniają się
        }
    } rękami
sabacc-acted = { $seat ->
        [you] Wykonujesz ruch (ukryty przed innymi)
       *[other] { $seat_cap } wykonuje ruch: dobranie karty czy pas — ukryte
    }
sabacc-exited = { $seat ->
        [you] Wychodzisz z rundy: twoje wpłaty zostają w banku; nie płacisz kary
       *[other] { $seat_cap } wychodzi z rundy: jego wpłaty zostają w banku
    }
sabacc-picked = { $seat ->
        [you] Wybierasz
       *[other] { $seat_cap } wybiera
    } opcję { $option }
sabacc-picked-label = { $seat ->
        [you] Wybierasz
       *[other] { $seat_cap } wybiera
    }: { $label }
sabacc-effect-cancelled = { $seat ->
        [you] Anulujesz
       *[other] { $seat_cap } anuluje
    } efekt, który miał zadziałać przy odkryciu
sabacc-token-returned = { $seat ->
        [you] Twój ostatnio zagrany znacznik wraca do ciebie
       *[other] Ostatnio zagrany znacznik wraca do { $seat_gen }
    }

## Żetony

sabacc-chips-moved = { $amount ->
        [one] { $amount } żeton przechodzi
        [few] { $amount } żetony przechodzą
       *[many] { $amount } żetonów przechodzi
    } z { $from } do { $to }
sabacc-bank-paid = { $seat ->
        [you] Bierzesz
       *[other] { $seat_cap } bierze
    } z banku { $amount_acc }

## Odkrycie i jego wyniki

sabacc-revealed = { $seat ->
        [you] Odkrywasz
       *[other] { $seat_cap } odkrywa
    } { $hand }
sabacc-impostor-set = { $seat ->
        [you] Twój Oszust ({ $family })
       *[other] Oszust ({ $family }) { $seat_gen }
    } liczy się jako { $value }
sabacc-round-settled = { $count ->
        [0] Rundy nie wygrywa nikt
        [1] { $you ->
            [1] Rundę wygrywasz ty
           *[0] Rundę wygrywa { $winners }
        }
       *[other] Rundę wygrywają: { $winners }
    }{ $inverted ->
        [1] {" "}(odwrócona kolejność: wygrała najsłabsza ręka)
       *[0] {""}
    }
sabacc-eliminated = { $seat ->
        [you] Nie masz już żetonów i odpadasz z meczu
       *[other] { $seat_cap } nie ma już żetonów i odpada z meczu
    }
sabacc-match-over = Koniec meczu, zwycięstwo: { $winners }
sabacc-placed = { $seat ->
        [you] Kończysz
       *[other] { $seat_cap } kończy
    } mecz na { $place } miejscu
sabacc-scored = { $seat_cap }: { $first } / { $second } — { $tier } — { $outcome }
sabacc-scored-bank = { $won ->
        [1] { $seat ->
            [you] wygrywasz rundę
           *[other] wygrywa rundę
        }
       *[0] { $seat ->
            [you] przegrywasz
           *[other] przegrywa
        }{ $penalty ->
            [0] , bez kary
           *[other] : kara { $penalty_chips } do banku
        }
    }
sabacc-scored-pots = { $won ->
        [1] { $seat ->
            [you] wygrywasz rundę{ $pot ->
                [0] {""}
               *[other] {" "}i odzyskujesz { $pot_acc }
            }
           *[other] wygrywa rundę{ $pot ->
                [0] {""}
               *[other] {" "}i odzyskuje { $pot_acc }
            }
        }
       *[0] { $seat ->
            [you] przegrywasz: pula
           *[other] przegrywa: pula
        } ({ $pot_chips }) dla kasyna, kara { $penalty_chips }
    }

## Podbicie

sabacc-spiked = { $seat ->
        [you] Ogłaszasz
       *[other] { $seat_cap } ogłasza
    } podbicie! Pozostali przyjmują (mnożnik się podwaja) albo wychodzą z rundy
sabacc-spike-answered = { $seat ->
        [you] { $accepted ->
            [1] Przyjmujesz
           *[0] Odrzucasz
        }
       *[other] { $seat_cap } { $accepted ->
            [1] przyjmuje
           *[0] odrzuca
        }
    } podbicie
sabacc-spike-stands = Podbicie przyjęte: mnożnik x{ $multiplier }; { $seat ->
        [you] prawo do podbicia masz teraz ty
       *[other] prawo do podbicia ma teraz { $seat_name }
    }
sabacc-spike-refused = Nikt nie przyjął podbicia: mnożnik zostaje x{ $multiplier }

## Rozmowa przy stole: deklaracje, sprawdzenia, podrzucenia

sabacc-claimed = { $forced ->
        [1] { $seat ->
            [you] Musisz zadeklarować
           *[other] { $seat_cap } musi zadeklarować
        }: „moja karta { $family } to { $kind }” (wymuszona deklaracja nigdy nie jest nagradzana)
       *[0] { $seat ->
            [you] Deklarujesz
           *[other] { $seat_cap } deklaruje
        }: „moja karta { $family } to { $kind }”
    }
sabacc-card-shown = { $seat ->
        [you] Twoja karta { $family }
       *[other] Karta { $family } { $seat_gen }
    } pokazana wszystkim: { $card }
sabacc-challenged = { $seat ->
        [you] Sprawdzasz
       *[other] { $seat_cap } sprawdza
    } { $target ->
        [you] twoją deklarację
       *[other] deklarację { $target_gen }
    }: { $truth ->
        [1] prawda — opłata za sprawdzenie przepada
       *[0] kłamstwo — { $target ->
            [you] płacisz
           *[other] płaci
        } { $liar_chips } { $seat_dat }
    }
sabacc-claim-paid = { $seat ->
        [you] Twoja niesprawdzona deklaracja
       *[other] Niesprawdzona deklaracja { $seat_gen }
    } przynosi { $amount_acc } z banku
sabacc-tossed = { $seat ->
        [you] Podrzucasz
       *[other] { $seat_cap } podrzuca
    } { $target_dat } swoją kartę { $family }, twierdząc, że to { $kind }
sabacc-toss-answered = { $answer ->
        [0] { $seat ->
            [you] Przyjmujesz
           *[other] { $seat_cap } przyjmuje
        } podrzucenie: karty zostają wymienione w ciemno
        [1] { $seat ->
            [you] Nazywasz podrzucającego kłamcą, ale deklaracja była prawdziwa: płacisz mu
           *[other] { $seat_cap } nazywa podrzucającego kłamcą, ale deklaracja była prawdziwa: płaci mu
        } { $stake_chips } i karty zostają wymienione
       *[2] { $seat ->
            [you] Nazywasz podrzucającego kłamcą, słusznie: podrzucający płaci ci
           *[other] { $seat_cap } nazywa podrzucającego kłamcą, słusznie: podrzucający płaci { $seat_dat }
        } { $stake_chips }; wymiany nie ma
    }

## Karty, które zmieniają właściciela

sabacc-cards-exchanged = { $a ->
        [you] Ty i { $b_name } wymieniacie się
       *[other] { $b ->
            [you] { $a_cap } i ty wymieniacie się
           *[other] { $a_cap } i { $b_name } wymieniają się
        }
    } w ciemno kartami { $family }
sabacc-cards-passed = Wszyscy w rundzie podają swoją kartę { $family } sąsiadowi z lewej
sabacc-card-swapped = { $seat ->
        [you] Wymieniasz
       *[other] { $seat_cap } wymienia
    } swoją kartę { $family } na { $from_discard ->
        [1] wierzchnią kartę odrzuconych { $family }{ $has_put ->
            [1] {" "}({ $put } trafia na stos)
           *[0] {""}
        }
       *[0] zakrytą kartę z talii { $family }
    }

## Podglądy po kryjomu

sabacc-card-seen = { $reader ->
        [1] Po kryjomu widzisz { $seat ->
            [you] swoją kartę { $family }
           *[other] kartę { $family } { $seat_gen }
        }
       *[0] Karta { $family } { $seat_gen } pokazana po kryjomu
    }: { $card }
sabacc-hand-seen = { $reader ->
        [1] Po kryjomu widzisz { $seat ->
            [you] swoją rękę
           *[other] rękę { $seat_gen }
        }
       *[0] Ręka { $seat_gen } pokazana po kryjomu
    }: { $hand }; znaczniki: { $tokens }
sabacc-deck-empty = { $family } (pusta talia)
sabacc-decks-seen = { $seat ->
        [you] Po kryjomu widzisz
       *[other] { $seat_cap } po kryjomu widzi
    } wierzchnie karty talii: { $first } i { $second }
sabacc-claim-tested = { $reader ->
        [1] Dowiadujesz się po kryjomu
       *[0] Po kryjomu
    }: { $truth ->
        [1] { $seat ->
            [you] twoja deklaracja
           *[other] deklaracja { $seat_gen }
        } jest prawdziwa
        [0] { $seat ->
            [you] twoja deklaracja
           *[other] deklaracja { $seat_gen }
        } jest kłamstwem
       *[2] { $seat ->
            [you] brak twojej deklaracji
           *[other] brak deklaracji { $seat_gen }
        }
    }
sabacc-seen-by = [widzi tylko gracz { $seat }] { $line }
sabacc-sightings = Widziane po kryjomu w tej rundzie:
sabacc-sighting-from = {"  "}{ $source }: { $line }
sabacc-sighting = {"  "}{ $line }

## Archiwum: świta, zastaw, stawki

sabacc-entourage-drawn = { $seat ->
        [you] Do twojej świty
       *[other] Do świty { $seat_gen }
    } trafia { $known ->
        [1] { $card }
       *[0] karta
    }
sabacc-entourage-run = { $seat ->
        [you] Do twojej świty
       *[other] Do świty { $seat_gen }
    } { $count ->
        [one] trafia { $count } karta
        [few] trafiają { $count } karty
       *[many] trafia { $count } kart
    }{ $known ->
        [1] : { $cards }
       *[0] {""}
    }
sabacc-entourage-played = { $seat ->
        [you] Zagrywasz
       *[other] { $seat_cap } zagrywa
    } ze swojej świty { $card }{ $on } — { $ability }
sabacc-entourage-passed = { $card } przechodzi { $from ->
        [you] z twojej świty
       *[other] ze świty { $from_gen }
    } { $to ->
        [you] do twojej świty
       *[other] do świty { $to_gen }
    }
sabacc-pawned = { $seat ->
        [you] Zastawiasz
       *[other] { $seat_cap } zastawia
    } { $card } w kasynie za { $chips_acc }
sabacc-staked = { $seat ->
        [you] Stawiasz
       *[other] { $seat_cap } stawia
    } na tę rundę { $card } ze swojej kolekcji
sabacc-stake-won = { $to ->
        [you] Wygrywasz
       *[other] { $to_cap } wygrywa
    } na zawsze kartę { $card } postawioną przez { $from_acc }

## Wynik

sabacc-not-over = Mecz trwa: decyzja należy do { $seat_gen }
sabacc-result = Wynik po { $rounds } { $rounds ->
        [one] rundzie
       *[other] rundach
    }. Zwycięstwo: { $winners }
sabacc-places = Miejsca:
sabacc-result-you = ty (gracz { $seat })
sabacc-result-row = {"  "}{ $place }. { $who } żetony { $chips }{ $mark }
sabacc-mark-winner = {"  "}zwycięzca
sabacc-mark-out = {"  "}poza grą

## Co `check` mówi o zestawie, i drabina układów

sabacc-summary = { $parts }
sabacc-summary-part = { $count } { $what ->
        [cards] { $count ->
            [one] karta
            [few] karty
           *[many] kart
        }
        [tiers] { $count ->
            [one] poziom drabiny
            [few] poziomy drabiny
           *[many] poziomów drabiny
        }
        [tokens] { $count ->
            [one] znacznik
            [few] znaczniki
           *[many] znaczników
        }
        [planets] { $count ->
            [one] planeta
            [few] planety
           *[many] planet
        }
        [signs] { $count ->
            [one] znak
            [few] znaki
           *[many] znaków
        }
        [eras] { $count ->
            [one] epoka
            [few] epoki
           *[many] epok
        }
        [archive_cards] { $count ->
            [one] karta archiwum
            [few] karty archiwum
           *[many] kart archiwum
        }
       *[abilities] { $count ->
            [one] zdolność świty
           *[other] zdolności świty
        }
    }
sabacc-ladder = Drabina układów, od najsilniejszego (przy odkryciu wygrywa najlepsza ręka):
sabacc-ladder-pays = { $fixed ->
        [1] przegrany płaci { $penalty }
       *[0] przegrany płaci różnicę wartości swoich kart
    }
sabacc-ladder-tier = {"  "}{ $rank }. { $name } — { $has_text ->
        [1] { $text }; { $pays }
       *[0] { $pays }
    }

## Akcje, tak jak je nazywają zasady

sabacc-act-stand = Pasuj
sabacc-act-draw = Dobierz z { $from_discard ->
        [1] odrzuconych
       *[0] talii
    }: { $family }
sabacc-act-keep-drawn = Zatrzymaj nową kartę
sabacc-act-keep-held = Zatrzymaj dotychczasową kartę
sabacc-act-choose-die = Wybierz opcję { $option }
sabacc-act-spike = Podbicie: podwój mnożnik
sabacc-act-exit = Wyjdź z rundy
sabacc-act-answer-spike = { $accept ->
        [1] Przyjmij podbicie
       *[0] Wyjdź z rundy (nie przyjmuj podbicia)
    }
sabacc-act-answer-toss = { $accept ->
        [1] Przyjmij wymianę w ciemno
       *[0] Nazwij podrzucającego kłamcą
    }
sabacc-act-challenge = Sprawdź { $forced ->
        [1] wymuszoną deklarację
       *[0] deklarację
    } { $seat_gen }
sabacc-act-claim = Deklaruj: { $family } { $kind }
sabacc-act-pick = Wybierz { $option }
sabacc-act-toss = Podrzuć { $target_dat } swoją kartę { $family }, deklarując: { $kind }
sabacc-act-entourage = Zagraj kartę świty { $slot }{ $has_target ->
        [1] {" "}na { $target_acc }
       *[0] {""}
    }
sabacc-act-pawn = Zastaw kartę świty { $slot }
sabacc-act-stake = Postaw kartę kolekcji { $index }
sabacc-act-token = Zagraj { $token }{ $has_target ->
        [1] {" "}na { $target_acc }
       *[0] {""}
    }

## Widok stołu, menu i szczegóły

sabacc-seat-cap = { $seat_cap }
sabacc-sign-play = { $ability } ({ $sign }, poziom { $tier })
sabacc-archive-ability = { $name } ({ $sign }{ $has_tier ->
        [1] {" "}{ $tier }: { $ability }
       *[0] {""}
    })
sabacc-on-subject = , na { $subject_acc }
sabacc-effect-planet = zasada planety { $what }
sabacc-effect-by = { $what } (od { $owner ->
        [you] ciebie
       *[other] { $owner_gen }
    })
sabacc-pick-own-card = { $reader ->
        [1] Twoja karta { $family } ({ $card })
       *[0] Własna karta { $family } gracza { $seat_n } ({ $card })
    }
sabacc-pick-card = Karta { $family } { $seat_gen }{ $has_shown ->
        [1] {" "}(pokazana: { $shown })
       *[0] {""}
    }
sabacc-pick-sign = { $up ->
        [1] +1 (o jeden więcej)
       *[0] −1 (o jeden mniej)
    }
sabacc-pick-option = Opcja { $option }
sabacc-pick-what = { $kind ->
        [opponent] wybierz kolejnego przeciwnika
        [own_card] wybierz jedną ze swoich kart
        [any_card] wybierz dowolną kartę w rundzie
        [opponent_card] wybierz kartę przeciwnika w rundzie
        [sign] wybierz +1 albo −1
        [reveal_effect] wybierz działający efekt, który zadziała przy odkryciu
       *[number] wybierz liczbę od { $lo } do { $hi }
    }
sabacc-pick-heading = { $play } — wybór { $step } z { $count }: { $what }. ({ $text })
sabacc-label-unknown = akcja { $id }
sabacc-label-with = { $label }: { $value }
sabacc-label-draw = { $label } — { $free ->
        [1] za darmo
       *[0] kosztuje { $price }
    }
sabacc-label-stand = Pasuj (pas)
sabacc-label-spike = Podbicie: reszta przyjmuje albo wychodzi; jeśli ktoś przyjmie, mnożnik x{ $now } → x{ $next }
sabacc-label-exit = Wyjdź z rundy: twoje wpłaty ({ $paid }) zostają w banku; bez kary i bez nagrody za deklarację
sabacc-label-accept-spike = Przyjmij podbicie: zostajesz w rundzie; mnożnik wyniesie x{ $next } (teraz x{ $now })
sabacc-label-refuse-spike = Odrzuć i wyjdź z rundy: twoje wpłaty ({ $paid }) zostają w banku; unikasz kary
sabacc-die-planet = Następna będzie { $planet } — { $text }
sabacc-die-impostor = Twój Oszust ({ $family }) liczy się jako { $value }
sabacc-die-take = Weź { $value }
sabacc-toss-accept = Przyjmij: oddaj w ciemno kartę { $family } ({ $own }) za kartę { $family } { $tosser_gen }
sabacc-toss-call = Nazwij { $tosser_acc } kłamcą: jego karta { $family } zostanie pokazana — jeśli to { $claimed }, płacisz mu { $stake_acc } i karty zostają wymienione; jeśli nie, on płaci tobie { $stake_acc } i wymiany nie ma
sabacc-challenge-label = Sprawdź { $forced ->
        [1] wymuszoną deklarację
       *[0] deklarację
    } { $target_gen } „{ $said }”: płacisz { $fee }; karta zostanie pokazana — za kłamstwo gracz płaci ci { $liar_acc }, za prawdę tracisz opłatę
sabacc-claim-label = Deklaruj „{ $said }” { $truth ->
        [1] (prawda)
       *[0] (blef)
    }
sabacc-toss-label = Podrzuć { $target_dat } swoją kartę { $family } ({ $own }), twierdząc, że to { $claimed }
sabacc-entourage-label = Zagraj { $card }{ $has_target ->
        [1] {" "}na { $target_acc }
       *[0] {""}
    }
sabacc-pawn-label = Zastaw { $card } w kasynie za { $value_acc } (raz na rundę)
sabacc-stake-label = Postaw na tę rundę { $card } ze swojej kolekcji
sabacc-row-claim = „moja karta { $family } to” (masz { $own }):
sabacc-row-toss = { $target_dat } kartę { $family } ({ $own }), mówiąc, że to:
sabacc-menu-heading = { $group ->
        [0] Akcja główna (dokładnie jedna; kończy twoją turę):
        [1] Dobierz kartę (akcja główna):
        [4] Sprawdź deklarację (akcja główna): płacisz { $fee }, zadeklarowana karta zostaje pokazana; kłamca płaci ci { $liar_acc }
        [5] Podrzuć kartę (akcja główna): cel przyjmuje wymianę w ciemno albo nazywa cię kłamcą; kto się myli, płaci { $stake_acc }
        [6] Znaczniki (za darmo, przed akcją główną; i pokazuje ich teksty):
        [7] Świta (za darmo; jedna karta na turę; i pokazuje zdolności):
        [8] Zastaw kartę świty w kasynie za { $pawn_acc } (za darmo; raz na rundę, zamiast zagrania karty):
        [9] Zadeklaruj kartę na głos (za darmo, raz na rundę; wolno kłamać; niesprawdzona daje { $reward_acc } przy odkryciu):
        [10] Postaw kartę ze swojej kolekcji na tę rundę (za darmo):
       *[other] {""}
    }
sabacc-decision = { $kind ->
        [main] { $bank ->
            [1] darmowe akcje, potem jedna główna
           *[0] zagraj znacznik, dobierz albo pasuj
        }
        [keep] zatrzymaj nową kartę albo dotychczasową
        [token_die] { $planets ->
            [1] wybierz następną planetę
           *[0] wybierz kość dla znacznika
        }
        [impostor] wybierz wartość swojego Oszusta
        [pick] dokonaj wyboru dla zagrania
        [spike_answer] odpowiedz na podbicie
        [toss_answer] odpowiedz na podrzucenie
        [forced_claim] zadeklaruj kartę na głos (wymuszone)
       *[other] {""}
    }
sabacc-round-reveal = ── Runda { $round }, odkrycie (po { $played } { $played ->
        [one] kolejce
       *[other] kolejkach
    }) — twoja decyzja: { $decision }
sabacc-round-circuit = ── Runda { $round }, kolejka { $circuit } z { $circuits } — twoja decyzja: { $decision }
sabacc-table-state = Bank { $bank } · ante { $ante } · mnożnik x{ $multiplier }{ $has_spike ->
        [1] {" "}(do x{ $most_multiplier }) · { $spike }
       *[0] {""}
    }
sabacc-note-first = zaczyna
sabacc-note-out-place = poza grą, { $place } miejsce
sabacc-note-out = poza grą
sabacc-note-exited = poza rundą
sabacc-note-stood = pas
sabacc-note-acted = ruch
sabacc-notes = {"  "}[{ $notes }]
sabacc-row-pots = {"  "}{ $who } żetony { $chips }  pula { $pot }  znaczniki { $tokens }{ $notes }
sabacc-row-bank = {"  "}{ $who } żetony { $chips }  wkład { $paid }  świta { $entourage }  znaczniki { $tokens }{ $notes }
sabacc-hidden-note = {"  "}(w tej rundzie dobrania, pasy i zapasy przeciwników są ukryte do odkrycia: ich żetony są jak po ante)
sabacc-your-hand = Twoja ręka: { $hand }{ $hint }
sabacc-impostor-hint = (Oszust dostanie wartość przy odkryciu)
sabacc-hand-hint = {"  "}({ $tier }: { $first } / { $second })
sabacc-standing = Na razie: { $tier } ({ $first } / { $second }); planeta i działające efekty mogą to zmienić przy odkryciu
sabacc-indented = {"  "}{ $line }
sabacc-pile = { $top } ({ $size } { $size ->
        [one] karta
        [few] karty
       *[many] kart
    })
sabacc-pile-empty = pusto
sabacc-piles = Stosy: { $first } | { $second }    talie: { $family_first } { $deck_first } / { $family_second } { $deck_second }
sabacc-tokens-none = Twoje znaczniki: brak
sabacc-tokens = Twoje znaczniki: { $list } (i: ich teksty)
sabacc-entourage-empty = Twoja świta: pusta
sabacc-entourage-line = Twoja świta ({ $ready ->
        [1] jedna na turę: zagraj ją albo zastaw za { $pawn } raz na rundę
       *[0] jedna na turę: już użyta w tej turze
    }): { $list }
sabacc-collection = Twoja kolekcja: { $list }
sabacc-claims-none = Deklaracje rundy: brak
sabacc-claims = Deklaracje rundy: { $list }
sabacc-claim-item = { $seat_name }: „{ $said }”{ $forced ->
        [1] { $challenged ->
            [1] {" "}(wymuszona, sprawdzona)
           *[0] {" "}(wymuszona)
        }
       *[0] { $challenged ->
            [1] {" "}(sprawdzona)
           *[0] {""}
        }
    }
sabacc-seat-item = { $seat_name }: { $item }
sabacc-shown = Pokazane wszystkim: { $list }
sabacc-stakes = Stawki kartami: { $list }
sabacc-effect-item = { $effect } ({ $has_owner ->
        [1] { $owner ->
            [you] od ciebie
           *[other] od { $owner_gen }
        }
       *[0] planeta
    }{ $on })
sabacc-in-force = Działają: { $list }
sabacc-revealed-list = Odkryte: { $list }
sabacc-you-drew = Dobrana karta: { $card }
sabacc-dice = Kości: { $first } i { $second }
sabacc-spike-context = { $declarer_cap } ogłasza podbicie: jeśli ktoś przyjmie, mnożnik wyniesie x{ $next } (teraz x{ $now }).
sabacc-toss-context = { $tosser_cap } podrzuca ci swoją kartę { $family }, twierdząc, że to { $claimed }. Twoja karta { $family }: { $own }.
sabacc-forced-context = Musisz zadeklarować na głos jedną ze swoich kart (wolno kłamać; wymuszona deklaracja nigdy nie jest nagradzana).
sabacc-planet-choice = Wybierz, która z dwóch następnych planet przyjdzie pierwsza:
sabacc-detail-tokens = Twoje znaczniki:
sabacc-detail-entourage = Twoja świta:
sabacc-detail-in-force = Działają:
sabacc-detail-item = {"  "}{ $name } — { $text }
