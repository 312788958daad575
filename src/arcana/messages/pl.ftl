# Komunikaty rodziny frontów (Arkana i ProF-Arkana) po polsku.
#
# Argument-miejsce `x` czyta się jako `$x` (`you`, `opponent` lub `seat`: do wyboru formy), `$x_n`
# (numer), `$x_name` (`ty`), `$x_cap` (`Ty`) i przypadki wspólnego komunikatu `person`: `$x_gen`,
# `$x_dat`, `$x_ins`... Do gracza zwracamy się na „ty”; czasowniki w czasie teraźniejszym, by nie
# zgadywać rodzaju. Nazwy kart i frontów stoją po dwukropku albo w cudzysłowie, w mianowniku.
# Nazwy zaklęć, działań Aury i frontów dają paczki.

## Nazwy

arcana-front = „{ $name }”
arcana-minor = Mała { $value }
arcana-hidden = Ukryta { $value }
arcana-pair = { $first ->
        [seat] { $first_name }: { $a }, { $second_name }: { $b }
       *[other] { $first_name } { $a }, { $second_name } { $b }
    }
arcana-and = { $a } i { $b }
arcana-winner = { $winner ->
        [you] wygrywasz
       *[other] wygrywa { $winner_name }
    }
arcana-drawn = remis

## Zasady w skrócie i podsumowanie `check`

arcana-help-fronts = Fronty: { $fronts }. W turze kładziesz jedną kartę na front (najwyżej { $per_front } { $per_front ->
        [one] swoją kartę
        [few] swoje karty
       *[many] swoich kart
    } na froncie): małą odkrytą, ukrytą zakrytą (przeciwnik widzi „?”). Na końcu każdy front bierze większa suma (równe sumy go spalają); więcej frontów wygrywa, przy remisie decyduje bezpośredni audyt (suma wszystkich zagranych kart).
arcana-help-aura = Na początku tury dostajesz Aurę (+{ $aura }) { $draw ->
        [1] {"i kartę z talii; "}
       *[0] {""}
    }potem jedna karta i dowolnie wiele działań Aury przed nią lub po niej. Specjalna ukryta karta działa od razu (przeciwnik może ją anulować za Aurę: { $cancel }), Wielki Arkan zmienia zasady.
arcana-summary = { $fronts } { $fronts ->
        [one] front
        [few] fronty
       *[many] frontów
    }{ $temp ->
        [1] {" i tymczasowy"}
       *[0] {""}
    }, { $cards } { $cards ->
        [one] karta
        [few] karty
       *[many] kart
    }, { $spells ->
        [0] bez zaklęć
        [one] { $spells } zaklęcie
        [few] { $spells } zaklęcia
       *[many] { $spells } zaklęć
    }{ $spells ->
        [0] {""}
       *[other] {" (specjalne ukryte: "}{ $specials }, Wielkie Arkana: { $majors })
    }, { $aura ->
        [0] bez działań Aury
        [one] { $aura } działanie Aury
        [few] { $aura } działania Aury
       *[many] { $aura } działań Aury
    }

## Zdarzenia

arcana-started = { $first ->
        [you] Zaczynasz.
       *[other] Zaczyna { $first_name }.
    }
arcana-turn = --- Tura { $turn }: { $seat ->
        [you] twój ruch
        [opponent] ruch przeciwnika
       *[seat] gracz { $seat_n }
    }{ $aura ->
        [1] {" · "}Aura: { $pair }
       *[0] {""}
    } ---
arcana-drew = { $seat ->
        [you] Dobierasz
       *[other] { $seat_cap } dobiera
    } kartę: { $card }.
arcana-drew-hidden = { $seat ->
        [you] Dobierasz
       *[other] { $seat_cap } dobiera
    } kartę.
arcana-played = { $seat ->
        [you] Zagrywasz
       *[other] { $seat_cap } zagrywa
    }{ $down ->
        [1] {" zakrytą kartę"}
       *[0] {" kartę"}
    } na { $front }: { $card }.
