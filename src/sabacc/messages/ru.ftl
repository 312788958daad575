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
sabacc-card-with = { $card } — { $archived }
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
sabacc-on = {" "}против { $target_gen }

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
        [archive_cards] карт архива
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

## Вид стола, меню и подробности

sabacc-seat-cap = { $seat_cap }
sabacc-sign-play = { $ability } ({ $sign }, ур. { $tier })
sabacc-archive-ability = { $name } ({ $sign }{ $has_tier ->
        [1] {" "}{ $tier }: { $ability }
       *[0] {""}
    })
sabacc-on-subject = , на: { $subject_name }
sabacc-effect-planet = правило планеты { $what }
sabacc-effect-by = { $what } ({ $owner ->
        [you] сыграно вами
       *[other] сыграл { $owner_name }
    })
sabacc-pick-own-card = Своя карта «{ $family }» ({ $card })
sabacc-pick-card = Карта «{ $family }» ({ $seat_name }){ $has_shown ->
        [1] {" "}(открыта: { $shown })
       *[0] {""}
    }
sabacc-pick-sign = { $up ->
        [1] +1 (на единицу больше)
       *[0] −1 (на единицу меньше)
    }
sabacc-pick-option = Вариант { $option }
sabacc-pick-what = { $kind ->
        [opponent] выберите ещё одного соперника
        [own_card] выберите свою карту
        [any_card] выберите любую карту в раунде
        [opponent_card] выберите карту соперника
        [sign] выберите +1 или −1
        [reveal_effect] выберите действующий эффект вскрытия
       *[number] выберите число от { $lo } до { $hi }
    }
sabacc-pick-heading = { $play } — выбор { $step } из { $count }: { $what }. { $text }
sabacc-label-unknown = action { $id }
sabacc-label-with = { $label }: { $value }
sabacc-label-draw = { $label } — { $free ->
        [1] бесплатно
       *[0] цена { $price }
    }
sabacc-label-stand = Спасовать (пас)
sabacc-label-spike = Спайк: остальные принимают или выходят; если кто-то примет, множитель x{ $now } → x{ $next }
sabacc-label-exit = Выйти из раунда: внесённое ({ $paid }) остаётся в банке; без штрафа и без награды за заявление
sabacc-label-accept-spike = Принять спайк: остаться в раунде; множитель станет x{ $next } (сейчас x{ $now })
sabacc-label-refuse-spike = Не принимать — выйти из раунда: внесённое ({ $paid }) остаётся в банке, штрафа не будет
sabacc-die-planet = Следующей будет планета { $planet } — { $text }
sabacc-die-impostor = Самозванец ({ $family }) = { $value }
sabacc-die-take = Взять { $value }
sabacc-toss-accept = Принять: обменять вашу карту «{ $family }» ({ $own }) на карту { $tosser_gen } вслепую
sabacc-toss-call = Назвать лжецом: карта открывается всем — если это { $claimed }, вы платите { $stake_acc } и карты меняются; если нет, платят вам { $stake_acc }, обмена нет
sabacc-challenge-label = Проверить { $forced ->
        [1] вынужденное заявление
       *[0] заявление
    } «{ $said }» ({ $target_name }): плата { $fee }; карта открывается — ложь: вам платят { $liar_acc }, правда: плата потеряна
sabacc-claim-label = Заявить «{ $said }» { $truth ->
        [1] (правда)
       *[0] (блеф)
    }
sabacc-toss-label = Подкинуть карту «{ $family }» ({ $own }) { $target_dat }, назвав её: { $claimed }
sabacc-entourage-label = Сыграть { $card }{ $has_target ->
        [1] {" "}против { $target_gen }
       *[0] {""}
    }
sabacc-pawn-label = Заложить { $card } за { $value_acc } (от дома; раз за раунд)
sabacc-stake-label = Поставить на раунд карту коллекции { $card }
sabacc-row-claim = «моя карта { $family } —» (у вас { $own }):
sabacc-row-toss = { $target_dat }, карта «{ $family }» ({ $own }), назвав её:
sabacc-menu-heading = { $group ->
        [0] Основное действие (ровно одно; оно завершает ход):
        [1] Взять карту (основное действие):
        [4] Проверка заявления (основное действие): плата — { $fee }, карта открывается; лжец платит вам { $liar_acc }
        [5] Подкид (основное действие): цель соглашается на обмен вслепую или называет вас лжецом; кто неправ, платит { $stake_acc }
        [6] Жетоны (бесплатно, до основного действия; i — их тексты):
        [7] Свита (бесплатно; одна карта за ход; i — способности):
        [8] Заложить карту свиты за { $pawn_acc } от дома (бесплатно; раз за раунд, вместо розыгрыша карты):
        [9] Заявить карту вслух (бесплатно, раз за раунд; можно лгать; без проверки приносит { $reward_acc } при вскрытии):
        [10] Ставка картой коллекции на раунд (бесплатно):
       *[other] {""}
    }
