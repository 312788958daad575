# Słowa klasycznego stołu koreliańskiego po polsku: każdy wiersz, który czyta gracz przy stole
# koreliańskiego sabacca (wszystkie sześć dostarczanych zestawów).
#
# Argument-miejsce `x` daje `$x` (`you` lub `seat`), `$x_n` (numer) i formy `$x_name`, `$x_cap`,
# `$x_gen`, `$x_dat` (zob. wspólne `person`). Do „ty” zwracamy się w 2. osobie bez zaimka
# („Stawiasz”), do innych w 3. osobie („Gracz 2 stawia”). Grupa miejsc (`$group`) przychodzi z
# `$you` (1, gdy czytelnik do niej należy) i `$count` (ilu ich jest). Nazwy kart i zestawów zasad
# to teksty zestawu.

## Karty, układy, grupy

corellian-card-suited = { $rank } ({ $suit })
corellian-card-valued = { $card } [{ SIGNED($value) }]
corellian-card-fielded = { $card }*
corellian-class-bomb = bomba
corellian-class-tail = {" "}— { $class }
corellian-base-rules = zasady podstawowe
corellian-group = { $you ->
        [1] { $others ->
        [0] Ty
        [1] Ty i gracz { $last }
       *[other] Ty i gracze { $head } i { $last }
    }
       *[0] { $others ->
        [1] Gracz { $last }
       *[other] Gracze { $head } i { $last }
    }
    }
corellian-and = { $head } i { $last }
corellian-or = { $head } lub { $last }
corellian-spaced = {" "}{ $text }

## Zdarzenia: początek rozdania

corellian-hand-started = — Rozdanie { $hand }: { $dealer ->
        [you] rozdajesz
       *[other] rozdaje gracz { $dealer_n }
    }{ $rules }
corellian-hand-rules = {" "}({ $set })
corellian-rules-base = Losowy sabacc: przez { $hands } { $hands ->
        [one] rozdanie
        [few] rozdania
       *[many] rozdań
    } obowiązują zasady podstawowe.
corellian-rules-changed = Losowy sabacc: przez { $hands } { $hands ->
        [one] rozdanie
        [few] rozdania
       *[many] rozdań
    } obowiązują zasady „{ $set }”.{ $extra }
corellian-anted = { $seat ->
        [you] Wpłacasz
       *[other] { $seat_cap } wpłaca
    } { $hand_pot } { $hand_pot ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } do puli rozdania i { $sabacc_pot } { $sabacc_pot ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } do puli sabacca
corellian-dealt = { $seat ->
        [you] Dostajesz
       *[other] { $seat_cap } dostaje
    } kartę: { $card }
corellian-dealt-hidden = Gracz { $seat_n } dostaje kartę
corellian-drawn = { $seat ->
        [you] Dobierasz
       *[other] { $seat_cap } dobiera
    } kartę: { $card }
corellian-drawn-hidden = { $seat ->
        [you] Dobierasz kartę
       *[other] { $seat_cap } dobiera kartę
    }
corellian-reshuffled = Talia się skończyła: odrzucone karty spod pustej karty tasuje się w nową talię ({ $cards } { $cards ->
        [one] karta
        [few] karty
       *[many] kart
    })
corellian-round-started = Runda { $round }: licytacja

## Zdarzenia: licytacja

corellian-checked = { $seat ->
        [you] Czekasz
       *[other] { $seat_cap } czeka
    }
corellian-bet = { $seat ->
        [you] Stawiasz
       *[other] { $seat_cap } stawia
    } { $paid } { $paid ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }
corellian-raised = { $seat ->
        [you] Podbijasz
       *[other] { $seat_cap } podbija
    } o { $by } { $by ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } do { $to } (wkład: { $paid } { $paid ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    })
corellian-called = { $seat ->
        [you] Sprawdzasz
       *[other] { $seat_cap } sprawdza
    } ({ $paid } { $paid ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    })
