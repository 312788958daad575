# Сообщения семейства фронтов (Аркана и ПроФ-Аркана) по-русски.
#
# Аргумент-место `x` читается как `$x` (`you`, `opponent` или `seat`: для выбора формы), `$x_n`
# (номер), `$x_name` (`вы`), `$x_cap` (`Вы`) и падежи общего сообщения `person`: `$x_gen`,
# `$x_dat`, `$x_ins`... Названия заклинаний, действий Ауры и фронтов дают наборы правил.

## Названия

arcana-front = «{ $name }»
arcana-minor = Младшая { $value }
arcana-hidden = Скрытая { $value }
arcana-pair = { $first ->
        [seat] { $first_name }: { $a }, { $second_name }: { $b }
       *[other] { $first_name } { $a }, { $second_name } { $b }
    }
arcana-and = { $a } и { $b }
arcana-winner = { $winner ->
        [you] вы победили
       *[other] победил { $winner_name }
    }
arcana-drawn = ничья

## Правила вкратце и сводка `check`

arcana-help-fronts = Фронты: { $fronts }. За ход вы кладёте одну карту на фронт (не больше { $per_front } своих на фронт): младшую — лицом вверх, скрытую — рубашкой вверх (соперник видит «?»). В конце на каждом фронте побеждает большая сумма (равные сгорают); больше фронтов — победа, поровну — прямой аудит (сумма всех сыгранных карт).
arcana-help-aura = В начале хода вы получаете Ауру (+{ $aura }) { $draw ->
        [1] {"и карту из колоды; "}
       *[0] {""}
    }затем одна карта и сколько угодно действий Ауры до или после неё. Особая скрытая карта действует сразу (соперник может отменить её за Ауру: { $cancel }), старший аркан меняет правила.
arcana-summary = фронтов: { $fronts }{ $temp ->
        [1] {" и временный"}
       *[0] {""}
    }, карт: { $cards }, заклинаний: { $spells } (особых скрытых карт: { $specials }, старших: { $majors }), действий Ауры: { $aura }

## События

arcana-started = Первым { $first ->
        [you] ходите
       *[other] ходит
    } { $first_name }.
arcana-turn = --- Ход { $turn }: { $seat ->
        [you] ходите
       *[other] ходит
    } { $seat_name }{ $aura ->
        [1] {" · "}Аура: { $pair }
       *[0] {""}
    } ---
arcana-drew = { $seat_cap } { $seat ->
        [you] берёте
       *[other] берёт
    } карту: { $card }.
arcana-drew-hidden = { $seat_cap } { $seat ->
        [you] берёте
       *[other] берёт
    } карту.
arcana-played = { $seat_cap } { $seat ->
        [you] выкладываете
       *[other] выкладывает
    } карту{ $down ->
        [1] {" рубашкой вверх"}
       *[0] {""}
    } на { $front }: { $card }.
arcana-played-hidden = { $seat_cap } { $seat ->
        [you] выкладываете
       *[other] выкладывает
    } карту рубашкой вверх на { $front }.
arcana-passed = { $seat_cap } { $seat ->
        [you] пропускаете
       *[other] пропускает
    } выкладку: ни одну карту нельзя сыграть.
arcana-match-over = Партия окончена: { $winner } (взято фронтов: { $score }).
arcana-cast-special = { $seat_cap } { $seat ->
        [you] применяете
       *[other] применяет
    } «{ $name }» (особая скрытая карта на { $front }): «{ $text }»
arcana-cast-major = { $seat_cap } { $seat ->
        [you] разыгрываете
       *[other] разыгрывает
    } «{ $name }» (старший аркан): «{ $text }»
arcana-cancelled = { $seat_cap } { $seat ->
        [you] отменяете
       *[other] отменяет
    } заклинание за Ауру ({ $price }): оно не действует, карта остаётся на фронте нулём.
arcana-let-be = { $seat_cap } не { $seat ->
        [you] отменяете
       *[other] отменяет
    } заклинание.
arcana-picked = { $seat_cap } { $seat ->
        [you] выбираете
       *[other] выбирает
    } вариант { $option }.
arcana-front-picked = { $seat_cap } { $seat ->
        [you] выбираете
       *[other] выбирает
    } фронт: { $front }.
arcana-aura-used = { $seat_cap } { $seat ->
        [you] тратите
       *[other] тратит
    } Ауру ({ $cost }): «{ $name }».
arcana-deck-seen = { $seat_cap } { $count ->
        [0] { $seat ->
            [you] смотрите
           *[other] смотрит
        } в колоду: она пуста.
        [1] { $seat ->
            [you] видите
           *[other] видит
        } следующую карту колоды: { $cards }.
       *[other] { $seat ->
            [you] видите
           *[other] видит
        } следующие карты колоды: { $cards }.
    }
