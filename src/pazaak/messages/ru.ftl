# Слова стола пазаака по-русски: всё, что игрок читает за столом пазаака.
#
# Аргумент-место `x` даёт `$x` (`you`, `opponent` или `seat`), `$x_n` (номер) и формы общего
# сообщения `person`: `$x_name`, `$x_cap`, `$x_dat`, `$x_dat_cap`, `$x_gen`, `$x_ins`, `$x_at`
# («у вас»), `$x_table` («на вашем столе»).

## Правила вкратце (для набора без `[[help]]`) и что говорит `check`

pazaak-help-goal = Подойдите к { $target } как можно ближе, не перебрав. В начале хода вам сдаётся карта основной колоды; затем можно сыграть не больше одной карты руки и «Закончить ход» или «Стоять» (сумма замирает до конца сета).
pazaak-help-hand = Рука — { $hand } { $hand ->
        [one] карта
        [few] карты
       *[other] карт
    } из вашей боковой колоды ({ $side_deck } { $side_deck ->
        [one] карта
        [few] карты
       *[other] карт
    }) на всю партию; сыгранные не возвращаются. Больше { $target } на конце хода — перебор; ровно { $target } — вы встаёте сами; { $full_table } { $full_table ->
        [one] карта
        [few] карты
       *[other] карт
    } на столе без перебора — сет ваш. Партия — до { $sets } выигранных сетов, ничьи не в счёт.
pazaak-summary = основная колода: { $main } { $main ->
        [one] карта
        [few] карты
       *[other] карт
    }, боковых карт: { $side }, стилей ботов: { $styles }{ $tournaments ->
        [0] {""}
       *[other] , кампания: турниров { $tournaments }
    }
pazaak-card-detail = { $name } — { $text }

## Почему сет окончен

pazaak-why-bust = перебор { $loser_at }: { $total }
pazaak-why-full = { $full } { $full ->
        [one] карта
        [few] карты
       *[other] карт
    } на столе без перебора
pazaak-why-full-bust = { $full }-я карта дала перебор { $loser_at }
pazaak-why-higher = { $high } : { $low }
pazaak-why-tiebreaker = по { $total }, но ±1T { $winner_table }
pazaak-why-tie = по { $total }

## События

pazaak-hand-drawn = { $seat_cap } { $seat ->
        [you] берёте
       *[other] берёт
    } руку на всю партию: { $cards }.
pazaak-hand-drawn-hidden = { $seat_cap } { $seat ->
        [you] берёте
       *[other] берёт
    } руку на всю партию: { $count } { $count ->
        [one] карта
        [few] карты
       *[other] карт
    }.
pazaak-set-started = --- Сет { $set }: { $first ->
        [you] первыми ходите
       *[other] первым ходит
    } { $first_name } ---
pazaak-dealt = { $seat_dat_cap } сдана { $value }: сумма { $total }.
pazaak-side-played = { $seat_cap } { $seat ->
        [you] играете
       *[other] играет
    } { $card }.
pazaak-picked = { $seat_cap } { $seat ->
        [you] выбираете
       *[other] выбирает
    } { $option }.
pazaak-card-changed = Карта { $card } { $seat_table } теперь даёт { $counts }{ $flipped ->
        [1] {" "}(знак сменён)
       *[0] {""}
    }.
pazaak-change = карта { $card } теперь даёт { $counts }{ $flipped ->
        [1] , знак сменён
       *[0] {""}
    }
pazaak-changes = {" "}— { $list }
pazaak-play = { $seat_cap } { $seat ->
        [you] играете
       *[other] играет
    } { $card }{ $shown ->
        [1] {" "}({ SIGNED($counts) })
       *[0] {""}
    }{ $changes }: сумма { $total }{ $tie ->
        [1] , на столе ±1T
       *[0] {""}
    }.
pazaak-turn-ended = { $seat_cap } { $seat ->
        [you] заканчиваете
       *[other] заканчивает
    } ход на { $total }.
pazaak-stood = { $seat_cap } { $seat ->
        [you] стоите
       *[other] стоит
    } на { $total }.
pazaak-stood-auto = { $seat_cap } { $seat ->
        [you] встаёте
       *[other] встаёт
    } по правилам: ровно { $total }.
pazaak-busted = Перебор { $seat_at }: { $total }!
pazaak-set-won = { $winner ->
        [you] Сет { $set } ваш ({ $why }). Сеты: { $score }.
       *[other] Сет { $set } выиграл { $winner_name } ({ $why }). Сеты: { $score }.
    }
pazaak-set-drawn = Сет { $set } — ничья ({ $why }), он не засчитывается. Сеты: { $score }.
pazaak-score = { $first ->
        [seat] { $first_name }: { $first_sets }, { $second_name }: { $second_sets }
       *[other] { $first_name } { $first_sets }, { $second_name } { $second_sets }
    }
