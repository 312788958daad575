# Слова классического кореллианского стола по-русски: каждая строка, которую читает игрок за
# столом кореллианского сабакка (все шесть поставляемых наборов).
#
# Аргумент-место `x` даёт `$x` (`you` или `seat`), `$x_n` (номер) и падежи `$x_name`, `$x_cap`,
# `$x_dat`, `$x_dat_cap`, `$x_gen` (см. общий `person`). Группа мест (`$group`) приходит с `$you`
# (1, если читатель среди них) и `$count` (сколько их). Имена карт и наборов правил — тексты набора.

## Карты, руки, группы

corellian-card-suited = { $rank } ({ $suit })
corellian-card-valued = { $card } [{ SIGNED($value) }]
corellian-card-fielded = { $card }*
corellian-class-bomb = бомба
corellian-class-tail = {" "}— { $class }
corellian-base-rules = основные правила
corellian-group = { $you ->
        [1] { $others ->
        [0] Вы
        [1] Вы и игрок { $last }
       *[other] Вы и игроки { $head } и { $last }
    }
       *[0] { $others ->
        [1] Игрок { $last }
       *[other] Игроки { $head } и { $last }
    }
    }
corellian-and = { $head } и { $last }
corellian-or = { $head } или { $last }
corellian-spaced = {" "}{ $text }

## События: начало партии

corellian-hand-started = — Партия { $hand }: { $dealer ->
        [you] сдаёте вы
       *[other] сдаёт игрок { $dealer_n }
    }{ $rules }
corellian-hand-rules = {" "}({ $set })
corellian-rules-base = Случайный сабакк: основные правила на { $hands } { $hands ->
        [one] партию
        [few] партии
       *[many] партий
    }.
corellian-rules-changed = Случайный сабакк: правила «{ $set }» на { $hands } { $hands ->
        [one] партию
        [few] партии
       *[many] партий
    }.{ $extra }
corellian-anted = { $seat_cap } { $seat ->
        [you] вносите
       *[other] вносит
    } { $hand_pot } { $hand_pot ->
        [one] фишку
        [few] фишки
       *[many] фишек
    } в банк партии и { $sabacc_pot } { $sabacc_pot ->
        [one] фишку
        [few] фишки
       *[many] фишек
    } в банк сабакка
corellian-dealt = { $seat_dat_cap } сдана карта: { $card }
corellian-dealt-hidden = Игроку { $seat_n } сдана карта
corellian-drawn = { $seat_cap } { $seat ->
        [you] берёте
       *[other] берёт
    } карту: { $card }
corellian-drawn-hidden = { $seat_cap } { $seat ->
        [you] берёте карту
       *[other] берёт карту
    }
corellian-reshuffled = Колода кончилась: сброшенные карты из-под чистой карты перетасованы ({ $cards } { $cards ->
        [one] карта
        [few] карты
       *[many] карт
    })
corellian-round-started = Раунд { $round }: торг

## События: торг

corellian-checked = { $seat_cap } { $seat ->
        [you] говорите «чек»
       *[other] говорит «чек»
    }
corellian-bet = { $seat_cap } { $seat ->
        [you] ставите
       *[other] ставит
    } { $paid } { $paid ->
        [one] фишку
        [few] фишки
       *[many] фишек
    }
corellian-raised = { $seat_cap } { $seat ->
        [you] повышаете
       *[other] повышает
    } ставку на { $by } { $by ->
        [one] фишку
        [few] фишки
       *[many] фишек
    }, до { $to } (вложено: { $paid } { $paid ->
        [one] фишка
        [few] фишки
       *[many] фишек
    })
corellian-called = { $seat_cap } { $seat ->
        [you] уравниваете
       *[other] уравнивает
    } ставку: { $paid } { $paid ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }
corellian-all-in = { $seat_cap } { $seat ->
        [you] идёте ва-банк
       *[other] идёт ва-банк
    }: { $paid } { $paid ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }
corellian-folded = { $seat_cap } { $seat ->
        [you] пасуете и выходите из партии
       *[other] пасует и выходит из партии
    }
corellian-cap-reached = Банк партии превысил предел ({ $hand_pot } { $hand_pot ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }): повышать больше нельзя, после торга партия открывается

## События: изменение и открытие

corellian-shift-rolled = На кубике изменения { $die }: { $shift ->
        [1] изменение!
       *[0] изменения нет
    }
corellian-discarded = { $seat_cap } { $seat ->
        [you] сбрасываете
       *[other] сбрасывает
    } карту{ $shift ->
        [1] {" "}при изменении
       *[0] {""}
    }: { $card }
corellian-discarded-hidden = { $seat_cap } { $seat ->
        [you] сбрасываете карту
       *[other] сбрасывает карту
    }{ $shift ->
        [1] {" "}при изменении
       *[0] {""}
    }
corellian-fielded = { $seat_cap } { $seat ->
        [you] кладёте
       *[other] кладёт
    } в поле вмешательства карту: { $card }