arcana-revealed = Открыта { $seat ->
        [you] ваша карта
        [opponent] карта соперника
       *[seat] карта игрока { $seat_n }
    } на { $front }: { $card }.
arcana-removed = С фронта { $front } в сброс уходит { $seat ->
        [you] ваша карта
        [opponent] карта соперника
       *[seat] карта игрока { $seat_n }
    }: { $card }.
arcana-moved = { $seat_cap } { $seat ->
        [you] переносите
       *[other] переносит
    } карту с { $from } на { $to }: { $card }.
arcana-moved-hidden = { $seat_cap } { $seat ->
        [you] переносите
       *[other] переносит
    } карту рубашкой вверх с { $from } на { $to }.
arcana-front-changed = { SIGNED($amount) } к { $seat ->
        [you] вашей сумме
        [opponent] сумме соперника
       *[seat] сумме игрока { $seat_n }
    } на { $front }.
arcana-points-moved = Очки { $seat ->
        [you] вашей суммы
        [opponent] суммы соперника
       *[seat] суммы игрока { $seat_n }
    } ({ $amount }) переходят с { $from } на { $to }.
arcana-front-opened = Открывается временный фронт { $front } (ещё ходов: { $turns }).
arcana-front-closed = Временный фронт { $front } закрывается; его карты уходят в сброс.
arcana-dealt = { $seat_cap } { $seat ->
        [you] получаете
       *[other] получает
    } карт: { $count } — { $cards }.
arcana-dealt-hidden = { $seat_cap } { $seat ->
        [you] получаете
       *[other] получает
    } карт: { $count }.
arcana-picked-label = { $seat ->
        [you] Ваш выбор: { $label }
       *[other] { $seat_cap } выбирает: { $label }
    }
arcana-revealed-run = Открыты карты, лежавшие рубашкой вверх — { $parts }.
arcana-revealed-part = { $seat ->
        [you] ваши
        [opponent] соперника
       *[seat] игрока { $seat_n }
    }: { $cards }
arcana-revealed-card = { $card } ({ $front })
arcana-private = [видит только игрок { $seat }] { $line }
arcana-seen-heading = Увидено тайно с начала вашего последнего хода:
arcana-seen = {"  "}{ $source }: { $line }
arcana-seen-bare = {"  "}{ $line }

## Стол

arcana-row-fronts = Фронты
arcana-row-side = { $seat ->
        [you] Вы
        [opponent] Соперник
       *[seat] Игрок { $seat_n }
    }
arcana-row-sum = {"  "}сумма
arcana-row-taken = Взят
arcana-taker = { $seat_ins }
arcana-burned = сгорел
arcana-mark-inverted = инверсия
arcana-mark-veiled = под Пеленой
arcana-mark-open = открыт по ход { $turn }
arcana-mark-linked = вместе с { $front }
arcana-sum = { $sum }{ $hidden ->
        [1] {" + ?"}
       *[0] {""}
    }{ $points ->
        [0] {""}
       *[other] {" ("}{ SIGNED($points) } { $abs ->
            [one] очко
            [few] очка
           *[many] очков
        })
    }
arcana-legend = {"  "}[x] — ваша карта рубашкой вверх · ? — скрыто от вас{ $inverted ->
        [1] {" · "}инверсия: фронт берёт меньшая сумма
       *[0] {""}
    }
arcana-hands = { $draw ->
        [1] В колоде карт: { $deck }{" · "}
       *[0] {""}
    }У соперника в руке карт: { $hand }
arcana-aura = Аура: у вас { $you }, у соперника { $other } (+{ $per_turn } в начале каждого хода)
arcana-hand = Ваша рука (карт: { $count }): { $cards }
arcana-empty = пусто
arcana-hand-name = { $kind ->
        [hidden] { $name } (рубашкой вверх)
        [special] { $name } (особая скрытая)
        [major] { $name } (старший аркан)
       *[minor] { $name }
    }
arcana-no-aura = Действия Ауры: пока ни одно не по карману (самое дешёвое — { $cheapest })
arcana-in-force = Действуют: { $names } (i — тексты)
arcana-pick-context = { $name } — { $what ->
        [move_to] выберите фронт, куда перенести карту
        [front] выберите фронт
        [adjacent] выберите фронт рядом с { $front }
        [hidden] выберите карту соперника, лежащую рубашкой вверх
        [own] выберите свою карту на фронтах
       *[other] выберите
    }. ({ $text })