arcana-played-hidden = { $seat ->
        [you] Zagrywasz
       *[other] { $seat_cap } zagrywa
    } zakrytą kartę na { $front }.
arcana-passed = { $seat ->
        [you] Pasujesz
       *[other] { $seat_cap } pasuje
    }: żadnej karty nie można zagrać.
arcana-match-over = Koniec meczu: { $winner } (zdobyte fronty: { $score }).
arcana-cast-special = { $seat ->
        [you] Rzucasz
       *[other] { $seat_cap } rzuca
    } „{ $name }” (specjalna ukryta karta na { $front }): „{ $text }”
arcana-cast-major = { $seat ->
        [you] Rzucasz
       *[other] { $seat_cap } rzuca
    } „{ $name }” (Wielki Arkan): „{ $text }”
arcana-cancelled = { $seat ->
        [you] Anulujesz
       *[other] { $seat_cap } anuluje
    } zaklęcie za Aurę ({ $price }): nie działa, a jego karta zostaje na froncie jako 0.
arcana-let-be = { $seat ->
        [you] Nie anulujesz
       *[other] { $seat_cap } nie anuluje
    } zaklęcia.
arcana-picked = { $seat ->
        [you] Wybierasz
       *[other] { $seat_cap } wybiera
    } opcję { $option }.
arcana-front-picked = { $seat ->
        [you] Wybierasz
       *[other] { $seat_cap } wybiera
    } front: { $front }.
arcana-aura-used = { $seat ->
        [you] Wydajesz
       *[other] { $seat_cap } wydaje
    } Aurę ({ $cost }): „{ $name }”.
arcana-deck-seen = { $count ->
        [0] { $seat ->
            [you] Zaglądasz
           *[other] { $seat_cap } zagląda
        } do talii: jest pusta.
        [1] { $seat ->
            [you] Widzisz
           *[other] { $seat_cap } widzi
        } następną kartę talii: { $cards }.
       *[other] { $seat ->
            [you] Widzisz
           *[other] { $seat_cap } widzi
        } następne karty talii: { $cards }.
    }
arcana-revealed = { $seat ->
        [you] Twoja zakryta karta
        [opponent] Zakryta karta przeciwnika
       *[seat] Zakryta karta gracza { $seat_n }
    } na { $front } zostaje odkryta: { $card }.
arcana-removed = { $seat ->
        [you] Twoja karta
        [opponent] Karta przeciwnika
       *[seat] Karta gracza { $seat_n }
    } z { $front } trafia na stos odrzuconych: { $card }.
arcana-moved = { $seat ->
        [you] Przenosisz
       *[other] { $seat_cap } przenosi
    } kartę z { $from } na { $to }: { $card }.
arcana-moved-hidden = { $seat ->
        [you] Przenosisz
       *[other] { $seat_cap } przenosi
    } zakrytą kartę z { $from } na { $to }.
arcana-front-changed = { SIGNED($amount) } do { $seat ->
        [you] twojej sumy
        [opponent] sumy przeciwnika
       *[seat] sumy gracza { $seat_n }
    } na { $front }.
arcana-points-moved = { $amount } { $amount ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } { $seat ->
        [you] twojej sumy
        [opponent] sumy przeciwnika
       *[seat] sumy gracza { $seat_n }
    } { $amount ->
        [one] przechodzi
        [few] przechodzą
       *[many] przechodzi
    } z { $from } na { $to }.
arcana-front-opened = Otwiera się tymczasowy front { $front } na { $turns } { $turns ->
        [one] turę
        [few] tury
       *[many] tur
    }.
arcana-front-closed = Tymczasowy front { $front } zamyka się; karty idą na stos odrzuconych.
arcana-dealt = { $seat ->
        [you] Dostajesz
       *[other] { $seat_cap } dostaje
    } { $count } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    }: { $cards }.
