
## aura.toml

aura-carry_card =
    .name = Przeniesienie karty
    .text = Przenieś jedną ze swoich zagranych kart na inny front.
aura-boost_1 =
    .name = Wzmocnienie +1
    .text = Twoja suma na wybranym froncie: +1.
aura-boost_2 =
    .name = Wzmocnienie +2
    .text = Twoja suma na wybranym froncie: +2.
aura-boost_3 =
    .name = Wzmocnienie +3
    .text = Twoja suma na wybranym froncie: +3.
aura-drain_1 =
    .name = Wyssanie −1
    .text = Suma przeciwnika na wybranym froncie: −1.
aura-drain_2 =
    .name = Wyssanie −2
    .text = Suma przeciwnika na wybranym froncie: −2.
aura-drain_3 =
    .name = Wyssanie −3
    .text = Suma przeciwnika na wybranym froncie: −3.

## spells.toml

spell-gambit =
    .name = Gambit
    .text = Wszystkie Ukryte karty z wartością (0–5) obu graczy na wszystkich frontach liczą się jako 0.
spell-inquisitor =
    .name = Inkwizytor
    .text = Odkryj przed czasem jedną zakrytą kartę przeciwnika.
spell-mirage =
    .name = Miraż
    .text = Przez jedną turę front rzucającego jest fałszywy: drugi gracz widzi na nim sumę o 5 większą od prawdziwej.
spell-reaper =
    .name = Żniwiarz
    .text = Zdejmij z wybranego frontu najsilniejszą odkrytą kartę przeciwnika.
spell-oracle =
    .name = Wyrocznia
    .text = Podejrzyj następną kartę talii, tę, którą dobierzesz.
spell-veil =
    .name = Zasłona
    .text = Przez 2 tury wybrany front jest zamknięty: karty każdego gracza, nawet odkryte, są tam ukryte przed drugim.
spell-schism =
    .name = Schizma
    .text = Na 3 tury otwiera się tymczasowy czwarty front; gdy się zamknie, jego karty trafiają na stos odrzuconych.
spell-reflection =
    .name = Odbicie
    .text = Zastosuj dla siebie ostatnie zaklęcie użyte przez przeciwnika (jego cele wybierasz od nowa).
spell-parity_brand =
    .name = Piętno Parzystości
    .text = Do końca meczu przeciwnik rzucającego może kłaść na wybrany front tylko karty o parzystej wartości.
spell-threshold_of_seven =
    .name = Próg Siedmiu
    .text = Do końca meczu na wybrany front nie można zagrać żadnej karty powyżej 6.
spell-overflow =
    .name = Przelanie
    .text = Przenieś 3 punkty swojej sumy z wybranego frontu na sąsiedni.
spell-front_stretch =
    .name = Rozciągnięcie Frontu
    .text = Przez 2 tury dwa sąsiednie fronty liczą się razem: każdy gracz ma jedną sumę na oba, a oba bierze jeden gracz.
spell-mirror_of_the_weak =
    .name = Lustro Słabych
    .text = Przez jedną turę wybrany front bierze mniejsza suma.
spell-empty_throne =
    .name = Pusty Tron
    .text = Gdy wybrany front jest odwrócony i kończy się dokładnym remisem, bierze go rzucający, a front nie zostaje spalony.

## table.toml

table =
    .name = ProF-Arkana
table-fronts-steel =
    .name = Stal
table-fronts-gold =
    .name = Złoto
table-fronts-source =
    .name = Źródło
table-temp_front =
    .name = Szczelina
help-1 =
    .text = Mecz kończy się, gdy obaj gracze spasują jeden po drugim.
