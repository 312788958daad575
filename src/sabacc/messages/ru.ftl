# Слова стола сабакка по-русски: события, тайные просмотры, итоги, действия и лестница рук
# обоих видов стола (Кессель с банками раунда, Archeon с общим банком).
#
# Аргумент-место `x` даёт `$x` (`you` или `seat`), `$x_n` (номер) и формы общего сообщения
# `person`: `$x_name`, `$x_cap`, `$x_dat`, `$x_gen`, `$x_ins`, `$x_at`, `$x_table`. Имена из
# набора (масти, жетоны, планеты, карты архива, знаки, эпохи, ступени) приходят как есть.

## Имена

sabacc-seat = { $seat_name }
sabacc-seats = { $count ->
        [0] никто
        [1] { $last }
       *[other] { $list } и { $last }
    }
sabacc-impostor = Самозванец
sabacc-sylop = Силоп
sabacc-card = { $family } { $kind }
sabacc-hand = { $first } + { $second }
sabacc-card-with = { $card } — { $archive }
sabacc-chips = { $count ->
        [one] { $count } фишка
        [few] { $count } фишки
       *[other] { $count } фишек
    }
sabacc-chips-acc = { $count ->
        [one] { $count } фишку
        [few] { $count } фишки
       *[other] { $count } фишек
    }
sabacc-place-bank = банк
sabacc-place-house = дом
sabacc-place-stack = { $seat_name } (запас)
sabacc-place-pot = { $seat_name } (банк раунда)
sabacc-place-paid = { $seat_name } (взнос в банк)
sabacc-archive-short = { $name } ({ $sign }, { $tier ->
        [0] без способности
       *[other] ур. { $tier }
    })
sabacc-archive-traits = { $name } ({ $sign }, { $era })
sabacc-ability = { $sign }, { $tier ->
        [0] { $light ->
            [1] светлая сторона
           *[0] тёмная сторона
        } — без способности: только в заклад
       *[other] ур. { $tier }, { $light ->
            [1] светлая сторона
           *[0] тёмная сторона
        } — { $name }: { $text }
    }
sabacc-ordinal = { $place }-е
sabacc-no-tokens = нет
sabacc-spike-right = { $anyone ->
        [1] спайк может объявить любой
       *[0] право спайка: { $seat_name }
    }
sabacc-planet-line = { $planet } — { $text }{ $rolled ->
        [1] {" "}(кость выбрала: { $family })
       *[0] {""}
    }
sabacc-planet-heading = Планета: { $line }
sabacc-on = {" "}против: { $target_name }

## Ход раунда

sabacc-round-started = === Раунд { $round } === первый ход: { $first_name }
sabacc-dealt = { $seat_cap }: на руках { $hand }
sabacc-dealt-hidden = { $seat_cap } получает карты
sabacc-dealt-again = { $seat_cap }: теперь на руках { $hand }
sabacc-discard-started = Сброс ({ $family }) открывается картой { $card }
sabacc-turn-started = -- Ход: { $seat_name } (круг { $circuit })
sabacc-circuit-ended = Круг { $circuit } окончен{ $all_stood ->
        [1] : все спасовали
       *[0] {""}
    }
sabacc-ante-set = Анте раунда: { $ante } с каждого игрока; множитель x{ $multiplier }
sabacc-multiplier-set = Множитель теперь x{ $multiplier }
sabacc-planets-then = { $first }, затем { $second }
sabacc-planets-seen = { $seat_cap }: тайный просмотр — { $count ->
        [one] следующая планета
       *[other] следующие планеты
    }: { $list }
sabacc-round-banner = Анте { $ante } с каждого · в банке { $bank } · множитель x{ $multiplier }{ $has_spike ->
        [1] {" "}· { $spike }
       *[0] {""}
    }

## Ходы игрока

sabacc-token-played = { $seat ->
        [you] Вы: жетон «{ $token }»{ $on }
       *[other] { $seat_cap }: жетон «{ $token }»{ $on } ({ $text })
    }
sabacc-dice-rolled = Брошены кости ({ $seat_name }): { $first } и { $second }
sabacc-die-chosen = { $seat_cap }: выбрано { $value }
sabacc-drew-price = { $price ->
        [0] {" "}бесплатно
       *[other] , плата — { $price }
    }
sabacc-drew-shown = : { $card }
sabacc-drew = { $seat_cap }: карта из { $from_discard ->
        [1] сброса
       *[0] колоды
    } ({ $family }){ $paid }{ $shown }
sabacc-discarded = { $seat_cap }: сброшена карта { $card }
sabacc-stood = { $seat_cap }: пас
sabacc-hands-swapped = { $a_cap } и { $b_name } меняются руками
sabacc-acted = { $seat_cap }: ход сделан (взята ли карта или пас — скрыто)
sabacc-exited = { $seat_cap }: выход из раунда (внесённое остаётся в банке, штрафа нет)
sabacc-picked = { $seat_cap }: выбран вариант { $option }
sabacc-picked-label = { $seat_cap }: выбор — { $label }
sabacc-effect-cancelled = { $seat_cap }: отменён эффект вскрытия
sabacc-token-returned = { $seat_cap }: последний сыгранный жетон вернулся

## Фишки

sabacc-chips-moved = Фишки ({ $amount }): { $from } → { $to }
sabacc-bank-paid = { $seat_cap } { $seat ->
        [you] берёте
       *[other] берёт
    } из банка { $amount_acc }

## Вскрытие и итоги

sabacc-revealed = { $seat_cap } { $seat ->
        [you] вскрываете
       *[other] вскрывает
    } { $hand }
sabacc-impostor-set = { $seat_cap }: Самозванец ({ $family }) = { $value }
sabacc-round-settled = Раунд { $count ->
        [0] не выиграл никто
        [1] { $you ->
            [1] выиграли: { $winners }
           *[0] выиграл: { $winners }
        }
       *[other] выиграли: { $winners }
    }{ $inverted ->
        [1] {" "}(ранги инвертированы: победила худшая рука)
       *[0] {""}
    }
sabacc-eliminated = { $seat ->
        [you] Вы остались без фишек и выбываете из матча
       *[other] { $seat_cap } остаётся без фишек и выбывает из матча
    }
sabacc-match-over = Матч окончен, победа: { $winners }
sabacc-placed = { $seat_cap }: { $place } место в матче
sabacc-scored = { $seat_cap }: { $first } / { $second } — { $tier } — { $outcome }
sabacc-scored-bank = { $seat ->
        [you] вы { $won ->
            [1] выигрываете раунд
           *[0] проигрываете
        }
       *[other] { $won ->
            [1] выигрывает раунд
           *[0] проигрывает
        }
    }{ $won ->
        [1] {""}
       *[0] { $penalty ->
            [0] , без штрафа
           *[other] : штраф — { $penalty_chips } в банк
        }
    }
sabacc-scored-pots = { $won ->
        [1] { $seat ->
            [you] вы выигрываете раунд{ $pot ->
                [0] {""}
               *[other] {" "}и возвращаете себе { $pot_acc }
            }
           *[other] выигрывает раунд{ $pot ->
                [0] {""}
               *[other] {" "}и возвращает себе { $pot_acc }
            }
        }
       *[0] { $seat ->
            [you] вы проигрываете: ваш банк раунда
           *[other] проигрывает: банк раунда
        } ({ $pot_chips }) уходит дому, штраф — { $penalty_chips }
    }

## Спайк

sabacc-spiked = { $seat_cap }: спайк! Остальные принимают (множитель удваивается) или выходят из раунда
sabacc-spike-answered = { $seat_cap }: спайк { $accepted ->
        [1] принят
       *[0] не принят
    }
sabacc-spike-stands = Спайк принят: множитель x{ $multiplier }; право следующего спайка — { $seat_name }
sabacc-spike-refused = Спайк никто не принял: множитель остаётся x{ $multiplier }

## Разговор за столом: заявления, проверки, подкид

sabacc-claimed = { $seat_cap }: { $forced ->
        [1] вынужденное заявление «{ $family } { $kind }» (не оплачивается)
       *[0] заявление «{ $family } { $kind }»
    }
sabacc-card-shown = { $seat_cap }: карта открыта всем — { $card }
sabacc-challenged = { $seat_cap }: проверка заявления ({ $target_name }) — { $truth ->
        [1] правда; плата за проверку потеряна
       *[0] ложь! Лжец платит проверяющему { $liar_acc }
    }
sabacc-claim-paid = { $seat_cap }: непроверенное заявление приносит { $amount_acc } из банка
sabacc-tossed = { $seat_cap }: подкид карты «{ $family }» → { $target_name }, заявлено: { $kind }
sabacc-toss-answered = { $seat_cap }: { $answer ->
        [0] подкид принят — обмен вслепую
        [1] «лжец!» — но заявление было правдой: { $seat ->
            [you] вы платите
           *[other] ответивший платит
        } подкинувшему { $stake_acc }, карты меняются
       *[2] «лжец!» — и верно: подкинувший платит { $stake_acc }, обмена нет
    }

## Карты, что переходят из рук в руки

sabacc-cards-exchanged = { $a_cap } и { $b_name } меняются картами «{ $family }» вслепую
sabacc-cards-passed = Все в раунде передают карту «{ $family }» соседу слева
sabacc-card-swapped = { $seat_cap }: карта «{ $family }» заменена { $from_discard ->
        [1] верхней картой сброса{ $has_put ->
            [1] {" "}({ $put } уходит в сброс)
           *[0] {""}
        }
       *[0] картой из колоды вслепую
    }

## Тайные просмотры

sabacc-card-seen = { $reader ->
        [1] Вы тайно видите карту
       *[0] Тайно показана карта
    } ({ $seat_name }): { $card }
sabacc-hand-seen = { $reader ->
        [1] Вы тайно видите руку
       *[0] Тайно показана рука
    } ({ $seat_name }): { $hand }; жетоны: { $tokens }
sabacc-deck-empty = { $family } (колода пуста)
sabacc-decks-seen = { $seat_cap }: тайный просмотр — верх колод: { $first } и { $second }
sabacc-claim-tested = Тайно: { $truth ->
        [1] заявление ({ $seat_name }) — правда
        [0] заявление ({ $seat_name }) — ложь
       *[2] { $seat ->
            [you] вы ничего не заявляли
           *[other] { $seat_name } ничего не заявлял
        }
    }
sabacc-seen-by = [видит только игрок { $seat }] { $line }
sabacc-sightings = Увидено тайно в этом раунде:
sabacc-sighting-from = {"  "}{ $source }: { $line }
sabacc-sighting = {"  "}{ $line }

## Архив: свита, заклад, ставки

sabacc-entourage-drawn = { $seat_cap }: { $known ->
        [1] в свиту — { $card }
       *[0] в свиту добавлена карта
    }
sabacc-entourage-run = { $seat_cap }: { $known ->
        [1] в свиту — { $cards }
       *[0] в свиту добавлено карт: { $count }
    }
sabacc-entourage-played = { $seat_cap }: из свиты сыграна карта { $card }{ $on } — { $ability }
sabacc-entourage-passed = Карта { $card } переходит из свиты ({ $from_name }) в свиту ({ $to_name })
sabacc-pawned = { $seat_cap }: карта { $card } заложена за { $chips_acc } (от дома)
sabacc-staked = { $seat_cap }: ставка на раунд — карта коллекции { $card }
sabacc-stake-won = { $to_cap }: выигрыш ставки — карта { $card } (от: { $from_name }) навсегда

## Итог

sabacc-not-over = Матч не окончен: решение за { $seat_ins }
sabacc-result = Итог после { $rounds } { $rounds ->
        [one] раунда
       *[other] раундов
    }. Победа: { $winners }
sabacc-places = Места:
sabacc-result-you = вы (игрок { $seat })
sabacc-result-row = {"  "}{ $place }. { $who } фишки { $chips }{ $mark }
sabacc-mark-winner = {"  "}победитель
sabacc-mark-out = {"  "}{ $seat ->
        [you] выбыли
       *[other] выбыл
    }

## Что `check` говорит о наборе, и лестница рук

sabacc-summary = { $parts }
sabacc-summary-part = { $what ->
        [cards] карт
        [tiers] ступеней лестницы
        [tokens] жетонов
        [planets] планет
        [signs] знаков
        [eras] эпох
        [archive] карт архива
       *[abilities] способностей свиты
    }: { $count }
sabacc-ladder = Лестница рук, от сильнейшей (при вскрытии побеждает лучшая рука):
sabacc-ladder-pays = { $fixed ->
        [1] проигравший платит { $penalty }
       *[0] проигравший платит разницу своих значений
    }
sabacc-ladder-tier = {"  "}{ $rank }. { $name } — { $has_text ->
        [1] { $text }; { $pays }
       *[0] { $pays }
    }

## Действия, как их называют правила

sabacc-act-stand = Спасовать
sabacc-act-draw = Взять карту из { $from_discard ->
        [1] сброса
       *[0] колоды
    }: { $family }
sabacc-act-keep-drawn = Оставить новую карту
sabacc-act-keep-held = Оставить прежнюю карту
sabacc-act-choose-die = Выбрать вариант { $option }
sabacc-act-spike = Спайк: удвоить множитель
sabacc-act-exit = Выйти из раунда
sabacc-act-answer-spike = { $accept ->
        [1] Принять спайк
       *[0] Выйти из раунда (не принимать спайк)
    }
sabacc-act-answer-toss = { $accept ->
        [1] Поверить и обменяться вслепую
       *[0] Назвать лжецом
    }
sabacc-act-challenge = Проверить { $forced ->
        [1] вынужденное заявление
       *[0] заявление
    } { $seat_gen }
sabacc-act-claim = Заявить: { $family } { $kind }
sabacc-act-pick = Выбрать { $option }
sabacc-act-toss = Подкинуть { $target_dat } карту «{ $family }», назвав её: { $kind }
sabacc-act-entourage = Сыграть карту свиты { $slot }{ $has_target ->
        [1] {" "}против { $target_gen }
       *[0] {""}
    }
sabacc-act-pawn = Заложить карту свиты { $slot }
sabacc-act-stake = Поставить карту коллекции { $index }
sabacc-act-token = Сыграть «{ $token }»{ $has_target ->
        [1] {" "}против { $target_gen }
       *[0] {""}
    }