corellian-all-in = { $seat ->
        [you] Idziesz va banque
       *[other] { $seat_cap } idzie va banque
    } ({ $paid } { $paid ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    })
corellian-folded = { $seat ->
        [you] Pasujesz i wychodzisz z rozdania
       *[other] { $seat_cap } pasuje i wychodzi z rozdania
    }
corellian-cap-reached = Pula rozdania przekroczyła limit ({ $hand_pot } { $hand_pot ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }): koniec podbijania, po tej licytacji karty zostaną odkryte

## Zdarzenia: zmiana i odkrycie

corellian-shift-rolled = Kość zmiany pokazuje { $die }: { $shift ->
        [1] zmiana!
       *[0] bez zmiany
    }
corellian-discarded = { $seat ->
        [you] Odrzucasz
       *[other] { $seat_cap } odrzuca
    } kartę{ $shift ->
        [1] {" "}przy zmianie
       *[0] {""}
    }: { $card }
corellian-discarded-hidden = { $seat ->
        [you] Odrzucasz kartę
       *[other] { $seat_cap } odrzuca kartę
    }{ $shift ->
        [1] {" "}przy zmianie
       *[0] {""}
    }
corellian-fielded = { $seat ->
        [you] Kładziesz
       *[other] { $seat_cap } kładzie
    } w polu zakłóceń kartę: { $card }
corellian-continued = { $seat ->
        [you] Nie wzywasz do odkrycia
       *[other] { $seat_cap } nie wzywa do odkrycia
    }
corellian-stood = { $seat ->
        [you] Kończysz dobieranie
       *[other] { $seat_cap } kończy dobieranie
    }
corellian-hand-called = { $seat ->
        [you] Wzywasz do odkrycia
       *[other] { $seat_cap } wzywa do odkrycia
    }: wszyscy pokazują karty
corellian-hand-called-cap = Pula rozdania przekroczyła limit: karty zostają odkryte
corellian-hand-called-last = Rozegrano ostatnią rundę: karty zostają odkryte

## Zdarzenia: odkrycie kart i pule

corellian-revealed = { $seat ->
        [you] Twoje karty
       *[other] Karty { $seat_gen }
    }: { $cards } — suma { $total }{ $class }
corellian-bomb-paid = { $seat ->
        [you] Płacisz
       *[other] { $seat_cap } płaci
    } karę za bombę do puli sabacca: { $amount } { $amount ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }
corellian-tie-card = Remis: { $seat ->
        [you] dostajesz
       *[other] { $seat_name } dostaje
    } jeszcze jedną kartę — { $card }, suma { $total }
corellian-pot-won = { $seat ->
        [you] Wygrywasz
       *[other] { $seat_cap } wygrywa
    } { $pot ->
        [0] pulę rozdania
       *[other] pulę boczną { $pot }
    }: { $amount } { $amount ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }
corellian-pot-split = { $group } { $you ->
        [1] dzielicie
       *[0] dzielą
    } { $pot ->
        [0] pulę rozdania
       *[other] pulę boczną { $pot }
    } ({ $amount } { $amount ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }): po { $each }, reszta dla pierwszych na lewo od rozdającego
corellian-uncontested = Wszyscy inni spasowali: { $seat ->
        [you] zgarniasz
       *[other] { $seat_name } zgarnia
    } pulę rozdania ({ $amount } { $amount ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    })
corellian-pot-to-sabacc = Wszystkie układy to bomby: { $pot ->
        [0] pula rozdania
       *[other] pula boczna { $pot }
    } ({ $amount } { $amount ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }) przechodzi do puli sabacca
corellian-jackpot-won = { $class }! { $count ->
        [1] { $you ->
        [1] Zgarniasz
       *[0] { $group } zgarnia
    }
       *[other] { $group } { $you ->
        [1] dzielicie
       *[0] dzielą
    }
    } pulę sabacca: { $amount } { $amount ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }
corellian-jackpot-reset = Pula sabacca przekroczyła limit i przepada na rzecz kasyna: kasyno zabiera { $amount } { $amount ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }
corellian-hand-over = Rozdanie { $hand } skończone po { $rounds } { $rounds ->
        [one] rundzie
        [few] rundach
       *[many] rundach
    }
corellian-eliminated = { $seat ->
        [you] Nie masz już żetonów i odpadasz z meczu
       *[other] { $seat_cap } nie ma już żetonów i odpada z meczu
    }
corellian-match-over = Mecz skończony{ $at_bound ->
        [1] {" "}(osiągnięto limit akcji z zasad)
       *[0] {""}
    }. { $count ->
        [1] { $you ->
        [1] Wygrywasz
       *[0] { $group } wygrywa
    }
       *[other] { $group } { $you ->
        [1] wygrywacie razem
       *[0] wygrywają razem
    }
    }, mając { $chips } { $chips ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }

## Akcje i menu

corellian-slot = karta { $slot }
corellian-do-check = Czekaj
corellian-do-call = Sprawdź: { $chips } { $chips ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }
corellian-do-all-in = Va banque: { $chips } { $chips ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }
corellian-do-fold = Pas (wyjdź z rozdania)
corellian-do-bet = Postaw { $chips } { $chips ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }{ $all_in ->
        [1] {" "}— va banque
       *[0] {""}
    }
corellian-do-raise = Podbij o { $chips } { $chips ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } (do { $to }){ $all_in ->
        [1] {" "}— va banque
       *[0] {""}
    }
corellian-do-call-hand = Wezwij do odkrycia: wszyscy pokazują karty
corellian-do-go-on = Nie wzywaj do odkrycia
corellian-do-draw = Dobierz kartę
corellian-do-stand = Zakończ dobieranie
corellian-do-discard = Odrzuć kartę: { $card }
corellian-do-field = Połóż w polu zakłóceń kartę: { $card }
corellian-menu-title = { $stage ->
        [betting] Licytacja
        [shift] Zmiana: odrzuć jedną kartę (dostaniesz nową)
        [calling] Odkrycie
       *[drawing] Dobieranie
    }

## Widok stołu

corellian-view-hand = Rozdanie { $hand }, runda { $round }: { $stage ->
        [betting] licytacja
        [shift] zmiana
        [calling] odkrycie
        [drawing] dobieranie
       *[over] koniec
    }. { $dealer ->
        [you] Rozdajesz
       *[other] Rozdaje { $dealer_name }
    }.
corellian-view-pots = Pula rozdania: { $hand_pot } { $hand_pot ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }. Pula sabacca: { $sabacc_pot } { $sabacc_pot ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }.
corellian-view-house = Kasyno zabrało { $house } { $house ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }.
corellian-view-rules = Zasady: { $set } (do zmiany: { $hands } { $hands ->
        [one] rozdanie
        [few] rozdania
       *[many] rozdań
    }).
corellian-view-bet = Stawka w tej licytacji: { $bet } { $bet ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }.
corellian-view-seat = {"  "}{ $seat_cap }{ $dealer ->
        [1] { $seat ->
        [you] {" "}(rozdajesz)
       *[other] {" "}(rozdaje)
    }
       *[0] {""}
    }: { $chips } { $chips ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }, w puli { $put }, { $cards } { $cards ->
        [one] karta
        [few] karty
       *[many] kart
    }{ $field }{ $state ->
        [out] {" "}— poza meczem
        [folded] {" "}— pas
       *[playing] {""}
    }
corellian-view-field = ; w polu: { $cards }
corellian-view-cards = Twoje karty: { $cards } — suma { $total }{ $class }
corellian-view-star = {"  "}(* — w polu zakłóceń, widoczna dla wszystkich)
corellian-view-raise = Możesz postawić lub podbić o { $least }–{ $most } { $most ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }.

## Wynik