sabacc-decision = { $kind ->
        [main] { $bank ->
            [1] свободные действия, затем одно основное
           *[0] сыграть жетон, взять карту или спасовать
        }
        [keep] оставить новую карту или прежнюю
        [token_die] { $planets ->
            [1] выбрать следующую планету
           *[0] выбрать кость для жетона
        }
        [impostor] выбрать значение Самозванца
        [pick] сделать выбор для розыгрыша
        [spike_answer] ответить на спайк
        [toss_answer] ответить на подкид
        [forced_claim] заявить карту вслух (вынужденно)
       *[other] {""}
    }
sabacc-round-reveal = ── Раунд { $round }, вскрытие (сыграно кругов: { $played }) — ваше решение: { $decision }
sabacc-round-circuit = ── Раунд { $round }, круг { $circuit } из { $circuits } — ваше решение: { $decision }
sabacc-table-state = Банк { $bank } · анте { $ante } · множитель x{ $multiplier }{ $has_spike ->
        [1] {" "}(не выше x{ $most_multiplier }) · { $spike }
       *[0] {""}
    }
sabacc-note-first = первый
sabacc-note-out-place = { $seat ->
        [you] выбыли
       *[other] выбыл
    }, { $place } место
sabacc-note-out = { $seat ->
        [you] выбыли
       *[other] выбыл
    }
sabacc-note-exited = { $seat ->
        [you] вышли
       *[other] вышел
    }
sabacc-note-stood = пас
sabacc-note-acted = { $seat ->
        [you] сходили
       *[other] сходил
    }
sabacc-notes = {"  "}[{ $notes }]
sabacc-row-pots = {"  "}{ $who } фишки { $chips }   банк { $pot }   жетоны { $tokens }{ $notes }
sabacc-row-bank = {"  "}{ $who } фишки { $chips }   внесено { $paid }   свита { $entourage }   жетоны { $tokens }{ $notes }
sabacc-hidden-note = {"  "}(в этом раунде ходы и запасы соперников скрыты до вскрытия: их фишки — как после анте)
sabacc-your-hand = Ваша рука: { $hand }{ $hint }
sabacc-impostor-hint = (Самозванец получит значение при вскрытии)
sabacc-hand-hint = {"  "}({ $tier }: { $first } / { $second })
sabacc-standing = Сейчас: { $tier } ({ $first } / { $second }); планета и действующие эффекты могут изменить это при вскрытии
sabacc-indented = {"  "}{ $line }
sabacc-pile = { $top } (карт: { $size })
sabacc-pile-empty = пусто
sabacc-piles = Сброс: { $first } | { $second }    колоды: { $family_first } { $deck_first } / { $family_second } { $deck_second }
sabacc-tokens-none = Ваши жетоны: нет
sabacc-tokens = Ваши жетоны: { $list } (i — тексты)
sabacc-entourage-empty = Ваша свита: пусто
sabacc-entourage-line = Ваша свита ({ $ready ->
        [1] одна за ход: сыграть или заложить за { $pawn }, раз за раунд
       *[0] одна за ход: в этот ход уже была
    }): { $list }
sabacc-collection = Ваша коллекция: { $list }
sabacc-claims-none = Заявления раунда: нет
sabacc-claims = Заявления раунда: { $list }
sabacc-claim-item = { $seat_name }: «{ $said }»{ $forced ->
        [1] { $challenged ->
            [1] {" "}(вынужденное, проверено)
           *[0] {" "}(вынужденное)
        }
       *[0] { $challenged ->
            [1] {" "}(проверено)
           *[0] {""}
        }
    }
sabacc-seat-item = { $seat_name }: { $item }
sabacc-shown = Открыты всем: { $list }
sabacc-stakes = Ставки картами: { $list }
sabacc-effect-item = { $effect } ({ $has_owner ->
        [1] от: { $owner_name }
       *[0] планета
    }{ $on })
sabacc-in-force = Действуют: { $list }
sabacc-revealed-list = Вскрыты: { $list }
sabacc-you-drew = Вы взяли: { $card }
sabacc-dice = Кости: { $first } и { $second }
sabacc-spike-context = { $declarer_cap } объявил спайк: если кто-то примет, множитель станет x{ $next } (сейчас x{ $now }).
sabacc-toss-context = { $tosser_cap } подкидывает вам карту «{ $family }», называя её: { $claimed }. Ваша карта «{ $family }»: { $own }.
sabacc-forced-context = Вы должны вслух заявить одну из своих карт (можно солгать; вынужденное заявление не оплачивается).
sabacc-planet-choice = Выберите, какая из двух следующих планет откроется первой:
sabacc-detail-tokens = Ваши жетоны:
sabacc-detail-entourage = Ваша свита:
sabacc-detail-in-force = Действуют:
sabacc-detail-item = {"  "}{ $name } — { $text }