corellian-continued = { $seat_cap } { $seat ->
        [you] не открываетесь
       *[other] не открывается
    }
corellian-stood = { $seat_cap } { $seat ->
        [you] заканчиваете получение
       *[other] заканчивает получение
    }
corellian-hand-called = { $seat_cap } { $seat ->
        [you] открываетесь
       *[other] открывается
    }: все открывают карты
corellian-hand-called-cap = Банк партии превысил предел: партия открывается
corellian-hand-called-last = Сыгран последний раунд: партия открывается

## События: вскрытие и банки

corellian-revealed = { $seat ->
        [you] Ваши карты
       *[other] Карты { $seat_gen }
    }: { $cards } — сумма { $total }{ $class }
corellian-bomb-paid = { $seat_cap } { $seat ->
        [you] платите
       *[other] платит
    } штраф за бомбу в банк сабакка: { $amount } { $amount ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }
corellian-tie-card = Ничья: { $seat_dat } сдана ещё одна карта — { $card }, сумма { $total }
corellian-pot-won = { $seat_cap } { $seat ->
        [you] выигрываете
       *[other] выигрывает
    } { $pot ->
        [0] банк партии
       *[other] побочный банк { $pot }
    }: { $amount } { $amount ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }
corellian-pot-split = { $group } { $you ->
        [1] делите
       *[0] делят
    } { $pot ->
        [0] банк партии
       *[other] побочный банк { $pot }
    } ({ $amount } { $amount ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }): по { $each }, остаток — первым слева от сдающего
corellian-uncontested = Все остальные спасовали: { $seat_name } { $seat ->
        [you] забираете
       *[other] забирает
    } банк партии ({ $amount } { $amount ->
        [one] фишка
        [few] фишки
       *[many] фишек
    })
corellian-pot-to-sabacc = Все руки — бомбы: { $pot ->
        [0] банк партии
       *[other] побочный банк { $pot }
    } ({ $amount } { $amount ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }) уходит в банк сабакка
corellian-jackpot-won = { $class }! { $group } { $count ->
        [1] { $you ->
        [1] забираете
       *[0] забирает
    }
       *[other] { $you ->
        [1] делите
       *[0] делят
    }
    } банк сабакка: { $amount } { $amount ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }
corellian-jackpot-reset = Банк сабакка превысил предел и обнулён в пользу заведения: заведение забирает { $amount } { $amount ->
        [one] фишку
        [few] фишки
       *[many] фишек
    }
corellian-hand-over = Партия { $hand } окончена за { $rounds } { $rounds ->
        [one] раунд
        [few] раунда
       *[many] раундов
    }
corellian-eliminated = { $seat_cap } { $seat ->
        [you] остались без фишек и выбываете
       *[other] остался без фишек и выбывает
    }
corellian-match-over = Игра окончена{ $at_bound ->
        [1] {" "}(достигнут предел числа действий)
       *[0] {""}
    }. { $group } { $count ->
        [1] { $you ->
        [1] побеждаете
       *[0] побеждает
    }
       *[other] { $you ->
        [1] побеждаете вместе
       *[0] побеждают вместе
    }
    }: { $chips } { $chips ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }

## Действия и меню

corellian-slot = №{ $slot }
corellian-do-check = Чек (не ставить)
corellian-do-call = Уравнять: { $chips } { $chips ->
        [one] фишку
        [few] фишки
       *[many] фишек
    }
corellian-do-all-in = Ва-банк: { $chips } { $chips ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }
corellian-do-fold = Пас (выйти из партии)
corellian-do-bet = Поставить { $chips } { $chips ->
        [one] фишку
        [few] фишки
       *[many] фишек
    }{ $all_in ->
        [1] {" "}— ва-банк
       *[0] {""}
    }
corellian-do-raise = Повысить на { $chips } { $chips ->
        [one] фишку
        [few] фишки
       *[many] фишек
    } (до { $to }){ $all_in ->
        [1] {" "}— ва-банк
       *[0] {""}
    }
corellian-do-call-hand = Открыться: все показывают карты
corellian-do-go-on = Не открываться
corellian-do-draw = Взять карту
corellian-do-stand = Закончить получение
corellian-do-discard = Сбросить карту: { $card }
corellian-do-field = Положить в поле вмешательства карту: { $card }
corellian-menu-title = { $stage ->
        [betting] Торг
        [shift] Изменение: сбросьте одну карту (взамен придёт новая)
        [calling] Открытие
       *[drawing] Получение
    }

## Вид стола

corellian-view-hand = Партия { $hand }, раунд { $round }: { $stage ->
        [betting] торг
        [shift] изменение
        [calling] открытие
        [drawing] получение
       *[over] игра окончена
    }. { $dealer ->
        [you] Сдаёте вы
       *[other] Сдаёт { $dealer_name }
    }.
corellian-view-pots = Банк партии: { $hand_pot } { $hand_pot ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }. Банк сабакка: { $sabacc_pot } { $sabacc_pot ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }.
corellian-view-house = Заведение забрало: { $house } { $house ->
        [one] фишку
        [few] фишки
       *[many] фишек
    }.