corellian-not-over = Mecz przerwano w rozdaniu { $hand }, bez zwycięzcy: decyzja należy do { $seat_gen }.
corellian-over-nobody = Mecz skończony po { $hands } { $hands ->
        [one] rozdaniu
        [few] rozdaniach
       *[many] rozdaniach
    }: nikt nie wygrywa.
corellian-over-won = Mecz skończony po { $hands } { $hands ->
        [one] rozdaniu
        [few] rozdaniach
       *[many] rozdaniach
    }: { $count ->
        [1] { $you ->
        [1] wygrywasz
       *[0] { $group } wygrywa
    }
       *[other] { $group } { $you ->
        [1] wygrywacie razem
       *[0] wygrywają razem
    }
    }.
corellian-result-seat = {"  "}{ $seat_cap }: { $chips } { $chips ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }
corellian-result-sabacc = {"  "}W puli sabacca zostało: { $chips } { $chips ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }.
corellian-result-house = {"  "}Kasyno zabrało { $chips } { $chips ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }.

## Zasady w skrócie i co mówi `check`

corellian-limit-chips = do { $chips } { $chips ->
        [one] żetonu
        [few] żetonów
       *[many] żetonów
    }
corellian-limit-hand-pot = najwyżej tyle, ile pula rozdania na jego początku
corellian-limit-current = najwyżej tyle, ile obecna stawka
corellian-limit-none = bez limitu
corellian-summary = { $cards } { $cards ->
        [one] karta
        [few] karty
       *[many] kart
    } ({ $specials } { $specials ->
        [one] karta specjalna
        [few] karty specjalne
       *[many] kart specjalnych
    }){ $sets ->
        [0] {""}
       *[other] , { $sets } { $sets ->
        [one] zestaw zasad
        [few] zestawy zasad
       *[many] zestawów zasad
    }
    }
corellian-help-rounds = Każdy dostaje { $deal } { $deal ->
        [one] kartę
        [few] karty
       *[many] kart
    }; rozdanie toczy się w rundach: licytacja, zmiana (kość k{ $die }: przy { $faces } każdy odrzuca kartę i dostaje nową{ $field ->
        [1] , poza kartami w polu zakłóceń
       *[0] {""}
    }), odkrycie (od rundy { $calling } każdy może wezwać do odkrycia; po rundzie { $last } stół odkrywa karty sam), dobieranie (można dobrać kartę, mając mniej niż { $max } kart, i odrzucić dowolną, ale na ręce zawsze zostaje co najmniej { $min }).
corellian-help-goal-far = Cel: suma najdalej od zera w granicach ±{ $limit }; dodatnia bije ujemną tej samej wielkości.
corellian-help-goal-near = Cel: suma najbliżej zera w granicach ±{ $limit }.
corellian-help-top-card = { $name }
corellian-help-any-rank = { $rank }
corellian-help-pure = { $name } (suma { $totals }) zgarnia pulę rozdania i pulę sabacca
corellian-help-pure-only = { $pure }.
corellian-help-pure-top = { $pure }; { $name } ({ $cards }{ $any_suit ->
        [1] {" "}w dowolnym kolorze
       *[0] {""}
    }) bije nawet to.
corellian-help-top-only = { $name } ({ $cards }{ $any_suit ->
        [1] {" "}w dowolnym kolorze
       *[0] {""}
    }) zgarnia pulę rozdania i pulę sabacca.
corellian-help-penalty-pot = w wysokości puli rozdania
corellian-help-penalty-chips = { $chips } { $chips ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }
corellian-help-bomb = Bomba to suma poza ±{ $limit }{ $zero ->
        [1] {" "}lub dokładnie 0
       *[0] {""}
    }: kara { $penalty } do puli sabacca; { $all ->
        [carry] jeśli wszyscy mają bomby, pula rozdania przechodzi do puli sabacca
       *[best] jeśli wszyscy mają bomby, wygrywa najlepsza z nich
    }.
corellian-help-ante = Ante: { $ante } { $ante ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } do puli rozdania i tyle samo do puli sabacca. Stawka { $bet }, podbicie { $raise }.