pazaak-winner = { $winner ->
        [you] вы победили
       *[other] победил { $winner_name }
    }
pazaak-winner-cap = { $winner ->
        [you] Вы победили
       *[other] Победил { $winner_name }
    }
pazaak-drawn = ничья
pazaak-drawn-cap = Ничья
pazaak-sets = { $won }:{ $lost }
pazaak-match-over = Партия окончена: { $winner } { $sets }{ $at_bound ->
        [1] {" "}(достигнут предел ходов правил)
       *[0] {""}
    }.

## Стол

pazaak-view-score = Сет { $set } · сеты: { $score } (до { $wins } { $wins ->
        [one] победы
       *[other] побед
    }{ $drawn ->
        [0] {""}
       *[other] ; ничьих подряд: { $drawn } из { $max }
    })
pazaak-view-title = { $seat ->
        [you] Вы
        [opponent] Соперник
       *[seat] Игрок { $seat_n }
    }:
pazaak-view-title-hand = { $seat ->
        [you] Вы
        [opponent] Соперник
       *[seat] Игрок { $seat_n }
    } (в руке { $hand } { $hand ->
        [one] карта
        [few] карты
       *[other] карт
    }):
pazaak-view-table = { $title } { $cells }   = { $total }{ $standing ->
        [1] {"  "}(стоит{ $tie_wins ->
            [1] , ±1T на столе
           *[0] {""}
        })
       *[0] { $tie_wins ->
            [1] {"  "}(±1T на столе)
           *[0] {""}
        }
    }
pazaak-cell-side = [{ $name }]
pazaak-cell-side-counts = [{ $name }: { SIGNED($counts) }]
pazaak-cell-main = { $value }
pazaak-cell-main-counts = { $value }→{ $counts }
pazaak-cell-hidden = ?
pazaak-none = —
pazaak-hand-played = (сыграна)
pazaak-view-hand = Ваша рука: { $hand } · в основной колоде { $deck } { $deck ->
        [one] карта
        [few] карты
       *[other] карт
    }
pazaak-view-card-text = {"  "}{ $name } — { $text }

## Действия и меню

pazaak-outcome = → { $total }{ $note ->
        [over] , перебор!
        [stand] , вы встаёте
        [tie_won] , ±1T
       *[none] {""}
    }
pazaak-play-label = { $card } { $outcome }
pazaak-play-choice = { $card } (на выбор: сумма { $totals })
pazaak-end-bust = Закончить ход на { $total }: больше { $target }, перебор
pazaak-stand-bust = Стоять на { $total }: больше { $target }, перебор
pazaak-end-at = Закончить ход на { $total } (в следующий ход — ещё карта)
pazaak-stand-at = Стоять на { $total }
pazaak-pick-one = { $card } { $option } { $outcome }
pazaak-pick-many = { $card } { $option } (сумма { $totals })
pazaak-end = Закончить ход
pazaak-stand = Стоять
pazaak-play-slot = Сыграть карту руки №{ $slot }
pazaak-choose = Выбрать { $option }
pazaak-menu-pick = Как сыграть { $card }:
pazaak-menu-plays = Сыграть карту руки (одну за ход):

## Итог

pazaak-not-over = Партия не окончена: решение за { $seat_ins }
pazaak-result = Итог: { $winner } { $sets } (сеты: { $score }; сыграно сетов: { $played }).
pazaak-last-set-won = { $winner ->
        [you] Последний сет — ваш ({ $why }).
       *[other] Последний сет выиграл { $winner_name } ({ $why }).
    }
pazaak-last-set-drawn = Последний сет — ничья.
pazaak-last-why = { $why ->
        [bust] перебор
        [full] полный стол
        [full_bust] перебор последней картой полного стола
        [higher] бо́льшая сумма
        [tie_won] ±1T
       *[tie] равные суммы
    }

## Кампания (Кантина пазаака)

campaign-credits = { $n } { $n ->
        [one] кредит
        [few] кредита
       *[other] кредитов
    }
campaign-record = побед { $won }, поражений { $lost }, ничьих { $drawn }
campaign-tournament = { $name } ({ $planet })
campaign-help-start = { $campaign }: вы начинаете с { $credits } { $credits ->
        [one] кредитом
       *[other] кредитами
    } и картами своей коллекции. Турниры открываются по порядку; соперники выходят по одному — когда кредиты соперника кончились или вы выиграли нужное число партий против него.
