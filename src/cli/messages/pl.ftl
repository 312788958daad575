# Własne słowa wiersza poleceń po polsku: nagłówek, zachęta, klawisze, potwierdzenia.

cli-banner = { $table }: graczy: { $seats }, numer rozdania { $seed }{ $clock ->
        [1] {" "}(z zegara)
       *[0] {""}
    }
cli-bots-only = Grają tylko boty ({ $kind })
cli-you-and-bots = Jesteś graczem 0; boty: { $kind }
cli-resumed = Partia toczy się dalej od zapisu (wykonane ruchy: { $actions }).
cli-prompt = Twój wybór:{" "}
cli-keys = ? zasady · v stół · i opisy · l dziennik · q wyjście
cli-keys-picking = b wstecz (nic nie zagrano) · ? zasady · v stół · i opisy · l dziennik · q wyjście
cli-keys-help = Klawisze: litera to rodzaj ruchu, liczba to wariant w nim (d2); sama litera wybiera jedyny wariant albo pokazuje wszystkie. Klawisze nie zmieniają się do końca twojej tury. ? zasady, v znów stół, i pełne opisy twoich żetonów, zdolności, zaklęć i kart z ręki, l dziennik, b wycofanie rozpoczętego wyboru, q wyjście.
cli-turn-goes-on = (twoja tura trwa; klawisze bez zmian)
cli-only-choice = (jedyny wariant: { $label })
cli-unknown-key = Nie ma wariantu „{ $typed }”. Wpisz klawisz z menu (na przykład { $example }), ? zasady, v pokaż ponownie.
cli-confirm = { $label } — tego nie można cofnąć.
cli-confirm-prompt = Na pewno? [y — tak / n — nie]:{" "}
# Odpowiedzi na potwierdzenie oznaczające „tak”, rozdzielone spacjami (dowolna wielkość liter).
cli-yes-answers = y yes t tak
cli-not-done = Nie wykonano.
cli-backed-out = Wstecz: nic nie zagrano.
cli-nothing-to-back-out = Nie ma czego cofać: żaden wybór nie jest rozpoczęty.
cli-no-details = Nie ma dalszych opisów: wszystko jest na stole.
cli-log-heading = Ostatnie wpisy dziennika:
cli-left = Opuszczasz partię.
cli-end-of-input = (koniec wejścia)
cli-input-error = (nie można odczytać wejścia: { $error })
cli-saved = Zapisano w { $path } (dalej: archeon play --resume { $path }; powtórka: archeon replay { $path })
cli-choices = warianty
cli-letter-lists = (sama litera pokazuje wszystkie warianty)
cli-campaign-banner = { $pack }: kampania, numer rozdania { $seed }{ $resumed ->
        [1] , ciąg dalszy od zapisu
       *[0] {""}
    }
cli-campaign-legend = litera z liczbą (p2) albo litera wybiera · ? zasady · v ponownie · q wyjście
cli-campaign-left = Opuszczasz kampanię.
cli-campaign-saved = Zapisano w { $path } (dalej: archeon campaign --resume { $path })
cli-bot-kind = { $kind ->
        [random] losowe
        [medium] z przeszukiwaniem ruchów (średnie)
        [hard] z przeszukiwaniem ruchów (silne)
       *[heuristic] heurystyczne
    }