arcana-react-context = Соперник применил особую скрытую карту «{ $name }»: { $text } Отменить её за Ауру ({ $price }, у вас { $aura })? Отменённая карта остаётся на фронте нулём без эффекта.
arcana-effect-on = , { $fronts }
arcana-effect-by = { $seat ->
        [you] сыграли вы
       *[other] сыграл { $seat_name }
    }
arcana-until-end = до конца партии
arcana-until-turn = по ход { $turn }
arcana-effect-line = {"  "}{ $name } ({ $by }){ $on } — { $until }: { $text }
arcana-effect-name = { $name } ({ $by }){ $on }, { $until }
arcana-detail-hand = Ваша рука:
arcana-hand-line = { $kind ->
        [hidden] { $name } — рубашкой вверх
        [special] { $name } — особая скрытая: рубашкой вверх на фронт, считается за 0, действует сразу{ $price ->
            [-1] {""}
           *[other] ; соперник может отменить за Ауру ({ $price })
        }. { $text }
        [major] { $name } — старший аркан, играется без фронта. { $text }
       *[minor] { $name }
    }{ $kind ->
        [hidden] { $gain ->
            [0] {""}
           *[other] {" — при выкладке +"}{ $gain } к Ауре
        }
        [minor] { $gain ->
            [0] {""}
           *[other] {" — при выкладке +"}{ $gain } к Ауре
        }
       *[other] {""}
    }
arcana-detail-aura = Действия Ауры (цена):
arcana-aura-line = { $name } ({ $cost }) — { $text }
arcana-detail-force = Действуют:
arcana-indent = {"  "}{ $line }

## Действия и меню

arcana-play-special = Выложить «{ $name }» рубашкой вверх на { $front } (там считается за 0; заклинание действует сразу)
arcana-play = Выложить { $name }{ $down ->
        [1] {" рубашкой вверх"}
       *[0] {""}
    } на { $front } (ваша сумма там { $before } → { $after })
arcana-cast = Разыграть «{ $name }» (старший аркан, без фронта)
arcana-pass = Пропустить выкладку (ни одну карту нельзя сыграть)
arcana-end-turn = Закончить ход
arcana-aura-action = Аура: «{ $name }» за { $cost } — { $text }
arcana-cancel = Отменить «{ $name }» за Ауру ({ $price }) (карта останется на фронте нулём без эффекта)
arcana-let = Не отменять «{ $name }»
arcana-option-front = { $front }{ $has ->
        [1] {" ("}{ $sums })
       *[0] {""}
    }
arcana-option-hidden = { $seat ->
        [you] ваша карта
        [opponent] карта соперника
       *[seat] карта игрока { $seat_n }
    } рубашкой вверх на { $front } (№{ $n })
arcana-option-own = { $seat ->
        [you] ваша карта
        [opponent] карта соперника
       *[seat] карта игрока { $seat_n }
    } { $card }{ $down ->
        [1] {" (рубашкой вверх)"}
       *[0] {""}
    } на { $front } (№{ $n })
arcana-option = вариант { $option }
arcana-other-play = Выложить ? на фронт { $front }
arcana-other-cast = Разыграть ?
arcana-other-pass = Пропустить выкладку карты
arcana-other-aura = Аура: { $name } ({ $cost })
arcana-other-pick = Выбрать { $option }
arcana-other-cancel = Отменить эффект за Ауру ({ $price })
arcana-other-let = Не отменять
arcana-menu-cards = Сыграйте одну карту за ход:
arcana-menu-card = {"  "}{ $kind ->
        [hidden] { $name } (рубашкой вверх)
        [special] { $name } (особая)
        [major] { $name } (старший)
       *[minor] { $name }
    }:
arcana-menu-cast = разыграть
arcana-menu-front = { $front }{ $counts ->
        [1] {" "}{ $before }→{ $after }
       *[0] {""}
    }
arcana-menu-aura = Аура (у вас { $aura }; сколько угодно действий до или после карты; i — тексты):
arcana-menu-aura-item = { $name } ({ $cost })
arcana-menu-or = Или:

## Итог

arcana-not-over = Партия не окончена: решение за { $seat_ins }
arcana-result = Итог после { $turns } { $turns ->
        [one] хода
        [few] ходов
        [many] ходов
       *[other] ходов
    }. { CAP($winner) }
arcana-result-legend = {"  "}[x] — карта, сыгранная рубашкой вверх
arcana-fronts-taken = Взято фронтов: { $pair }
arcana-audit = Фронтов поровну — прямой аудит (сумма всех сыгранных карт): { $pair }
arcana-result-winner = Победитель: { $winner_name }
arcana-result-drawn = Ничья: аудит тоже равный