campaign-help-medals = Перед партией назовите ставку: победитель забирает её. Пройдите турнир — медаль и приз: { $medals }. В старшие турниры пускают только с полной коллекцией. Кредиты кончились — кампания проиграна.
campaign-medal = { $medal } { $share } ({ $need })
campaign-medal-any = за любой счёт
campaign-medal-ratio = побед ≥ { $ratio } × поражений
campaign-started = Кампания начинается: у вас { $credits }.
campaign-bought = Вы покупаете { $card } за { $price }.
campaign-sold = Вы продаёте { $card } за { $price }.
campaign-deck-in = { $card } — в боковую колоду.
campaign-deck-out = { $card } — из боковой колоды.
campaign-opponent = Ваш соперник: { $opponent }.
campaign-match-started = Партия { $number }: { CAP($opponent) }, ставка { $wager }.
# Соперник — подлежащее глагола настоящего времени: род не нужен.
campaign-match-won = { CAP($opponent) } проигрывает вам { $theirs }–{ $yours }: вы забираете { $wager }, у вас { $credits }.
campaign-match-lost = { CAP($opponent) } обыгрывает вас { $theirs }–{ $yours }: вы платите { $wager }, у вас { $credits }.
campaign-match-drawn = Ничья ({ $yours }–{ $theirs }) — { $opponent }: кредиты остаются при своих.
campaign-entered-free = Вы вступаете в турнир { $tournament } (вход свободный).
campaign-entered = Вы вступаете в турнир { $tournament } (взнос: { $fee }).
campaign-opponent-broke = { CAP($opponent) } без кредитов выбывает из турнира.
campaign-opponent-beaten = { CAP($opponent) } выбывает: вы выиграли нужное число партий.
campaign-completed = Турнир пройден: { $tournament } — медаль «{ $medal }», приз { $prize } ({ $record }).
campaign-left = Вы покидаете турнир { $tournament }: без медали, взнос потерян.
campaign-won = Кампания выиграна: все турниры пройдены, { $matches ->
        [one] сыграна
        [few] сыграны
       *[other] сыграно
    } { $matches } { $matches ->
        [one] партия
        [few] партии
       *[other] партий
    }.
campaign-broke = Кампания окончена: кредиты кончились ({ $matches ->
        [one] сыграна
        [few] сыграны
       *[other] сыграно
    } { $matches } { $matches ->
        [one] партия
        [few] партии
       *[other] партий
    }).
campaign-stuck = Кампания окончена: вам больше не за что платить ({ $matches ->
        [one] сыграна
        [few] сыграны
       *[other] сыграно
    } { $matches } { $matches ->
        [one] партия
        [few] партии
       *[other] партий
    }).
campaign-header = { $name } · у вас { $credits } · { $matches ->
        [one] сыграна
        [few] сыграны
       *[other] сыграно
    } { $matches } { $matches ->
        [one] партия
        [few] партии
       *[other] партий
    } ({ $record })
campaign-deck = Боковая колода ({ $count } из { $size }): { $cards }
campaign-collection = Коллекция ({ $total } { $total ->
        [one] карта
        [few] карты
       *[other] карт
    }): { $cards }
campaign-copies = { $card }×{ $copies }
campaign-tournaments-title = Турниры:
campaign-hub-tournament = {" "}{ $index }. { $tournament } · { $fee } · приз { $prize }{ $senior ->
        [1] , старший
       *[0] {""}
    } · { $state }
campaign-fee-free = вход свободный
campaign-fee = взнос { $fee }
campaign-state-completed = пройден, медаль «{ $medal }»
campaign-state-open = открыт
campaign-state-later = после предыдущего
campaign-missing = До полной коллекции (для старших турниров) не хватает: { $cards }
campaign-shop-title = Лавка: цена покупки / цена продажи (у вас)
campaign-shop-cell = { $card } { $buy }/{ $sell } ({ $owned })
campaign-shop-row = {"  "}{ $cells }
campaign-deck-size = В колоде должно быть ровно { $n } { $n ->
        [one] карта
        [few] карты
       *[other] карт
    }.
campaign-standing = Турнир: { $tournament } · { $record } · медаль сейчас: «{ $medal }»
campaign-opponent-line = Соперник: { $opponent } · стиль «{ $style }» · { $credits } · ваших побед: { $wins } из { $needed } · дальше ещё { $left } { $left ->
        [one] соперник
        [few] соперника
       *[other] соперников
    }
campaign-no-wager = Ни одну ставку соперника вам не оплатить: продайте карты или покиньте турнир.
campaign-wager-line = Ставка партии: { $wager }
campaign-choice-shop = Лавка
campaign-choice-deck = Боковая колода
campaign-choice-back = Назад
campaign-choice-done = Готово
campaign-choice-next-match = Следующая партия
campaign-choice-leave = Покинуть турнир (без медали)
campaign-choice-enter = Вступить: { $tournament } (взнос { $fee })
campaign-choice-price = { $card } { $price }
campaign-choice-add = + { $card }
campaign-choice-remove = − { $card }
campaign-menu-tournaments = Турниры:
campaign-menu-wager = Ставка следующей партии:
campaign-menu-buy = Купить:
campaign-menu-sell = Продать:
campaign-menu-add = Положить в колоду:
campaign-menu-remove = Убрать из колоды:
campaign-menu-or = Или:
