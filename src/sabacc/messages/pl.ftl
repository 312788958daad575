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
sabacc-card-with = { $card } — { $archive }
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
       *[other] { $seat_cap } zagrywa { $token }{ $on } ({ $text })
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
            [you] przegrywasz: twoja pula
           *[other] przegrywa: jego pula
        } ({ $pot_chips }) przepada na rzecz kasyna, kara { $penalty_chips }
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
    } zostaje pokazana wszystkim: { $card }
sabacc-challenged = { $seat ->
        [you] Sprawdzasz
       *[other] { $seat_cap } sprawdza
    } { $target ->
        [you] twoją deklarację
       *[other] deklarację { $target_gen }
    }: { $truth ->
        [1] była prawdziwa — opłata za sprawdzenie przepada
       *[0] to było kłamstwo — { $target ->
            [you] płacisz
           *[other] { $target_name } płaci
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
       *[0] Karta { $family } { $seat_gen } zostaje pokazana po kryjomu
    }: { $card }
sabacc-hand-seen = { $reader ->
        [1] Po kryjomu widzisz { $seat ->
            [you] swoją rękę
           *[other] rękę { $seat_gen }
        }
       *[0] Ręka { $seat_gen } zostaje pokazana po kryjomu
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
sabacc-mark-winner = {"  "}zwycięstwo
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
        [archive] { $count ->
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