arcana-dealt-hidden = { $seat ->
        [you] Dostajesz
       *[other] { $seat_cap } dostaje
    } { $count } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
arcana-picked-label = { $seat ->
        [you] Twój wybór: { $label }
       *[other] { $seat_cap } wybiera: { $label }
    }
arcana-revealed-run = Odkryte zostają zakryte karty — { $parts }.
arcana-revealed-part = { $seat ->
        [you] twoje
        [opponent] przeciwnika
       *[seat] gracza { $seat_n }
    }: { $cards }
arcana-revealed-card = { $card } ({ $front })
arcana-private = [widzi tylko gracz { $seat }] { $line }
arcana-seen-heading = Widziane w tajemnicy od początku twojej ostatniej tury:
arcana-seen = {"  "}{ $source }: { $line }
arcana-seen-bare = {"  "}{ $line }

## Stół

arcana-row-fronts = Fronty
arcana-row-side = { $seat ->
        [you] Ty
        [opponent] Przeciwnik
       *[seat] Gracz { $seat_n }
    }
arcana-row-sum = {"  "}suma
arcana-row-taken = Zdobywca
arcana-taker = { $seat_name }
arcana-burned = spalony
arcana-mark-inverted = odwrócony
arcana-mark-veiled = zasłonięty
arcana-mark-open = do tury { $turn }
arcana-mark-linked = razem z { $front }
arcana-sum = { $sum }{ $hidden ->
        [1] {" + ?"}
       *[0] {""}
    }{ $points ->
        [0] {""}
       *[other] {" ("}{ SIGNED($points) } pkt)
    }
arcana-legend = {"  "}[x] twoja zakryta karta · ? ukryte przed tobą{ $inverted ->
        [1] {" · "}odwrócony: front bierze mniejsza suma
       *[0] {""}
    }
arcana-hands = { $draw ->
        [1] Talia: { $deck } { $deck ->
            [one] karta
            [few] karty
           *[many] kart
        }{" · "}
       *[0] {""}
    }Ręka przeciwnika: { $hand } { $hand ->
        [one] karta
        [few] karty
       *[many] kart
    }
arcana-aura = Aura: ty { $you }, przeciwnik { $other } (+{ $per_turn } na początku każdej tury)
arcana-hand = Twoja ręka ({ $count } { $count ->
        [one] karta
        [few] karty
       *[many] kart
    }): { $cards }
arcana-empty = pusta
arcana-hand-name = { $kind ->
        [hidden] { $name } (zakryta)
        [special] { $name } (specjalna ukryta)
        [major] { $name } (Wielki Arkan)
       *[minor] { $name }
    }
arcana-no-aura = Działania Aury: na żadne cię jeszcze nie stać (najtańsze kosztuje { $cheapest })
arcana-in-force = Działają: { $names } (i — teksty)
arcana-pick-context = { $name } — { $what ->
        [move_to] wybierz front, na który przenieść kartę
        [front] wybierz front
        [adjacent] wybierz front obok { $front }
        [hidden] wybierz jedną z zakrytych kart przeciwnika
        [own] wybierz jedną ze swoich kart na frontach
       *[other] wybierz
    }. ({ $text })
arcana-react-context = Przeciwnik rzucił specjalną ukrytą kartę „{ $name }”: { $text } Anulować ją za Aurę ({ $price }, masz { $aura })? Anulowana karta zostaje na froncie jako 0, bez efektu.
arcana-effect-on = , { $fronts }
arcana-effect-by = od { $seat_gen }
arcana-until-end = do końca meczu
arcana-until-turn = do tury { $turn }
arcana-effect-line = {"  "}{ $name } ({ $by }){ $on } — { $until }: { $text }
arcana-effect-name = { $name } ({ $by }){ $on }, { $until }
arcana-detail-hand = Twoja ręka:
arcana-hand-line = { $kind ->
        [hidden] { $name } — zakryta
        [special] { $name } — specjalna ukryta: zakryta na front, liczy się jako 0, działa od razu{ $price ->
            [-1] {""}
           *[other] ; przeciwnik może ją anulować za Aurę ({ $price })
        }. { $text }
        [major] { $name } — Wielki Arkan, zagrywany bez frontu. { $text }
       *[minor] { $name }
    }{ $kind ->
        [hidden] { $gain ->
            [0] {""}
           *[other] {" — po zagraniu +"}{ $gain } do Aury
        }
        [minor] { $gain ->
            [0] {""}
           *[other] {" — po zagraniu +"}{ $gain } do Aury
        }
       *[other] {""}
    }