corellian-view-rules = Правила: { $set } (до смены: { $hands } { $hands ->
        [one] партия
        [few] партии
       *[many] партий
    }).
corellian-view-bet = Ставка в этом торге: { $bet } { $bet ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }.
corellian-view-seat = {"  "}{ $seat_cap }{ $dealer ->
        [1] {" "}(сдающий)
       *[0] {""}
    }: { $chips } { $chips ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }, в банке { $put } { $put ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }, { $cards } { $cards ->
        [one] карта
        [few] карты
       *[many] карт
    }{ $field }{ $state ->
        [out] { $seat ->
        [you] {" "}— выбыли
       *[other] {" "}— выбыл
    }
        [folded] {" "}— пас
       *[playing] {""}
    }
corellian-view-field = ; в поле: { $cards }
corellian-view-cards = Ваши карты: { $cards } — сумма { $total }{ $class }
corellian-view-star = {"  "}(* — в поле вмешательства, видна всем)
corellian-view-raise = Можно поставить или повысить на { $least }–{ $most } { $most ->
        [one] фишку
        [few] фишки
       *[many] фишек
    }.

## Итог

corellian-not-over = Матч не окончен (идёт { $hand }-я партия), победителя нет; решать { $seat_dat }.
corellian-over-nobody = Игра окончена после { $hands } { $hands ->
        [one] партии
        [few] партий
       *[many] партий
    }: победителя нет.
corellian-over-won = Игра окончена после { $hands } { $hands ->
        [one] партии
        [few] партий
       *[many] партий
    }: { $group } { $count ->
        [1] { $you ->
        [1] побеждаете
       *[0] побеждает
    }
       *[other] { $you ->
        [1] побеждаете вместе
       *[0] побеждают вместе
    }
    }.
corellian-result-seat = {"  "}{ $seat_cap }: { $chips } { $chips ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }
corellian-result-sabacc = {"  "}В банке сабакка осталось: { $chips } { $chips ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }.
corellian-result-house = {"  "}Заведение забрало { $chips } { $chips ->
        [one] фишку
        [few] фишки
       *[many] фишек
    }.

## Правила вкратце и что говорит `check`

corellian-limit-chips = до { $chips } { $chips ->
        [one] фишки
        [few] фишек
       *[many] фишек
    }
corellian-limit-hand-pot = не больше банка партии в её начале
corellian-limit-current = не больше текущей ставки
corellian-limit-none = без предела
corellian-summary = { $cards } { $cards ->
        [one] карта
        [few] карты
       *[many] карт
    } ({ $specials } { $specials ->
        [one] особая карта
        [few] особые карты
       *[many] особых карт
    }){ $sets ->
        [0] {""}
       *[other] , { $sets } { $sets ->
        [one] набор правил
        [few] набора правил
       *[many] наборов правил
    }
    }
corellian-help-rounds = Каждому сдают { $deal } { $deal ->
        [one] карта
        [few] карты
       *[many] карт
    }; партия идёт раундами: торг, изменение (кубик d{ $die }: на { $faces } каждый сбрасывает карту и получает новую{ $field ->
        [1] , кроме карт в поле вмешательства
       *[0] {""}
    }), открытие (с { $calling }-го раунда любой может открыться; после { $last }-го раунда открывается сам стол), получение (можно взять карту, пока на руке меньше { $max } карт, и сбросить любую, но на руке всегда не меньше { $min } карт).
corellian-help-goal-far = Цель: сумма, дальше всех от нуля в пределах ±{ $limit }; положительная бьёт отрицательную того же размера.
corellian-help-goal-near = Цель: сумма, ближе всех к нулю в пределах ±{ $limit }.
corellian-help-top-card = { $name }
corellian-help-any-rank = { $rank }
corellian-help-pure = { $name } (сумма { $totals }) забирает банк партии и банк сабакка
corellian-help-pure-only = { $pure }.
corellian-help-pure-top = { $pure }; { $name } ({ $cards }{ $any_suit ->
        [1] {" "}любой масти
       *[0] {""}
    }) бьёт даже его.
corellian-help-top-only = { $name } ({ $cards }{ $any_suit ->
        [1] {" "}любой масти
       *[0] {""}
    }) забирает банк партии и банк сабакка.
corellian-help-penalty-pot = в размере банка партии
corellian-help-penalty-chips = { $chips } { $chips ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }
corellian-help-bomb = Бомба — сумма за пределами ±{ $limit }{ $zero ->
        [1] {" "}или ровно 0
       *[0] {""}
    }: штраф { $penalty } в банк сабакка; { $all ->
        [carry] если бомбы у всех, банк партии уходит в банк сабакка
       *[best] если бомбы у всех, побеждает лучшая из бомб
    }.
corellian-help-ante = Анте: { $ante } { $ante ->
        [one] фишка
        [few] фишки
       *[many] фишек
    } в банк партии и столько же в банк сабакка. Ставка — { $bet }, повышение — { $raise }.