arcana-detail-aura = Działania Aury (koszt):
arcana-aura-line = { $name } ({ $cost }) — { $text }
arcana-detail-force = Działają:
arcana-indent = {"  "}{ $line }

## Działania i menu

arcana-play-special = Zagraj „{ $name }” zakrytą na { $front } (liczy się tam jako 0; zaklęcie działa od razu)
arcana-play = Zagraj { $name }{ $down ->
        [1] {" zakrytą"}
       *[0] {""}
    } na { $front } (twoja suma tam { $before } → { $after })
arcana-cast = Rzuć „{ $name }” (Wielki Arkan, bez frontu)
arcana-pass = Pasuj (żadnej karty nie można zagrać)
arcana-end-turn = Zakończ turę
arcana-aura-action = Aura: „{ $name }” za { $cost } — { $text }
arcana-cancel = Anuluj „{ $name }” za Aurę ({ $price }) (karta zostanie na froncie jako 0, bez efektu)
arcana-let = Nie anuluj „{ $name }”
arcana-option-front = { $front }{ $has ->
        [1] {" ("}{ $sums })
       *[0] {""}
    }
arcana-option-hidden = { $seat ->
        [you] twoja zakryta karta
        [opponent] zakryta karta przeciwnika
       *[seat] zakryta karta gracza { $seat_n }
    } na { $front } (nr { $n })
arcana-option-own = { $seat ->
        [you] twoja karta
        [opponent] karta przeciwnika
       *[seat] karta gracza { $seat_n }
    } { $card }{ $down ->
        [1] {" (zakryta)"}
       *[0] {""}
    } na { $front } (nr { $n })
arcana-option = opcja { $option }
arcana-other-play = Zagraj ? na front { $front }
arcana-other-cast = Zagraj ?
arcana-other-pass = Pasuj
arcana-other-aura = Aura: { $name } ({ $cost })
arcana-other-pick = Wybierz { $option }
arcana-other-cancel = Anuluj efekt za Aurę ({ $price })
arcana-other-let = Nie anuluj
arcana-menu-cards = Zagraj jedną kartę w tej turze:
arcana-menu-card = {"  "}{ $kind ->
        [hidden] { $name } (zakryta)
        [special] { $name } (specjalna)
        [major] { $name } (Wielki Arkan)
       *[minor] { $name }
    }:
arcana-menu-cast = rzuć
arcana-menu-front = { $front }{ $counts ->
        [1] {" "}{ $before }→{ $after }
       *[0] {""}
    }
arcana-menu-aura = Aura (masz { $aura }; dowolnie wiele działań przed kartą lub po niej; i — teksty):
arcana-menu-aura-item = { $name } ({ $cost })
arcana-menu-or = Albo:

## Koniec

arcana-not-over = Mecz trwa: decyzja należy do { $seat_gen }
arcana-result = Wynik po { $turns } { $turns ->
        [one] turze
       *[other] turach
    }: { $winner }
arcana-result-legend = {"  "}[x] karta zagrana zakryta
arcana-fronts-taken = Zdobyte fronty: { $pair }
arcana-audit = Remis na frontach — bezpośredni audyt (suma wszystkich zagranych kart): { $pair }
arcana-result-winner = Zwycięzca: { $winner_name }
arcana-result-drawn = Remis: audyt też jest równy
